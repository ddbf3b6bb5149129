import { describe, expect, it } from 'vitest';
import { takeLiterally } from './take-literally.ts';

describe('taking understood words literally', () => {
  it('quotes the first place the words are typed, and only them', () => {
    expect(takeLiterally('jazz in UWS tonight', 'UWS')).toBe('jazz in "UWS" tonight');
    expect(takeLiterally('tonight tonight', 'tonight')).toBe('"tonight" tonight');
    expect(takeLiterally('under $20 techno', 'under $20')).toBe('"under $20" techno');
  });

  it('leaves the text alone when the words are not in it', () => {
    expect(takeLiterally('jazz', 'UWS')).toBe('jazz');
    expect(takeLiterally('jazz', ' ')).toBe('jazz');
  });
});
