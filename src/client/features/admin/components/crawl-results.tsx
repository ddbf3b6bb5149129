import { CircleAlert, CircleCheck } from 'lucide-react';
import type { CrawlResult } from '#shared/schemas/crawl.ts';
import { plural } from './admin-format.ts';
import { CountTiles } from './count-tiles.tsx';

/** What a crawl did, in total and per source; a failed source says why. */
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
            {s.ok ? (
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-300" />
            ) : (
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-rose-300" />
            )}
            <div className="flex min-w-0 flex-col gap-0.5">
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
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
