import { describe, expect, it } from 'vitest';
import { checkEventChanges, checkEventRow } from '#server/events/event-check.ts';
import { eventRowFrom } from '#server/events/event-normalize.ts';

const text = {
  title: 'Late set',
  description: '',
  date: '2030-03-05',
  time: '8:00 PM',
  venue: 'Blue Door',
  price: '$10 - $20',
  category: 'Concerts',
  performer: null,
  imageUrl: null,
  sourceUrl: null,
  neighborhood: null,
  borough: 'queens',
};

describe('checkEventRow', () => {
  it('passes a row the normaliser made', () => {
    const row = eventRowFrom(text, 'csv');
    expect(checkEventRow(row)).toBe(row);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title'],
    ['a day that does not exist', { date: '2030-02-30' }, 'date'],
    ['a category outside the list', { category: 'Concerts' }, 'category'],
    ['a borough spelled otherwise', { borough: 'queens' }, 'borough'],
    ['a control character', { venue: 'Blue\u0000Door' }, 'venue'],
    ['a price range upside down', { priceMinCents: 2000, priceMaxCents: 1000 }, 'priceMinCents'],
    ['a run that ends first', { startDate: '2030-03-05', endDate: '2030-03-01' }, 'endDate'],
  ])('refuses %s', (_what, change, field) => {
    const row = { ...eventRowFrom(text, 'csv'), ...change };
    expect(() => checkEventRow(row)).toThrow(`Invalid event: ${field}`);
  });

  it('checks only the columns a bulk change writes', () => {
    expect(checkEventChanges({ price: '$5' })).toEqual({ price: '$5' });
    expect(() => checkEventChanges({ category: 'jazz night' })).toThrow('Invalid event: category');
  });
});
