import { describe, expect, it } from 'vitest';
import { dateOptions } from './date-options.ts';
import { filterSummary } from './filter-summary.ts';
import {
  cleanText,
  countPanelFilters,
  hasAnyFilter,
  NO_FILTERS,
  readFilters,
  writeFilters,
} from './search-filters.ts';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('readFilters / writeFilters', () => {
  it('round-trips a full search in one fixed order', () => {
    const query =
      'q=jazz+trio&categories=comedy%2Cmusic&borough=Brooklyn&neighborhood=Williamsburg' +
      '&location=Bedford+Ave&date=2030-03-09';
    const filters = read(query);
    expect(filters).toEqual({
      q: 'jazz trio',
      categories: ['comedy', 'music'],
      borough: 'Brooklyn',
      neighborhood: 'Williamsburg',
      location: 'Bedford Ave',
      date: '2030-03-09',
    });
    expect(writeFilters(filters).toString()).toBe(query);
  });

  it('lists categories in chip order whatever order the link gave', () => {
    expect(read('categories=yoga,art,all,bogus').categories).toEqual(['art', 'yoga']);
    expect(read('categories=all').categories).toEqual(['all']);
    expect(writeFilters(read('categories=yoga,art')).get('categories')).toBe('art,yoga');
  });

  it('spells places and dates as the API does', () => {
    expect(read('borough=brooklyn&neighborhood=WILLIAMSBURG&date=March 5, 2030')).toMatchObject({
      borough: 'Brooklyn',
      neighborhood: 'Williamsburg',
      date: '2030-03-05',
    });
    // A neighborhood alone brings its borough.
    expect(read('neighborhood=astoria')).toMatchObject({
      borough: 'Queens',
      neighborhood: 'Astoria',
    });
  });

  it('drops what the API would refuse', () => {
    expect(read('borough=Atlantis&neighborhood=SoHo')).toMatchObject({
      borough: '',
      neighborhood: '',
    });
    // SoHo is in Manhattan.
    expect(read('borough=Queens&neighborhood=SoHo')).toMatchObject({
      borough: 'Queens',
      neighborhood: '',
    });
    expect(read('date=2030-02-30').date).toBe('');
    expect(read('q=a%00b%09c').q).toBe('a b c');
    expect(read(`location=${'x'.repeat(300)}`).location).toHaveLength(100);
  });

  it('writes nothing for an empty search', () => {
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
    expect(hasAnyFilter(NO_FILTERS)).toBe(false);
    expect(hasAnyFilter(read('categories=art'))).toBe(true);
  });
});

describe('cleanText', () => {
  it('trims, keeps one line and caps the length', () => {
    expect(cleanText('  two\nlines ', 200)).toBe('two lines');
    expect(cleanText('x'.repeat(500), 200)).toHaveLength(200);
    expect(cleanText(null, 200)).toBe('');
  });
});

describe('countPanelFilters and filterSummary', () => {
  const dates = dateOptions(new Date('2030-03-09T03:30:00Z'));

  it('counts and sums up the location panel', () => {
    const filters = read(
      'q=jazz&categories=music&borough=Brooklyn&neighborhood=Williamsburg&location=Bedford&date=2030-03-09',
    );
    expect(countPanelFilters(filters)).toBe(4);
    expect(filterSummary(filters, dates)).toBe(
      'Williamsburg, Brooklyn · near “Bedford” · Tomorrow',
    );
  });

  it('leaves search text and categories to their own controls', () => {
    const filters = read('q=jazz&categories=music');
    expect(countPanelFilters(filters)).toBe(0);
    expect(filterSummary(filters, dates)).toBeNull();
    expect(filterSummary(read('borough=Queens'), dates)).toBe('Queens');
  });
});
