import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenMetrics, type MetricsServer } from '#server/http/metrics-server.ts';
import type { CrawlResult } from '#shared/schemas/crawl.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';

const PROMETHEUS_TEXT = /^text\/plain; version=0\.0\.4/;

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics of an app', () => {
  let t: TestApp;
  let served: MetricsServer;
  let clientDir: string;
  let admin: string;
  const scrape = async () => {
    const res = await fetch(`http://127.0.0.1:${served.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(PROMETHEUS_TEXT);
    return res.text();
  };

  beforeAll(async () => {
    // A built web app answers every unknown GET with its page; /metrics must not be one.
    clientDir = mkdtempSync(path.join(tmpdir(), 'swipenyc-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html></html>');
    t = await createTestApp({ METRICS_PORT: 9464 }, { clientDir });
    served = await listenMetrics(t.metrics.registry, { port: 0, host: '127.0.0.1' });
    admin = await adminCookie(t.app);
  });
  afterAll(async () => {
    await served.close();
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('times requests by the route pattern that matched and the status', async () => {
    const { cookie } = await signUp(t.app);
    const read = await t.app.inject(as(cookie, { method: 'GET', url: '/api/events/424242' }));
    expect(read.statusCode).toBe(404);
    const deck = await t.app.inject(as(cookie, { method: 'GET', url: '/api/events/unseen' }));
    expect(deck.statusCode).toBe(200);
    const search = await t.app.inject(as(cookie, { method: 'GET', url: '/api/events?q=jazz' }));
    expect(search.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/no-such-route/123' });

    const text = await scrape();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const byRoute = (route: string, status: number) =>
      sample(
        text,
        `http_request_duration_seconds_count{method="GET",route="${route}",status_code="${status}"}`,
      );
    expect(byRoute('/api/events/:eventId', 404)).toBe(1);
    expect(byRoute('/api/events/unseen', 200)).toBe(1);
    expect(byRoute('unmatched', 404)).toBe(1);
    // The raw URLs never become series of their own.
    expect(text).not.toContain('424242');
    expect(text).not.toContain('no-such-route');
    expect(sample(text, 'swipenyc_latency_seconds_count{group="deck"}')).toBe(1);
    expect(sample(text, 'swipenyc_latency_seconds_count{group="search"}')).toBe(1);
    // Served by a server that serves metrics: the process's own too.
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('is not on the app port', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers 404 for anything but GET /metrics on its own port', async () => {
    const res = await fetch(`http://127.0.0.1:${served.port}/`);
    expect(res.status).toBe(404);
  });

  it('counts job runs by job and outcome', async () => {
    const before = sample(
      await scrape(),
      'swipenyc_job_duration_seconds_count{job="cleanup",outcome="ok"}',
    );
    expect(before).toBeUndefined();
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/events/cleanup' }));
    expect(res.statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'swipenyc_job_duration_seconds_count{job="cleanup",outcome="ok"}')).toBe(1);
    expect(
      sample(text, 'swipenyc_job_duration_seconds_bucket{le="+Inf",job="cleanup",outcome="ok"}'),
    ).toBe(1);
  });

  it('counts what each source gave a crawl', async () => {
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/crawl/demo' }));
    expect(res.statusCode).toBe(200);
    const crawl = res.json<CrawlResult>();
    expect(crawl.sources.length).toBeGreaterThan(1);
    const text = await scrape();
    expect(sample(text, 'swipenyc_job_duration_seconds_count{job="crawl-demo",outcome="ok"}')).toBe(
      1,
    );
    for (const s of crawl.sources) {
      const source = `source="${s.source}"`;
      expect(sample(text, `swipenyc_crawl_source_runs_total{${source},outcome="ok"}`)).toBe(1);
      expect(sample(text, `swipenyc_crawl_events_total{${source},result="found"}`)).toBe(s.found);
      expect(sample(text, `swipenyc_crawl_events_total{${source},result="created"}`)).toBe(
        s.created,
      );
    }
    expect(crawl.sources.some((s) => s.found > 0)).toBe(true);
  });

  it("reports PostgreSQL's pool on scrape, and no pool for the embedded database", async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'swipenyc_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(text, 'swipenyc_db_pool_waiting_requests')).toBe(0);
    } else {
      expect(text).not.toContain('swipenyc_db_pool');
    }
  });
});
