import { measure, measureAlone, type BenchContext, type Scenario } from './load.ts';

// Words the generated titles are made of (bench/dataset-rows.ts), two to a search as people type.
const TEXTS = [
  'sunday session',
  'community showcase',
  'pop-up sampler',
  'open-air night',
  'neighborhood meetup',
  'late-night series',
];
const BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens'];
const CATEGORIES = ['music,comedy', 'art,theater', 'food,nightlife'];

/** GET /api/events with text, a borough and two categories: the search page's first page. */
export const searchPaths = TEXTS.flatMap((q) =>
  BOROUGHS.flatMap((borough) =>
    CATEGORIES.map(
      (categories) => `/api/events?${new URLSearchParams({ q, borough, categories }).toString()}`,
    ),
  ),
);

export async function searchBench(ctx: BenchContext) {
  let k = 0;
  const search: Scenario = {
    name: 'search',
    path: searchPaths[0]!,
    headers: { cookie: ctx.newUser.cookie },
    setupRequest: (req) => {
      req.path = searchPaths[k++ % searchPaths.length]!;
      return req;
    },
  };
  const res = await fetch(`${ctx.load.baseUrl}${searchPaths[0]}`, { headers: search.headers });
  const found = Number(res.headers.get('x-total-count'));
  if (res.status !== 200 || !(found > 0)) {
    throw new Error(`${searchPaths[0]} answered ${res.status} with ${found} matches`);
  }
  return [await measure(ctx.load, search), await measureAlone(ctx.load, search)];
}
