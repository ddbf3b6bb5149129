import { plainText } from '#shared/schemas/text.ts';

/** Same limit as the event form's other addresses. */
const IMAGE_URL_MAX = 2000;

/**
 * A segment of an image path this server stores (/uploads/…) or ships (/images/…): letters,
 * digits, dots, dashes and underscores, not starting with a dot. So no `..`, no empty segment, no
 * percent-encoding or backslash that a browser or proxy would turn into one.
 */
const SEGMENT = /^[a-z0-9][\w.-]*$/i;
const OWN_ROOTS = new Set(['uploads', 'images']);

/** A path to one of our own images (/uploads/… or /images/…), spelled exactly. */
export function isOwnImagePath(path: string): boolean {
  return path.startsWith('/') && ownPathProblem(path) === undefined;
}

/** Host names that only mean something on a private network. */
const PRIVATE_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa)$/i;

/** Why `path` is not one of our own image paths, or undefined when it is. */
function ownPathProblem(path: string): string | undefined {
  const [root = '', ...rest] = path.slice(1).split('/');
  const canonical = OWN_ROOTS.has(root) && rest.length > 0 && rest.every((s) => SEGMENT.test(s));
  return canonical
    ? undefined
    : 'must be an uploaded image (/uploads/…) without "..", empty parts or encoded characters';
}

/**
 * Why `raw` is not an https address of a public host, or undefined when it is. The form cannot
 * resolve names, so it refuses what is private by its spelling: IP literals (the URL parser has
 * already turned `0x7f.1` and `2130706433` into dotted form), single-label and local names.
 */
function webAddressProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an https address or an uploaded image (/uploads/…)';
  }
  if (url.protocol !== 'https:') return 'must be an https address';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.port) return 'must not name a port';
  const host = url.hostname.replace(/\.$/, '');
  const ipLiteral = host.startsWith('[') || /^[\d.]+$/.test(host);
  if (ipLiteral || !host.includes('.') || PRIVATE_NAME.test(host)) {
    return 'must be on a public host name, not an address or a local name';
  }
  return undefined;
}

/**
 * An event's image: one this server stores (/uploads/…) or ships (/images/…), spelled exactly,
 * or an https address of a public host, kept in the URL parser's normal form. Empty means none,
 * stored as null (docs/product.md#uploaded-images).
 */
export const imageUrlInput = plainText()
  .max(IMAGE_URL_MAX)
  .transform((s) => s.trim())
  .superRefine((s, ctx) => {
    if (s === '') return;
    const problem = s.startsWith('/') ? ownPathProblem(s) : webAddressProblem(s);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((s) => (s === '' ? null : s.startsWith('/') ? s : new URL(s).href));
