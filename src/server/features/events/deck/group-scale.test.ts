import { describe, expect, it } from 'vitest';
import { fitGroupScale } from './group-scale.ts';
import { buildTaste, scoreTraits, type SwipeTraits } from './taste-model.ts';
import { eventTraits } from '#test/support/server/deck-traits.ts';

const swipe = (action: SwipeTraits['action'], overrides: Partial<SwipeTraits> = {}) => ({
  ...eventTraits(overrides),
  action,
  ageDays: 0,
  ...overrides,
});
const categories = ['music', 'comedy', 'art', 'dance', 'film', 'food'];
/** Swipes over six categories and two boroughs, every pair as often, newest first. */
const history = (loved: (category: string, borough: string) => boolean, length = 24) =>
  Array.from({ length }, (_, i) => {
    const category = categories[i % 6]!;
    const borough = Math.floor(i / 6) % 2 === 0 ? 'Brooklyn' : 'Queens';
    return swipe(loved(category, borough) ? 'liked' : 'passed', { category, borough });
  });

describe('which attributes count for a person', () => {
  it('counts the borough more, and the category less, for someone who loves a borough', () => {
    const taste = buildTaste(
      history((_, borough) => borough === 'Brooklyn'),
      [],
      undefined,
    );
    fitGroupScale(taste);
    expect(taste.scale.b).toBeGreaterThan(1.3);
    expect(taste.scale.c).toBeLessThan(0.9);
  });

  it('counts the category more, and the borough less, for someone who loves two categories', () => {
    const taste = buildTaste(
      history((category) => category === 'comedy' || category === 'art'),
      [],
      undefined,
    );
    fitGroupScale(taste);
    expect(taste.scale.c).toBeGreaterThan(1.3);
    expect(taste.scale.b).toBeLessThan(1);
  });

  it('lets the fitted scales reorder cards: a Brooklyn card of a passed category first', () => {
    // One love of comedy in Queens among passes, and a steady love of Brooklyn.
    const swipes = [
      swipe('liked', { category: 'comedy', borough: 'Queens' }),
      ...history((_, borough) => borough === 'Brooklyn'),
    ];
    const brooklyn = eventTraits({ category: 'film', borough: 'Brooklyn', venue: '' });
    const comedy = eventTraits({ category: 'comedy', borough: 'Queens', venue: '' });
    const taste = buildTaste(swipes, [], undefined);
    const before = scoreTraits(taste, brooklyn).score - scoreTraits(taste, comedy).score;
    fitGroupScale(taste);
    const after = scoreTraits(taste, brooklyn).score - scoreTraits(taste, comedy).score;
    expect(after).toBeGreaterThan(before + 0.3);
  });

  it('keeps every scale at 1 while the person has few swipes', () => {
    const taste = buildTaste(
      history((_, borough) => borough === 'Brooklyn', 7),
      [],
      undefined,
    );
    fitGroupScale(taste);
    expect(Object.values(taste.scale)).toEqual(Object.values(taste.scale).map(() => 1));
  });

  it('stays finite and near 1 for someone who passes everything', () => {
    const taste = buildTaste(
      history(() => false),
      [],
      undefined,
    );
    fitGroupScale(taste);
    for (const scale of Object.values(taste.scale)) {
      expect(scale).toBeGreaterThan(0.8);
      expect(scale).toBeLessThan(1.2);
    }
  });
});
