import robotsParserModule from 'robots-parser';

// The package's types declare an ES default export for what is a CommonJS function.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** The product token robots.txt groups are matched against. */
const ROBOTS_AGENT = 'SwipeNYC-Crawler';
/** A robots.txt larger than this is cut off; Google reads 500 KiB. */
export const ROBOTS_MAX_BYTES = 500 * 1024;
/** The longest Crawl-delay honoured; a site asking for more is crawled at this pace. */
const MAX_CRAWL_DELAY_MS = 10_000;

interface RobotsRules {
  allows: (url: string) => boolean;
  /** The site's Crawl-delay for us, in milliseconds (0 when none). */
  delayMs: number;
}

export class RobotsError extends Error {}

/** What robots.txt answered: its status and text. */
export interface RobotsFile {
  status: number;
  body: string;
}

/**
 * Reads a site's rules from its robots.txt answer: 4xx means no rules (RFC 9309), 5xx means
 * the site is unavailable, so nothing is crawled.
 */
function robotsRules(origin: string, file: RobotsFile): RobotsRules {
  if (file.status >= 400 && file.status < 500) return { allows: () => true, delayMs: 0 };
  if (file.status >= 500) {
    throw new RobotsError(`robots.txt answered ${file.status}, so the site is not crawled now`);
  }
  const robots = robotsParser(`${origin}/robots.txt`, file.body);
  const delay = Number(robots.getCrawlDelay(ROBOTS_AGENT) ?? 0);
  return {
    allows: (url) => robots.isAllowed(url, ROBOTS_AGENT) !== false,
    delayMs: Number.isFinite(delay) ? Math.min(Math.max(delay, 0) * 1000, MAX_CRAWL_DELAY_MS) : 0,
  };
}

/** Each origin's rules, read once per crawl; concurrent requests share one read. */
export function createRobotsCache(
  read: (origin: string, signal: AbortSignal) => Promise<RobotsFile>,
) {
  const cache = new Map<string, Promise<RobotsRules>>();
  return (origin: string, signal: AbortSignal): Promise<RobotsRules> => {
    let rules = cache.get(origin);
    if (!rules) {
      rules = read(origin, signal).then((file) => robotsRules(origin, file));
      // A failed read (a timeout, say) is tried again by the next request, not remembered.
      rules.catch(() => cache.delete(origin));
      cache.set(origin, rules);
    }
    return rules;
  };
}
