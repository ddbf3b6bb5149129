import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '#server/auth/guards.ts';
import { TEST_STRIPE_ENV } from '#test/support/fakes/fake-stripe.ts';
import { businessOwner } from '#test/support/data/payment-test-data.ts';
import { answerProblems, type AnswerRules } from '#test/security/answer-checks.ts';
import type { Hints } from '#test/security/fuzz-inputs.ts';
import { stripeEventShape } from '#test/security/stripe-event-shape.ts';
import {
  describeCase,
  fuzzCases,
  fuzzParts,
  injectOptions,
  type FuzzPart,
} from '#test/security/fuzz-requests.ts';
import { insertEvents, makeEvent } from '#test/support/server/factories.ts';
import {
  adminCookie,
  as,
  createTestApp,
  signUp,
  type TestApp,
} from '#test/support/server/test-app.ts';
import { addDays, nycToday } from '#shared/time.ts';

/**
 * Every /api route, straight from the router, gets generated path parameters, query strings and
 * bodies: shaped like its schema and well beyond it. No answer may be a 5xx the route does not
 * document, an error outside the one error shape (docs/product.md#api), or a leak of stack, SQL
 * or file paths.
 * FUZZ_SEED replays another run; FUZZ_RUNS scales the cases per route and part.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
// Sign-ups and sign-ins hash a password per case: a scaled-up run needs the time.
const TIMEOUT = Math.max(30_000, RUNS * 1_000);

/** Google is not configured in tests: its routes say so with 503, as documented. */
const rules: Record<string, AnswerRules> = {
  'GET /api/calendar/google/connect': { documented5xx: [503] },
  'POST /api/calendar/google/add-event': { documented5xx: [503] },
  // The consent popup lands here: a person reads a page, whatever went wrong.
  'GET /api/calendar/google/callback': { documented5xx: [503], htmlPage: true },
};

/** Routes that remove what later cases use: fuzzed after every other route. */
const destructive = new Set([
  'POST /api/auth/logout',
  'DELETE /api/users/:id',
  'DELETE /api/events/:eventId',
  'DELETE /api/events/bulk-delete',
  'DELETE /api/events/batch/undo',
  'POST /api/events/cleanup',
]);
/** Each deletion of the caller's own account takes a fresh account for the next case. */
const DELETE_ACCOUNT = 'DELETE /api/users/:id';

const key = (route: ApiRoute) => `${route.method} ${route.url}`;

const fuzzed = (r: ApiRoute) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs');

// The route lists decide which tests exist, so the apps are built while the file is collected.
const t = await createTestApp({ CRAWLER_SOURCES: '[]' });
const routes = t.app.apiRoutes.filter(fuzzed);
// With Stripe keys the webhook exists and the local checkout does not.
const withStripe = await createTestApp({ ...TEST_STRIPE_ENV, CRAWLER_SOURCES: '[]' });
const stripeOnly = withStripe.app.apiRoutes.filter(
  (r) => fuzzed(r) && !routes.some((m) => key(m) === key(r)),
);
const ordered = [
  ...routes.filter((r) => !destructive.has(key(r))),
  ...routes.filter((r) => destructive.has(key(r))),
];

let userCookie: string;
let admin: string;
let doomed: string;
let hints: Hints;
let cases = 0;
let address = 0;

beforeAll(async () => {
  admin = await adminCookie(t.app);
  const owner = await businessOwner(t.app, t.database.db);
  userCookie = owner.cookie;
  doomed = (await signUp(t.app)).cookie;
  const events = await insertEvents(t.database.db, [makeEvent(), makeEvent({ daysAhead: 5 })]);
  const call = (opts: InjectOptions) => t.app.inject(as(userCookie, opts));
  await call({
    method: 'POST',
    url: '/api/user-events',
    payload: { eventId: events[0]!.id, action: 'liked' },
  });
  const checkout = await call({
    method: 'POST',
    url: '/api/business/checkout',
    payload: { eventId: owner.event.id },
  });
  const feed = await call({ method: 'GET', url: '/api/calendar/feed' });
  hints = {
    id: ['me', owner.user.id],
    userId: [owner.user.id],
    eventId: [...events.map((e) => e.id), owner.event.id],
    businessEventId: [owner.event.id],
    sessionId: [String(checkout.json().checkoutUrl).split('/').pop()!],
    token: [/feed\/([\w-]+)\.ics/.exec(feed.json().url)![1]!],
    // Values that pass the schemas' refinements, so more cases reach the services.
    count: [1, 3],
    date: [addDays(nycToday(), 2)],
    time: ['8:00 PM', '19:30'],
    title: ['Late set'],
    venue: ['Blue Door'],
    category: ['music', 'concert'],
    confirm: ['DELETE'],
  };
});

afterAll(async () => {
  console.log(
    `route fuzz: ${cases} cases over ${routes.length + stripeOnly.length} routes (seed ${SEED})`,
  );
  await t.close();
  await withStripe.close();
});

function caller(route: ApiRoute) {
  if (key(route) === DELETE_ACCOUNT) return doomed;
  return { public: undefined, user: userCookie, admin }[route.access];
}

/** A different client address per case, so per-address rate limits rarely answer first. */
function fromNextAddress(opts: InjectOptions, cookie: string | undefined): InjectOptions {
  address += 1;
  const remoteAddress = `10.77.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
  return { ...(cookie ? as(cookie, opts) : opts), remoteAddress };
}

/** A stable seed per route and part, so one route's cases do not depend on another's. */
function seedFor(name: string) {
  let h = SEED;
  for (const char of name) h = (Math.imul(h, 31) + char.charCodeAt(0)) | 0;
  return h;
}

describe('every /api route under generated input', () => {
  it('has routes to fuzz', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  for (const route of ordered) {
    for (const part of fuzzParts(route)) {
      const name = `${key(route)} ${part}`;
      it(name, () => fuzz(t, route, part, name), TIMEOUT);
    }
  }
});

describe('routes that exist only with Stripe, under signed generated bodies', () => {
  it('has the webhook to fuzz', () => {
    expect(stripeOnly.map(key)).toContain('POST /api/payments/webhook');
  });

  for (const route of stripeOnly) {
    // The webhook reads raw bytes; its fields are those of a Stripe event.
    const shaped = { ...route, schemas: { ...route.schemas, body: stripeEventShape } };
    for (const part of fuzzParts(route)) {
      const name = `${key(route)} ${part}`;
      it(name, () => fuzz(withStripe, shaped, part, name, signed), TIMEOUT);
    }
  }
});

describe('what the fuzzer found', () => {
  it('answers 400, not 500, to a form upload without its boundary', async () => {
    for (const [url, cookie] of [
      ['/api/upload/image', () => admin],
      ['/api/business/images', () => userCookie],
    ] as const) {
      const res = await t.app.inject(
        as(cookie(), {
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
          payload: '"text"',
        }),
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: 'Malformed multipart body', code: 'BAD_REQUEST' });
    }
  });

  it('answers 400 to a signed webhook whose fields are not what Stripe sends', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_1', currency: 5, amount_total: 500, expires_at: 'soon' } },
    });
    const res = await withStripe.app.inject(
      signed({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed event', code: 'INVALID_EVENT' });
  });
});

/** Signs the body as Stripe would, so cases get past the signature to the event's handling. */
function signed(opts: InjectOptions): InjectOptions {
  const payload = typeof opts.payload === 'string' ? opts.payload : '';
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: TEST_STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
  });
  return { ...opts, headers: { ...opts.headers, 'stripe-signature': signature } };
}

async function fuzz(
  app: TestApp,
  route: ApiRoute,
  part: FuzzPart,
  name: string,
  prepare: (opts: InjectOptions) => InjectOptions = (opts) => opts,
) {
  const details = await fc.check(
    fc.asyncProperty(fuzzCases(route, part, hints), async (c) => {
      cases += 1;
      const opts = prepare(injectOptions(route, c));
      const res = await app.app.inject(fromNextAddress(opts, caller(route)));
      if (key(route) === DELETE_ACCOUNT && res.statusCode < 300) {
        doomed = (await signUp(t.app)).cookie;
      }
      const problems = answerProblems(res, rules[key(route)]);
      if (problems.length) throw new Error(problems.join('; '));
    }),
    { seed: seedFor(name), numRuns: RUNS, endOnFailure: true },
  );
  if (details.failed) {
    const error = details.errorInstance as Error | undefined;
    const example = details.counterexample?.[0];
    expect.fail(`${error?.message}\n  for ${example ? describeCase(example) : '?'}`);
  }
}
