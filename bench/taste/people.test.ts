import { describe, expect, it } from 'vitest';
import { makePeople, TASTE_SETTINGS } from './people.ts';

const setting = TASTE_SETTINGS[0]!;
const described = (people: ReturnType<typeof makePeople>) =>
  people.map(({ name, group, member, later, taste, weights }) => ({
    name,
    group,
    member,
    later,
    taste,
    weights,
  }));

describe('taste people', () => {
  it('draws the later members after the first, so a seed keeps its first members', () => {
    const alone = makePeople(42, setting, { groups: 3, perGroup: 4, later: 0 });
    const joined = makePeople(42, setting, { groups: 3, perGroup: 4, later: 2 });
    expect(described(joined.slice(0, 12))).toEqual(described(alone));
    const later = joined.slice(12);
    expect(later.map((p) => [p.group, p.member, p.later])).toEqual([
      [0, 4, true],
      [0, 5, true],
      [1, 4, true],
      [1, 5, true],
      [2, 4, true],
      [2, 5, true],
    ]);
    // A later member shares their group's hidden taste.
    expect(later[0]!.taste).toBe(joined[0]!.taste);
  });
});
