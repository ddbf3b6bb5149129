/** The top three carry a HOT tag (docs/product.md#hot-list). */
export const HOT_TAG_RANKS = 3;

const medal = [
  'bg-linear-to-br from-amber-200 via-yellow-400 to-amber-600 text-amber-950 ring-amber-200/60',
  'bg-linear-to-br from-slate-100 via-slate-300 to-slate-500 text-slate-900 ring-slate-100/60',
  'bg-linear-to-br from-orange-300 via-amber-700 to-orange-900 text-orange-50 ring-orange-300/50',
];
const rest = 'bg-linear-to-br from-rose-500 to-red-700 text-white ring-rose-300/40';

/** Gold, silver and bronze for the podium, red for everyone after. */
export function rankBadgeClasses(rank: number): string {
  return medal[rank - 1] ?? rest;
}

export function likesLabel(count: number): string {
  return count === 1 ? '1 like' : `${count.toLocaleString('en-US')} likes`;
}

/** Loves of the last week, what a trending list is ranked by (docs/product.md#hot-list). */
export function recentLovesLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'love' : 'loves'} this week`;
}
