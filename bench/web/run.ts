import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import {
  CPU_SLOWDOWN,
  measureLoad,
  MOBILE,
  mobileContext,
  NETWORK_PROFILE,
  type LoadMetrics,
} from './page-metrics.ts';
import { LIGHTHOUSE_BUDGET, lighthouseScores, type LighthouseScore } from './lighthouse.ts';
import { JS_BUDGET_GZ, kb, routeBundles } from './route-bundles.ts';
import { measureSwipes, type SwipeFps } from './swipe-fps.ts';
import { startWebServer, type WebServer } from './web-server.ts';

/**
 * npm run bench:web — the client's size per route, the landing and deck pages' load under the
 * mobile profile (the deck's first card among it), the frame rate while swiping, and Lighthouse's
 * performance and best-practices scores for the signed-in pages. Run it under
 * `flock /tmp/bench.lock`. Env: BENCH_WEB_PORT (3950), BENCH_WEB_RUNS (3 loads per page, median
 * reported), BENCH_WEB_LATENCY_MS (150), BENCH_WEB_DOWN_KBPS (1600), BENCH_WEB_LIGHTHOUSE=off to
 * skip Lighthouse, BENCH_WEB_LIGHTHOUSE_RUNS (3 per page, median reported).
 */

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3950);
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

const BUDGET = { lcpMs: 1500, firstCardMs: 1500, cls: 0.02, fps: 58 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

const LIGHTHOUSE = process.env.BENCH_WEB_LIGHTHOUSE !== 'off';

async function signIn(context: BrowserContext) {
  const res = await context.request.post('/api/auth/demo-login', {
    data: { username: 'demo', password: 'demo1234' },
  });
  if (!res.ok()) throw new Error(`demo login → ${res.status()} ${await res.text()}`);
}

/**
 * `returning`: the person has had the page open before on this phone (its code cached, the
 * device's confirmed user kept), as when opening the app again tonight; else a first visit.
 */
async function loadRuns(
  browser: Browser,
  server: WebServer,
  route: string,
  signedIn: boolean,
  returning = false,
) {
  const runs: LoadMetrics[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await mobileContext(browser, server.url);
    try {
      if (signedIn) await signIn(context);
      if (returning) {
        const before = await context.newPage();
        await before.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
        await before.close();
      }
      const page = await context.newPage();
      runs.push(await measureLoad(page, `${server.url}${route}`, returning));
    } finally {
      await context.close();
    }
  }
  const pick = (k: keyof Omit<LoadMetrics, 'lcpElement'>) => median(runs.map((r) => r[k]));
  return {
    route,
    runs,
    median: {
      fcpMs: pick('fcpMs'),
      firstCardMs: pick('firstCardMs'),
      cardReadyMs: pick('cardReadyMs'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      tbtMs: pick('tbtMs'),
      jsBytes: pick('jsBytes'),
      cssBytes: pick('cssBytes'),
    },
    lcpElement: runs.at(-1)?.lcpElement ?? '',
  };
}

let server: WebServer | undefined;
let browser: Browser | undefined;
try {
  console.log('Building the client and starting the server (PGlite, demo data)');
  server = await startWebServer(PORT);
  const bundles = routeBundles(server.clientDir);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });

  console.log(`Loading / and /home ${RUNS}× each under the mobile profile`);
  const landing = await loadRuns(browser, server, '/', false);
  const home = await loadRuns(browser, server, '/home', true);
  const homeAgain = await loadRuns(browser, server, '/home', true, true);

  console.log('Swiping ten cards at 4× CPU slowdown');
  const swipeContext = await mobileContext(browser, server.url);
  let swipes: SwipeFps;
  try {
    await signIn(swipeContext);
    swipes = await measureSwipes(await swipeContext.newPage(), server.url);
  } finally {
    await swipeContext.close();
  }

  let lighthouse: LighthouseScore[] = [];
  if (LIGHTHOUSE) {
    console.log('Lighthouse (mobile, simulated throttling), signed in');
    lighthouse = await lighthouseScores(server.url, signIn);
  }

  const rows: [string, string, string, boolean | null][] = [];
  for (const b of bundles) {
    const budget = JS_BUDGET_GZ[b.route];
    rows.push([
      `${b.route} initial JS / CSS (gzip)`,
      b.route === '/home' ? `≤ ${kb(budget!)} JS` : `(guard ${kb(budget!)})`,
      `${kb(b.jsGzip)} / ${kb(b.cssGzip)} (${b.js.length} files)`,
      b.route === '/home' ? b.jsGzip <= budget! : null,
    ]);
  }
  for (const page of [landing, home]) {
    const m = page.median;
    const isLanding = page.route === '/';
    rows.push([
      `${page.route} LCP`,
      isLanding ? `≤ ${BUDGET.lcpMs} ms` : '',
      `${m.lcpMs} ms (FCP ${m.fcpMs} ms; ${page.lcpElement})`,
      isLanding ? m.lcpMs <= BUDGET.lcpMs : null,
    ]);
    if (!isLanding) {
      rows.push([
        `${page.route} first card visible`,
        `≤ ${BUDGET.firstCardMs} ms`,
        `${m.firstCardMs} ms after navigation`,
        m.firstCardMs > 0 && m.firstCardMs <= BUDGET.firstCardMs,
      ]);
      rows.push([
        `${page.route} first card ready to swipe`,
        '',
        `${m.cardReadyMs} ms (the app's own card in place)`,
        null,
      ]);
      rows.push([
        `${page.route} first card, returning visit`,
        '',
        `${homeAgain.median.firstCardMs} ms (LCP ${homeAgain.median.lcpMs} ms; ` +
          `ready ${homeAgain.median.cardReadyMs} ms)`,
        null,
      ]);
    }
    rows.push([`${page.route} CLS`, `≤ ${BUDGET.cls}`, String(m.cls), m.cls <= BUDGET.cls]);
    rows.push([`${page.route} TBT`, '', `${m.tbtMs} ms`, null]);
    rows.push([
      `${page.route} JS / CSS transferred`,
      '',
      `${kb(m.jsBytes)} / ${kb(m.cssBytes)} (compressed as served)`,
      null,
    ]);
  }
  rows.push([
    'swipe frame rate (10 swipes, 4× CPU)',
    `≥ ${BUDGET.fps} fps`,
    `${swipes.fps} fps (dragged ${swipes.dragged.fps}, keys ${swipes.keyed.fps}; ` +
      `${swipes.longFrames} long frames, worst ${swipes.worstFrameMs} ms)`,
    swipes.fps >= BUDGET.fps,
  ]);

  for (const lh of lighthouse) {
    rows.push([
      `${lh.route} Lighthouse performance`,
      `≥ ${LIGHTHOUSE_BUDGET.performance}`,
      `${lh.performance} (FCP ${lh.fcpMs} ms, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls}; ` +
        `median of ${lh.runs.join(', ')})`,
      lh.performance >= LIGHTHOUSE_BUDGET.performance,
    ]);
    rows.push([
      `${lh.route} Lighthouse best practices`,
      `≥ ${LIGHTHOUSE_BUDGET.bestPractices}`,
      String(lh.bestPractices),
      lh.bestPractices >= LIGHTHOUSE_BUDGET.bestPractices,
    ]);
    if (lh.lost.length > 0)
      rows.push([`${lh.route} Lighthouse lost points on`, '', lh.lost.join(', '), null]);
  }

  const width = Math.max(...rows.map((r) => r[0].length));
  const targetWidth = Math.max(...rows.map((r) => r[1].length));
  console.log('');
  for (const [name, target, measured, pass] of rows) {
    const verdict = pass === null ? '    ' : pass ? 'PASS' : 'MISS';
    console.log(`${verdict}  ${name.padEnd(width)}  ${target.padEnd(targetWidth)}  ${measured}`);
  }

  mkdirSync(resultsDir, { recursive: true });
  const date = new Date().toISOString().slice(0, 10);
  const file = path.join(resultsDir, `web-${date}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
        profile: {
          runsPerPage: RUNS,
          cpuSlowdown: CPU_SLOWDOWN,
          ...NETWORK_PROFILE,
          screen: MOBILE.viewport,
        },
        budgets: { homeJsGzip: JS_BUDGET_GZ['/home'], ...BUDGET, lighthouse: LIGHTHOUSE_BUDGET },
        bundles,
        loads: [landing, home],
        returningLoads: homeAgain,
        swipes,
        lighthouse,
        pass: rows.every(([, , , pass]) => pass !== false),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
  if (process.argv.includes('--strict') && rows.some(([, , , pass]) => pass === false)) {
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await server?.stop();
}
