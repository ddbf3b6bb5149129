import type { Db } from '#server/db/client.ts';
import type { CrawlPictures } from '#server/features/crawler/crawl-pictures.ts';
import { storeCrawledEvents } from '#server/features/crawler/crawl-store.service.ts';
import { triageCrawledEvents, type CrawledEvent } from '#server/features/crawler/crawled-event.ts';
import { FetchError } from '#server/outbound/safe-fetch.ts';
import {
  LOW_KEEP_SHARE,
  noSkips,
  SKIP_REASONS,
  type CrawlResult,
  type CrawlSourceResult,
  type SkipCounts,
} from '#shared/schemas/crawl.ts';

/** A source as one crawl runs it: how to read its events, or why it is not read. */
export interface PlannedSource {
  name: string;
  kind: string;
  /** Why the source is left out (a key that is not set); it has no `load` then. */
  skip?: string;
  load?: () => Promise<CrawledEvent[]>;
}

type CrawlTotals = Omit<CrawlResult, 'message'>;

/** Drizzle wraps a driver error in a message holding the SQL; the cause says what went wrong. */
function causeText(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}

/** Why a source could not be read, for an admin: the request's own words, or the parser's. */
function loadFailure(err: unknown): string {
  return err instanceof FetchError ? err.message : `could not read the answer: ${causeText(err)}`;
}

interface Loaded {
  source: PlannedSource;
  events: CrawledEvent[];
  error: string | null;
  ms: number;
}

/**
 * A source that keeps less than a tenth of what it lists is probably reading something wrong
 * (or listing private permits): the admin is told, with the reasons that took most.
 */
export function lowKeepWarning(found: number, kept: number, skips: SkipCounts): string | null {
  if (found === 0 || kept >= found * LOW_KEEP_SHARE) return null;
  const top = SKIP_REASONS.filter((r) => skips[r] > 0)
    .sort((a, b) => skips[b] - skips[a])
    .slice(0, 2)
    .map((r) => `${skips[r]} ${r}`)
    .join(', ');
  return `Kept only ${kept} of ${found} listed events${top ? ` (skipped: ${top})` : ''}`;
}

async function load(source: PlannedSource): Promise<Loaded> {
  const started = performance.now();
  const done = (events: CrawledEvent[], error: string | null): Loaded => ({
    source,
    events,
    error,
    ms: performance.now() - started,
  });
  if (!source.load) return done([], source.skip ?? 'not configured');
  try {
    return done(await source.load(), null);
  } catch (err) {
    return done([], loadFailure(err));
  }
}

/**
 * One crawl: every source is read at once, each within its own time, and a source that fails,
 * times out or answers garbage is reported without stopping the others. Sources are then
 * stored one after another, in configured order, so two that list the same event make one
 * card rather than racing to create two.
 */
export async function runCrawl(
  db: Db,
  sources: readonly PlannedSource[],
  now: Date,
  ownPictures: CrawlPictures,
): Promise<CrawlTotals> {
  const loaded = await Promise.all(sources.map(load));
  const results: CrawlSourceResult[] = [];
  for (const { source, events, error, ms } of loaded) {
    const base = { source: source.name, kind: source.kind, found: events.length };
    if (error !== null) {
      results.push({
        ...base,
        ok: false,
        created: 0,
        updated: 0,
        skipped: 0,
        skips: noSkips(),
        warning: null,
        error,
        durationMs: Math.round(ms),
      });
      continue;
    }
    const started = performance.now();
    const triaged = triageCrawledEvents(source.name, events, now);
    const skips = noSkips();
    for (const t of triaged) if (t.reason) skips[t.reason] += 1;
    const usable = triaged.flatMap((t) => (t.item ? [t.item] : []));
    try {
      await ownPictures(usable);
      const counts = await storeCrawledEvents(db, source.name, usable);
      // The store finds no repeats in a triaged listing; any it does find are duplicates too.
      skips.duplicate += counts.skipped;
      const kept = counts.created + counts.updated;
      results.push({
        ...base,
        ok: true,
        created: counts.created,
        updated: counts.updated,
        skipped: triaged.length - usable.length + counts.skipped,
        skips,
        warning: lowKeepWarning(events.length, kept, skips),
        error: null,
        durationMs: Math.round(ms + performance.now() - started),
      });
    } catch (err) {
      results.push({
        ...base,
        ok: false,
        created: 0,
        updated: 0,
        skipped: 0,
        skips,
        warning: null,
        error: `could not save the events: ${causeText(err)}`,
        durationMs: Math.round(ms + performance.now() - started),
      });
    }
  }
  const sum = (k: 'created' | 'updated' | 'skipped') => results.reduce((n, r) => n + r[k], 0);
  return {
    created: sum('created'),
    updated: sum('updated'),
    skipped: sum('skipped'),
    sources: results,
  };
}
