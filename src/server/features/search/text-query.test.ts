import { describe, expect, it } from 'vitest';
import { parseLocationQuery, parseTextQuery } from '#server/features/search/text-query.ts';

describe('parseTextQuery', () => {
  it('matches the word being typed as a prefix', () => {
    expect(parseTextQuery('jaz')).toEqual({ complete: '', prefix: 'jaz', fuzzy: 'jaz' });
    expect(parseTextQuery('Live JAZZ quar')).toEqual({
      complete: 'Live JAZZ',
      prefix: 'quar',
      fuzzy: 'live jazz quar',
    });
  });

  it('leaves short trailing words whole: as prefixes they would match most events', () => {
    expect(parseTextQuery('jazz at')).toEqual({
      complete: 'jazz at',
      prefix: null,
      fuzzy: 'jazz at',
    });
  });

  it('keeps web search syntax for websearch_to_tsquery and never prefixes an operator', () => {
    expect(parseTextQuery('jazz -rock')?.prefix).toBeNull();
    expect(parseTextQuery('jazz -rock')?.complete).toBe('jazz -rock');
    expect(parseTextQuery('"string quartet"')?.prefix).toBeNull();
    expect(parseTextQuery('jazz or')?.prefix).toBeNull();
    expect(parseTextQuery('jazz ')?.prefix).toBeNull();
    // Inside an open phrase the last word belongs to the phrase.
    expect(parseTextQuery('"string quar')?.prefix).toBeNull();
  });

  it('writes only letters and digits into tsquery syntax', () => {
    // Quotes, backslashes and tsquery operators never reach the prefix operand.
    expect(parseTextQuery("o'neil")).toMatchObject({ complete: "o'neil", prefix: null });
    expect(parseTextQuery('jazz&!|:*')).toMatchObject({ prefix: null });
    expect(parseTextQuery('x\\y')).toMatchObject({ prefix: null });
    expect(parseTextQuery('café')).toMatchObject({ prefix: 'café' });
    expect(parseTextQuery('2025')).toMatchObject({ prefix: '2025' });
  });

  it('compares plain words by trigrams, and guesses no typos in search syntax', () => {
    expect(parseTextQuery('Commedy  club!')?.fuzzy).toBe('commedy club');
    expect(parseTextQuery('ab')?.fuzzy).toBeNull();
    expect(parseTextQuery('jazz -rock')?.fuzzy).toBeNull();
    expect(parseTextQuery('jazz or blues')?.fuzzy).toBeNull();
    expect(parseTextQuery('"blue note"')?.fuzzy).toBeNull();
    expect(parseTextQuery('hip-hop')?.fuzzy).toBe('hip hop');
    expect(parseTextQuery('104729')?.fuzzy).toBeNull();
    expect(parseTextQuery('studio 54')?.fuzzy).toBe('studio 54');
  });

  it('gives nothing for text without words', () => {
    expect(parseTextQuery('!!! ---')).toBeNull();
    expect(parseTextQuery('   ')).toBeNull();
  });
});

describe('parseLocationQuery', () => {
  it('limits every word to the place (weight C) and lets the last one be cut short', () => {
    expect(parseLocationQuery('Upper East Si')).toEqual({
      complete: "'upper':C & 'east':C",
      last: 'si',
      asPrefix: false,
    });
    expect(parseLocationQuery("Hell's Kitch")).toEqual({
      complete: "'hell':C & 's':C",
      last: 'kitch',
      asPrefix: true,
    });
  });

  it('drops everything that is not a letter or a digit', () => {
    expect(parseLocationQuery("Bedford-Stuy'; DROP")).toEqual({
      complete: "'bedford':C & 'stuy':C",
      last: 'drop',
      asPrefix: true,
    });
    expect(parseLocationQuery(' ,.; ')).toBeNull();
  });
});
