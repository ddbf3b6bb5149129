import { describe, expect, it } from 'vitest';
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
      'q=jazz+trio&categories=music%2Ccomedy&borough=Brooklyn&neighborhood=Williamsburg' +
      '&location=Bedford+Ave&from=2030-03-09&to=2030-03-17';
    const filters = read(query);
    expect(filters).toEqual({
      q: 'jazz trio',
      categories: ['music', 'comedy'],
      borough: 'Brooklyn',
      neighborhood: 'Williamsburg',
      location: 'Bedford Ave',
      when: '',
      from: '2030-03-09',
      to: '2030-03-17',
    });
    expect(writeFilters(filters).toString()).toBe(query);
    expect(writeFilters(read('when=weekend')).toString()).toBe('when=weekend');
  });

  it('reads a one-day link from before ranges as that day', () => {
    expect(read('date=2030-03-09')).toMatchObject({ from: '2030-03-09', to: '2030-03-09' });
    expect(writeFilters(read('date=2030-03-09')).toString()).toBe('from=2030-03-09&to=2030-03-09');
  });

  it('takes older category names as their category', () => {
    expect(read('categories=concert,play,outdoors').categories).toEqual([
      'music',
      'theater',
      'outdoor',
    ]);
  });

  it('lists categories in chip order whatever order the link gave', () => {
    expect(read('categories=yoga,art,all,bogus').categories).toEqual(['art', 'yoga']);
    expect(read('categories=all').categories).toEqual(['all']);
    expect(writeFilters(read('categories=yoga,art')).get('categories')).toBe('art,yoga');
  });

  it('spells places and dates as the API does', () => {
    expect(
      read('borough=brooklyn&neighborhood=WILLIAMSBURG&from=March 5, 2030&to=mar 6 2030'),
    ).toMatchObject({
      borough: 'Brooklyn',
      neighborhood: 'Williamsburg',
      from: '2030-03-05',
      to: '2030-03-06',
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
    expect(read('date=2030-02-30')).toMatchObject({ from: '', to: '' });
    expect(read('when=someday').when).toBe('');
    // A range with one end, ending before it starts, or longer than a year.
    expect(read('from=2030-03-09')).toMatchObject({ from: '', to: '' });
    expect(read('from=2030-03-09&to=2030-03-08')).toMatchObject({ from: '', to: '' });
    expect(read('from=2030-03-09&to=2031-03-10')).toMatchObject({ from: '', to: '' });
    expect(read('from=2030-03-09&to=2031-03-09').to).toBe('2031-03-09');
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
  it('counts and sums up the location panel', () => {
    const filters = read(
      'q=jazz&categories=music&borough=Brooklyn&neighborhood=Williamsburg&location=Bedford&when=weekend',
    );
    expect(countPanelFilters(filters)).toBe(4);
    expect(filterSummary(filters)).toBe('Williamsburg, Brooklyn · near “Bedford” · This weekend');
    expect(filterSummary(read('from=2030-03-09&to=2030-03-17'))).toBe('Sat, Mar 9 – Sun, Mar 17');
    expect(filterSummary(read('date=2030-03-09'))).toBe('Sat, Mar 9');
  });

  it('leaves search text and categories to their own controls', () => {
    const filters = read('q=jazz&categories=music');
    expect(countPanelFilters(filters)).toBe(0);
    expect(filterSummary(filters)).toBeNull();
    expect(filterSummary(read('borough=Queens'))).toBe('Queens');
  });
});
