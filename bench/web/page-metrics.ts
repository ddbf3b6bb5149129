import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Lighthouse's mobile profile: a Moto G Power-sized screen, 4× slower CPU, and its network
 * (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), applied here through the DevTools
 * protocol since no Lighthouse package is installed.
 */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
export const CPU_SLOWDOWN = 4;
export const NETWORK_PROFILE = {
  latencyMs: Number(process.env.BENCH_WEB_LATENCY_MS ?? 150),
  downKbps: Number(process.env.BENCH_WEB_DOWN_KBPS ?? 1600),
  upKbps: 750,
};
const NETWORK = {
  offline: false,
  latency: NETWORK_PROFILE.latencyMs,
  downloadThroughput: (NETWORK_PROFILE.downKbps * 1000) / 8,
  uploadThroughput: (NETWORK_PROFILE.upKbps * 1000) / 8,
};

/** How long the page must stay without long tasks and requests before it counts as loaded. */
const QUIET_MS = 3000;

export interface LoadMetrics {
  fcpMs: number;
  /** When the deck's first card was painted (0 on pages without a deck). */
  firstCardMs: number;
  /**
   * When the app's own card was in place, to be swiped: later than `firstCardMs` where the
   * server drew the card and the app's code replaced it (docs/ARCHITECTURE.md#first-card).
   */
  cardReadyMs: number;
  lcpMs: number;
  lcpElement: string;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  cssBytes: number;
}

interface InPage {
  fcp: number;
  firstCard: number;
  cardReady: number;
  lcp: number;
  lcpElement: string;
  cls: number;
  longTasks: [start: number, duration: number][];
}

/** A card in the deck's region (src/client/features/discover/components/deck.tsx). */
export const FIRST_CARD = '[aria-label="Event cards"] article';

/**
 * Collected in the page from its first script on: paint timings, layout shifts not caused by
 * input, and long tasks (main-thread work over 50 ms, the part over 50 ms being "blocking").
 * Plain JavaScript in a string: the TypeScript loader would add helpers the page lacks.
 */
const OBSERVE = `(() => {
  const bench = { fcp: 0, firstCard: 0, cardReady: 0, lcp: 0, lcpElement: '', cls: 0, longTasks: [] };
  window.__bench = bench;
  // The deck's first card: the frame that first shows a card in the card region; ready, the
  // frame that first shows one outside the drawn screen's inert picture.
  let seen = false;
  const cards = new MutationObserver(() => {
    const found = [...document.querySelectorAll('${FIRST_CARD}')];
    if (found.length === 0) return;
    if (!seen) requestAnimationFrame(() => { bench.firstCard = performance.now(); });
    seen = true;
    if (!found.some((card) => !card.closest('[inert]'))) return;
    cards.disconnect();
    requestAnimationFrame(() => { bench.cardReady = performance.now(); });
  });
  cards.observe(document, { childList: true, subtree: true });
  const watch = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') bench.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => {
    bench.lcp = e.startTime;
    const el = e.element;
    bench.lcpElement = el
      ? el.tagName.toLowerCase() + (e.url ? ' ' + new URL(e.url).pathname : '') +
        ' "' + (el.textContent || '').trim().slice(0, 40) + '"'
      : '';
  });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) bench.cls += e.value; });
  watch('longtask', (e) => bench.longTasks.push([e.startTime, e.duration]));
})();`;

export async function mobileContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...MOBILE, baseURL });
  await context.addInitScript(OBSERVE);
  return context;
}

/** `cached`: the browser's cache is used, as on a visit after an earlier one; else a cold load. */
export async function throttle(page: Page, network: boolean, cached = false): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cached });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  return cdp;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `url` under the mobile profile, cold unless `cached`, and waits until nothing has
 * happened for a while: no request in flight and no new long task. Total blocking time counts long tasks from first
 * contentful paint up to that quiet point (Lighthouse stops at its estimated time to
 * interactive, which is the start of such a quiet window).
 */
export async function measureLoad(page: Page, url: string, cached = false): Promise<LoadMetrics> {
  await throttle(page, true, cached);
  let inFlight = 0;
  let lastActivity = Date.now();
  const bytes = { js: 0, css: 0 };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfailed', settled);
  page.on('requestfinished', async (request) => {
    settled();
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) bytes[type === 'script' ? 'js' : 'css'] += sizes.responseBodySize;
  });

  await page.goto(url, { waitUntil: 'load' });
  let longTaskCount = -1;
  for (;;) {
    await sleep(250);
    const count = await page.evaluate<number>('window.__bench.longTasks.length');
    if (count !== longTaskCount) {
      longTaskCount = count;
      lastActivity = Date.now();
    }
    if (inFlight === 0 && Date.now() - lastActivity >= QUIET_MS) break;
  }

  const raw = await page.evaluate<InPage>('window.__bench');
  const tbtMs = raw.longTasks
    .filter(([start]) => start >= raw.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return {
    fcpMs: Math.round(raw.fcp),
    firstCardMs: Math.round(raw.firstCard),
    cardReadyMs: Math.round(raw.cardReady),
    lcpMs: Math.round(raw.lcp),
    lcpElement: raw.lcpElement,
    cls: Math.round(raw.cls * 10_000) / 10_000,
    tbtMs: Math.round(tbtMs),
    jsBytes: bytes.js,
    cssBytes: bytes.css,
  };
}
