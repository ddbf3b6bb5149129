import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A strong validator: the body's own hash, so it changes exactly when the body does. */
export const bodyEtag = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

// A proxy that compresses the body may weaken the tag; If-None-Match compares weakly anyway.
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * Whether the client's copy is current (RFC 9110 §13.2.2), by ETag only: a removed like leaves
 * no timestamp behind, so If-Modified-Since could call a changed feed current.
 */
export function isNotModified(request: FastifyRequest, etag: string) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
