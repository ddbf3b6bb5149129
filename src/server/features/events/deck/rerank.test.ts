import { describe, expect, it } from 'vitest';
import { MAX_IN_TEN, rerank, seededRandom, type Candidate } from './rerank.ts';

let id = 0;
const make = (category: string, score: number, extra: Partial<Candidate> = {}): Candidate => ({
  id: ++id,
  category,
  score,
  uncertainty: 0,
  soon: false,
  ...extra,
});
const never = () => 1;

describe('re-rank', () => {
  it('keeps any category to half of ten in a row, across pages, while another is left', () => {
    const loved = Array.from({ length: 30 }, (_, i) => make('comedy', 10 - i / 100));
    const others = Array.from({ length: 30 }, (_, i) => make(i % 2 ? 'music' : 'art', -i));
    const first = rerank([...loved, ...others], 6, { recent: [], sinceSoon: 0 }, { random: never });
    const left = [...loved, ...others].filter((c) => !first.picks.some((p) => p.candidate === c));
    const second = rerank(left, 14, first.history, { random: never });
    const categories = [...first.picks, ...second.picks].map((p) => p.candidate.category);
    for (let start = 0; start + 10 <= categories.length; start++) {
      const comedy = categories.slice(start, start + 10).filter((c) => c === 'comedy');
      expect(comedy.length).toBeLessThanOrEqual(MAX_IN_TEN);
    }
    expect(categories.join(',')).not.toMatch(/(comedy,){3}comedy/);
    // The best of the rest fills the gaps.
    expect(categories.filter((c) => c === 'comedy')).toHaveLength(10);
  });

  it('deals one category alone when nothing else is left', () => {
    const only = Array.from({ length: 8 }, (_, i) => make('comedy', -i));
    const { picks } = rerank(only, 8, { recent: [], sinceSoon: 0 }, { random: never });
    expect(picks).toHaveLength(8);
  });

  it('gives tonight and tomorrow a card when eleven in a row were later', () => {
    const later = Array.from({ length: 24 }, (_, i) =>
      make(['a', 'b', 'c', 'd'][i % 4]!, 5 - i / 10),
    );
    const soon = make('e', -3, { soon: true });
    const { picks } = rerank([...later, soon], 14, { recent: [], sinceSoon: 0 }, { random: never });
    expect(picks.findIndex((p) => p.candidate === soon)).toBe(11);
    expect(picks[11]!.pick).toBe('tonight');
  });

  it('explores a small share of cards, the ones the model knows least', () => {
    const known = Array.from({ length: 200 }, (_, i) =>
      make(['a', 'b', 'c', 'd', 'e'][i % 5]!, 2 - i / 1000),
    );
    const unknown = Array.from({ length: 200 }, (_, i) =>
      make(['f', 'g', 'h', 'i', 'j'][i % 5]!, 0, { uncertainty: 4 }),
    );
    const { picks } = rerank(
      [...known, ...unknown],
      200,
      { recent: [], sinceSoon: 0 },
      {
        random: seededRandom('explore'),
      },
    );
    const explored = picks.filter((p) => p.pick === 'explore');
    expect(explored.length).toBeGreaterThan(4);
    expect(explored.length).toBeLessThan(25);
    for (const p of explored) expect(p.candidate.uncertainty).toBe(4);
  });
});
