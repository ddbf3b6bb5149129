import { measure, measureAlone, type BenchContext, type Scenario } from './load.ts';

// Words the generated titles are made of (bench/dataset-rows.ts), two to a search as people type.
const COMMON = [
  'sunday session',
  'community showcase',
  'pop-up sampler',
  'open-air night',
  'neighborhood meetup',
  'late-night series',
];
// Each generated title ends in its event's id: a number is a word one event holds.
const RARE = ['104729', '224737', '350377', '479909', '611953', '746773'];
// No title, performer or place is within a typo of these, so the typo fallback finds nothing too.
const NONE = ['zyxwvut', 'qqxjrvw', 'vvkpzzq', 'jjxqwyk', 'wqzrxpv', 'kxqzvbj'];
const BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens'];
const CATEGORIES = ['music,comedy', 'art,theater', 'food,nightlife'];

/** GET /api/events with text, a borough and two categories: the search page's first page. */
const pathsFor = (texts: string[], withFilters: boolean) =>
  texts.flatMap((q) =>
    withFilters
      ? BOROUGHS.flatMap((borough) =>
          CATEGORIES.map(
            (categories) =>
              `/api/events?${new URLSearchParams({ q, borough, categories }).toString()}`,
          ),
        )
      : [`/api/events?${new URLSearchParams({ q }).toString()}`],
  );

export const searchPaths = pathsFor(COMMON, true);
/** A rare word alone: with a borough and categories most would match nothing at all. */
export const rareSearchPaths = pathsFor(RARE, false);
export const noMatchSearchPaths = pathsFor(NONE, true);

function rotating(ctx: BenchContext, name: string, paths: string[]): Scenario {
  let k = 0;
  return {
    name,
    path: paths[0]!,
    headers: { cookie: ctx.newUser.cookie },
    setupRequest: (req) => {
      req.path = paths[k++ % paths.length]!;
      return req;
    },
  };
}

async function expectMatches(ctx: BenchContext, path: string, some: boolean) {
  const res = await fetch(`${ctx.load.baseUrl}${path}`, {
    headers: { cookie: ctx.newUser.cookie },
  });
  const found = Number(res.headers.get('x-total-count'));
  if (res.status !== 200 || found > 0 !== some) {
    throw new Error(`${path} answered ${res.status} with ${found} matches`);
  }
}

/** Common words with filters, a rare word, and words nothing matches, each alone and at load. */
export async function searchBench(ctx: BenchContext) {
  await expectMatches(ctx, searchPaths[0]!, true);
  await expectMatches(ctx, rareSearchPaths[0]!, true);
  await expectMatches(ctx, noMatchSearchPaths[0]!, false);
  const out = [];
  for (const scenario of [
    rotating(ctx, 'search', searchPaths),
    rotating(ctx, 'search-rare', rareSearchPaths),
    rotating(ctx, 'search-none', noMatchSearchPaths),
  ]) {
    out.push(await measure(ctx.load, scenario), await measureAlone(ctx.load, scenario));
  }
  return out;
}
