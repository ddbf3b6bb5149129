import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { ZodType } from 'zod';
import type { Auth } from '#server/auth/auth.ts';
import { sessionLookup, type SessionUser } from '#server/auth/session-lookup.ts';
import type { Db } from '#server/db/client.ts';
import { forbidden, HttpError, unauthorized } from '#server/lib/errors.ts';

export type { SessionUser } from '#server/auth/session-lookup.ts';

export type Access = 'public' | 'user' | 'admin';

/** The zod schemas a route validates its input with, so tests can generate inputs from them. */
export interface RouteSchemas {
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
}

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
  /** Refused to the shared demo account (see `notForDemo`). */
  notForDemo: boolean;
  schemas: RouteSchemas;
}

export const NOT_FOR_DEMO_MESSAGE =
  'The demo account can look around, swipe and save. Create your own account to do this.';

function routeSchemas(schema: FastifySchema | undefined): RouteSchemas {
  const schemas: RouteSchemas = {};
  for (const part of ['body', 'querystring', 'params'] as const) {
    const value = schema?.[part];
    if (value instanceof ZodType) schemas[part] = value;
  }
  return schemas;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access level, for audits and tests. */
    apiRoutes: ApiRoute[];
    /** The caller's session user, or null: for public routes that answer both kinds of visitor. */
    sessionUserOf: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
  interface FastifyContextConfig {
    /** Who may call the route; API routes without it need a signed-in user. */
    access?: Access;
    /**
     * The shared demo account may not call it: anyone can sign in as that account, so whatever
     * it stores, pays for or changes is done by an anonymous visitor to everyone who uses it.
     */
    notForDemo?: true;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** The signed-in user of a guarded route; the guard has already rejected anonymous calls. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/**
 * Identity comes from the session only: a user id named in a path, query or body must be the
 * caller's own ("me" is an alias), else 403. Returns the session user's id.
 */
export function ownUserId(request: FastifyRequest, claimed: string | number | undefined): string {
  const me = currentUser(request).id;
  if (claimed !== undefined && claimed !== 'me' && String(claimed) !== me) {
    throw forbidden('You can only act on your own account');
  }
  return me;
}

/** Deny by default: every /api route needs a session unless it declares otherwise. */
export function registerGuards(
  app: FastifyInstance,
  auth: Auth,
  db: Db,
  { demoLogin }: { demoLogin: boolean },
) {
  const lookup = sessionLookup(auth, db);
  // With demo sign-in turned off, a session the demo account still holds counts for nothing.
  const readSessionUser = demoLogin
    ? lookup
    : async (request: FastifyRequest) => {
        const found = await lookup(request);
        return found?.isDemo ? null : found;
      };
  app.decorateRequest('sessionUser', null);
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.decorate('sessionUserOf', readSessionUser);
  // Every route carries its access level, so a request is judged by the route it matched and
  // never by how its URL was spelled (`/%61pi/…` matches `/api/…`).
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/');
    const access: Access = route.config?.access ?? (isApi ? 'user' : 'public');
    route.config = { ...route.config, access };
    if (!isApi) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schemas = routeSchemas(route.schema);
    const notForDemo = route.config?.notForDemo === true;
    for (const method of methods) {
      routes.push({ method, url: route.url, access, notForDemo, schemas });
    }
  });
  // onRequest runs before the body is parsed, so anonymous callers learn nothing about validation.
  app.addHook('onRequest', async (request) => {
    const { access } = request.routeOptions.config;
    if (request.is404 || access === undefined || access === 'public') return;
    request.sessionUser = await readSessionUser(request);
    if (!request.sessionUser) throw unauthorized();
    if (access === 'admin' && request.sessionUser.role !== 'admin') {
      throw forbidden('Admin access required');
    }
    if (request.routeOptions.config.notForDemo && request.sessionUser.isDemo) {
      throw new HttpError(403, NOT_FOR_DEMO_MESSAGE, 'DEMO_ACCOUNT');
    }
  });
}
