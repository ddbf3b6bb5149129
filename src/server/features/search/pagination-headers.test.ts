import { describe, expect, it } from 'vitest';
import { paginationLinks } from '#server/features/search/pagination-headers.ts';

const links = (search: string, page: number, total: number, pageSize = 10) =>
  paginationLinks({ path: '/api/events', search, page, pageSize, total });

describe('paginationLinks', () => {
  it('names first, prev, next and last, keeping the other parameters', () => {
    expect(links('q=jazz&borough=Queens&page=2', 2, 35)).toBe(
      [
        '</api/events?q=jazz&borough=Queens&page=1&pageSize=10>; rel="first"',
        '</api/events?q=jazz&borough=Queens&page=1&pageSize=10>; rel="prev"',
        '</api/events?q=jazz&borough=Queens&page=3&pageSize=10>; rel="next"',
        '</api/events?q=jazz&borough=Queens&page=4&pageSize=10>; rel="last"',
      ].join(', '),
    );
  });

  it('leaves out prev on the first page and next on the last', () => {
    expect(links('', 1, 10)).toBe(
      '</api/events?page=1&pageSize=10>; rel="first", </api/events?page=1&pageSize=10>; rel="last"',
    );
  });

  it('points prev at the last page from beyond it', () => {
    expect(links('page=9', 9, 15)).toContain('</api/events?page=2&pageSize=10>; rel="prev"');
    expect(links('page=9', 9, 15)).not.toContain('rel="next"');
  });

  it('keeps the text as the request encoded it', () => {
    expect(links('date=March+5%2C+2025', 1, 30)).toContain(
      '</api/events?date=March+5%2C+2025&page=2&pageSize=10>; rel="next"',
    );
  });
});
