import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { CrawlResult } from '#shared/schemas/crawl.ts';
import { plural } from './admin-format.ts';
import { CountTiles } from './count-tiles.tsx';
import { SkipReasonsTable } from './skip-reasons.tsx';

/**
 * What a crawl did, in total and per source: a failed source says why, a source that kept
 * little is a warning rather than a success, and each source's skips are counted by reason.
 */
export function CrawlResults({ result, heading }: { result: CrawlResult; heading: string }) {
  return (
    <section aria-label={heading} className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-white">{heading}</h3>
      <CountTiles
        className="grid-cols-3"
        tiles={[
          { label: 'Created', value: result.created, tone: 'good' },
          { label: 'Updated', value: result.updated },
          { label: 'Skipped', value: result.skipped, tone: 'muted' },
        ]}
      />
      <ul className="flex flex-col gap-2">
        {result.sources.map((s) => (
          <li
            key={s.source}
            className="flex items-start gap-2.5 rounded-2xl border border-white/8 bg-ink-950/50 px-3.5 py-3 text-sm"
          >
            {!s.ok ? (
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-rose-300" />
            ) : s.warning ? (
              <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
            ) : (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-300" />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="font-semibold break-words text-white">
                {s.source}
                <span className="ml-2 text-xs font-normal text-mist-500">{s.kind}</span>
              </p>
              {s.ok ? (
                <p className="text-mist-300">
                  {plural(s.found, 'event')} found: {s.created} new, {s.updated} updated,{' '}
                  {s.skipped} skipped
                </p>
              ) : (
                <p className="break-words text-rose-200">
                  <span className="sr-only">Failed: </span>
                  {s.error ?? 'Failed'}
                </p>
              )}
              {s.ok && s.warning && (
                <p className="break-words text-amber-200">
                  <span className="sr-only">Warning: </span>
                  {s.warning}
                </p>
              )}
              {s.ok && (
                <SkipReasonsTable skips={s.skips} caption={`Why ${s.source} skipped events`} />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
