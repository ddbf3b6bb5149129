import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';

/** The signed-in pages Lighthouse scores (docs/ARCHITECTURE.md#first-card). */
export const LIGHTHOUSE_ROUTES = ['/home', '/search', '/my-events'] as const;
export const LIGHTHOUSE_BUDGET = { performance: 95, bestPractices: 100 };

export interface LighthouseScore {
  route: string;
  /** 0–100, as Lighthouse's report shows them. */
  performance: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The audits that cost points, with what they found: what to fix next. */
  lost: string[];
  /** Every run's performance score; the fields above are the median run's. */
  runs: number[];
}

/**
 * Runs per route (BENCH_WEB_LIGHTHOUSE_RUNS): one run's performance score moves by ten points or
 * more on a shared machine, so the median run is reported, with the others beside it.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_LIGHTHOUSE_RUNS ?? 3));

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Lhr, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? 0;

/** Audits of the two categories that did not pass, each with its display value. */
function lostPoints(lhr: Lhr): string[] {
  const lost: string[] = [];
  for (const id of ['performance', 'best-practices']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      lost.push(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return lost;
}

/**
 * One Lighthouse run of `url`. Now and then its trace misses the navigation's start
 * (NO_NAVSTART) and the run scores nothing; such a run is made again, twice at most.
 */
async function scoredRun(url: string, port: number): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  }
}

/** The port Chromium chose for its debugging protocol, which it writes into its profile. */
function debuggingPort(profile: string): number {
  const port = Number(
    readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0],
  );
  if (!Number.isInteger(port) || port <= 0) throw new Error('Chromium named no debugging port');
  return port;
}

/**
 * Lighthouse with its defaults (mobile screen, simulated mobile throttling) on each route, signed
 * in. Lighthouse opens its tab in the browser's default profile, so the browser is Playwright's
 * persistent context, whose cookies are that profile's; Lighthouse keeps cookies between runs.
 * Chromium picks a free debugging port itself, so the bench needs no second port of its own.
 */
export async function lighthouseScores(
  baseUrl: string,
  signIn: (context: BrowserContext) => Promise<void>,
): Promise<LighthouseScore[]> {
  const profile = mkdtempSync(path.join(tmpdir(), 'swipenyc-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    baseURL: baseUrl,
    args: [
      '--remote-debugging-port=0',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  try {
    await signIn(context);
    const port = debuggingPort(profile);
    const scores: LighthouseScore[] = [];
    for (const route of LIGHTHOUSE_ROUTES) {
      const runs: Omit<LighthouseScore, 'runs'>[] = [];
      for (let run = 0; run < RUNS; run++) {
        const lhr = await scoredRun(`${baseUrl}${route}`, port);
        runs.push({
          route,
          performance: score(lhr, 'performance'),
          bestPractices: score(lhr, 'best-practices'),
          fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
          lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
          tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
          cls: Math.round(metric(lhr, 'cumulative-layout-shift') * 10_000) / 10_000,
          lost: lostPoints(lhr),
        });
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      scores.push({ ...median, runs: runs.map((r) => r.performance) });
    }
    return scores;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
