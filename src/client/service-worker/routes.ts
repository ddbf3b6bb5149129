/**
 * Which requests the service worker answers, apart from the worker so they can be tested. API
 * answers are never among them: they belong to one user, and the app keeps its own offline copy.
 */

/** Server-rendered or non-page paths: a navigation there must reach the server, never the shell. */
const SERVER_PATHS = ['/api/', '/uploads/', '/e/'];
const SERVER_FILES = ['/api', '/sitemap.xml', '/robots.txt'];

/** Whether an offline navigation to `pathname` may be answered with the app's page. */
export function servesAppShell(pathname: string): boolean {
  return (
    !SERVER_PATHS.some((prefix) => pathname.startsWith(prefix)) && !SERVER_FILES.includes(pathname)
  );
}

/** Event pictures: uploads and the category art, same-origin only (the worker may fetch no other). */
export function isEventImage(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/images/'))
  );
}
