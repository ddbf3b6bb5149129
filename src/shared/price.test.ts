import { describe, expect, it } from 'vitest';
import { parsePrice } from '#shared/price.ts';

describe('parsePrice', () => {
  it.each([
    ['Free', 0, 0],
    ['free', 0, 0],
    ['$25', 2500, 2500],
    ['25', 2500, 2500],
    ['$12.50', 1250, 1250],
    ['$15-30', 1500, 3000],
    ['$15 - $30', 1500, 3000],
    ['$15–$30', 1500, 3000],
    ['$20 to $45', 2000, 4500],
    ['Free-$20', 0, 2000],
    ['$1,200', 120000, 120000],
    [' $40 ', 4000, 4000],
  ])('reads %s', (text, minCents, maxCents) => {
    expect(parsePrice(text)).toEqual({ minCents, maxCents });
  });

  it.each([
    'Donation',
    'Pay what you wish',
    'TBA',
    '',
    '$',
    '$30-15',
    '$15-$30 plus fees',
    // Beyond the integer cents columns.
    '$99,999,999',
  ])('gives null for %s', (text) => {
    expect(parsePrice(text)).toBeNull();
  });
});
