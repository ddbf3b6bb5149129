/**
 * RFC 8288 `Link` header for a page of search results: `first`, and `next` (through the
 * cursor) while there is more, as relative URLs on `path` that keep every other query
 * parameter of the request. No `last`: past SEARCH_COUNT_CAP nobody counts how far it is.
 */
export function paginationLinks(opts: {
  path: string;
  /** The request's own query string (without "?"). */
  search: string;
  pageSize: number;
  nextCursor: string | null;
}): string {
  const url = (set: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(opts.search);
    params.delete('page');
    params.delete('cursor');
    set(params);
    params.set('pageSize', String(opts.pageSize));
    return `<${opts.path}?${params.toString()}>`;
  };
  const links = [`${url(() => undefined)}; rel="first"`];
  const next = opts.nextCursor;
  if (next) links.push(`${url((p) => p.set('cursor', next))}; rel="next"`);
  return links.join(', ');
}
