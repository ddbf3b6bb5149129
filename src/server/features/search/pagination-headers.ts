/**
 * RFC 8288 `Link` header for a page of a list: first, prev, next and last, as relative URLs
 * on `path` that keep every other query parameter of the request.
 */
export function paginationLinks(opts: {
  path: string;
  /** The request's own query string (without "?"). */
  search: string;
  page: number;
  pageSize: number;
  total: number;
}): string {
  const last = Math.max(1, Math.ceil(opts.total / opts.pageSize));
  const url = (page: number) => {
    const params = new URLSearchParams(opts.search);
    params.set('page', String(page));
    params.set('pageSize', String(opts.pageSize));
    return `<${opts.path}?${params.toString()}>`;
  };
  const links = [`${url(1)}; rel="first"`];
  if (opts.page > 1) links.push(`${url(Math.min(opts.page - 1, last))}; rel="prev"`);
  if (opts.page < last) links.push(`${url(opts.page + 1)}; rel="next"`);
  links.push(`${url(last)}; rel="last"`);
  return links.join(', ');
}
