import { describe, expect, it } from 'vitest';
import { paginationLinks } from '#server/features/search/pagination-headers.ts';

const links = (search: string, nextCursor: string | null, pageSize = 10) =>
  paginationLinks({ path: '/api/events', search, pageSize, nextCursor });

describe('paginationLinks', () => {
  it('names first and next, keeping the other parameters', () => {
    expect(links('q=jazz&borough=Queens&cursor=o10', 'o20')).toBe(
      [
        '</api/events?q=jazz&borough=Queens&pageSize=10>; rel="first"',
        '</api/events?q=jazz&borough=Queens&cursor=o20&pageSize=10>; rel="next"',
      ].join(', '),
    );
  });

  it('leaves out next on the last page and drops the page number', () => {
    expect(links('page=3', null)).toBe('</api/events?pageSize=10>; rel="first"');
  });

  it('keeps the text as the request encoded it', () => {
    expect(links('date=March+5%2C+2025', 'd1.2')).toContain(
      '</api/events?date=March+5%2C+2025&cursor=d1.2&pageSize=10>; rel="next"',
    );
  });
});
