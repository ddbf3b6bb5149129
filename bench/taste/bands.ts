import type { CatalogueEvent } from './catalogue.ts';
import { baselines } from './orders.ts';
import type { Person } from './people.ts';
import { bandMean, FIRST_CARDS, LATER_CARDS, mean, type Band } from './score.ts';
import type { Dealt } from './simulate.ts';

interface Row {
  band: string;
  cards: Band;
  of: (person: Person) => boolean;
}

/** A band's mean chances in the deck's order and in the orders it is judged against. */
export interface BandRow {
  band: string;
  deck: number;
  random: number;
  soonest: number;
  best: number;
}

/** A band for those who started together and for those who joined later, apart. */
const byArrival = (cards: Band): Row[] => [
  { band: `${cards.from}–${cards.to}, first members`, cards, of: (p) => !p.later },
  { band: `${cards.from}–${cards.to}, joined later`, cards, of: (p) => p.later },
];

/**
 * The table's rows: which cards, of whom. A new person's first cards are judged on those who
 * joined once others had swiped, the cold start of a product in use; the first members met a
 * deck nobody had swiped, which a product meets once. The last row is always cards 21–60 of
 * everyone.
 */
export const rowsFor = (later: number): readonly Row[] =>
  later === 0
    ? [
        { band: '1–10', cards: FIRST_CARDS, of: () => true },
        { band: '21–60', cards: LATER_CARDS, of: () => true },
      ]
    : [
        ...byArrival(FIRST_CARDS),
        ...byArrival(LATER_CARDS),
        { band: '21–60, everyone', cards: LATER_CARDS, of: () => true },
      ];

/** The row the cold-start target is judged on: later joiners' cards 1–10 when there are any. */
export const coldStartRow = (later: number) => (later === 0 ? 0 : 1);

export function bandRows(
  dealt: readonly Dealt[],
  events: readonly CatalogueEvent[],
  swipes: number,
  later: number,
): BandRow[] {
  const soonest = events
    .map((_, i) => i)
    .sort((a, b) => events[a]!.start.toMillis() - events[b]!.start.toMillis());
  // Each person's orders once: most people are in three of the rows.
  const orders = dealt.map(({ person, chances }) => ({
    person,
    deck: chances,
    ...baselines(person, events, soonest, swipes),
  }));
  return rowsFor(later).map(({ band, cards, of }) => {
    const per = orders.filter((o) => of(o.person));
    const at = (order: (o: (typeof per)[number]) => readonly number[]) =>
      mean(per.map((o) => bandMean(order(o), cards)));
    return {
      band,
      deck: at((o) => o.deck),
      random: at((o) => o.random),
      soonest: at((o) => o.soonest),
      best: at((o) => o.best),
    };
  });
}
