import type { SkipCounts, SkipReason } from '#shared/schemas/crawl.ts';
import { SKIP_REASONS } from '#shared/schemas/crawl.ts';

/** What each skip reason means to an editor. */
export const skipReasonLabel: Record<SkipReason, string> = {
  invalid: 'No title or date',
  'not-public': 'Not a public event',
  'outside-nyc': 'Outside the five boroughs',
  'online-only': 'Online only',
  cancelled: 'Cancelled or postponed',
  'place-unknown': 'No sign it is in New York City',
  duplicate: 'Listed twice',
  past: 'Already over',
};

/** The reasons that left events out, in the order they are checked, with how many each. */
export function SkipReasonsTable({ skips, caption }: { skips: SkipCounts; caption: string }) {
  const rows = SKIP_REASONS.filter((r) => skips[r] > 0);
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-xs tracking-wide text-mist-400 uppercase">
          <th scope="col" className="py-1 font-semibold">
            Skipped because
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Events
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r} className="border-t border-white/8">
            <th scope="row" className="py-1.5 font-normal text-mist-200">
              {skipReasonLabel[r]}
            </th>
            <td className="py-1.5 text-right text-white tabular-nums">{skips[r]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
