import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { getCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '#server/auth/auth.ts';
import type { Db } from '#server/db/client.ts';
import { session, user } from '#server/db/schema/auth.ts';
import { DEMO_USERNAME } from '#server/auth/demo-account.ts';

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  isDemo: boolean;
}

/** The value of the first cookie called `name`, decoded (better-call keeps the first too). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const chunk of header.split(';')) {
    const eq = chunk.indexOf('=');
    if (eq === -1 || chunk.slice(0, eq).trim() !== name) continue;
    let value = chunk.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** `token.base64(HMAC-SHA256(secret, token))`, as better-auth signs its session cookie. */
export function verifiedToken(signed: string | undefined, secret: string): string | undefined {
  if (!signed) return undefined;
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return undefined;
  }
  return token;
}

/** better-auth's own lookup: it also refreshes a session that is due and deletes an expired one. */
export async function sessionUserFromAuth(
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) return null;
  const u = found.user as typeof found.user &
    Partial<SessionUser> & { username?: string | null; banned?: boolean | null };
  if (u.banned) return null;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    role: u.role ?? 'user',
    isDemo: u.username === DEMO_USERNAME,
  };
}

/**
 * The signed-in user of a request in one indexed query (session.token joined to its user),
 * checked against the database on every request: a signed-out or deleted account's cookie fails
 * at once. Only the rare session that is expired or due for better-auth's sliding refresh goes
 * through better-auth, which writes the refresh or removes the session.
 */
export function sessionLookup(auth: Auth, db: Db) {
  const query = db
    .select({
      expiresAt: session.expiresAt,
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      username: user.username,
      banned: user.banned,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_user');
  // Read from the options better-auth was built with, through its public cookie helper: the
  // same name (with the __Secure- prefix under https) and secret it signs the cookie with.
  const { options } = auth;
  const cookieName = getCookies(options).sessionToken.name;
  const secret = options.secret!;
  const { expiresIn, updateAge } = options.session;
  // A session is refreshed once it is older than updateAge (better-auth's rule).
  const refreshAfterMs = (expiresIn - updateAge) * 1000;

  return async (request: FastifyRequest): Promise<SessionUser | null> => {
    const token = verifiedToken(cookieValue(request.headers.cookie, cookieName), secret);
    if (!token) return null;
    const [row] = await query.execute({ token });
    // Suspension deletes the sessions; this also shuts one opened in the same instant.
    if (!row || row.banned) return null;
    const left = row.expiresAt.getTime() - Date.now();
    if (left <= 0 || left <= refreshAfterMs) return sessionUserFromAuth(auth, request);
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
      isDemo: row.username === DEMO_USERNAME,
    };
  };
}
