import { expect, it } from 'vitest';
import { readableTextOn } from './readable-text.ts';

it('keeps white on dark colours and switches to ink where white would fail AA', () => {
  expect(readableTextOn('#7c3aed')).toBe('#ffffff');
  expect(readableTextOn('#dc2626')).toBe('#ffffff');
  // Amber and teal give white less than 4.5:1.
  expect(readableTextOn('#f59e0b')).toBe('#07061a');
  expect(readableTextOn('#0891b2')).toBe('#07061a');
});
