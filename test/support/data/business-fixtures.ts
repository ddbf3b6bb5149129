import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { businessEvents } from '#server/db/schema/business.ts';
import { as, signUp } from '#test/support/server/test-app.ts';
import type {
  BusinessAccount,
  BusinessEvent,
  BusinessEventInput,
  BusinessSignupInput,
  CaptchaChallenge,
} from '#shared/schemas/business.ts';
import { addDays, nycToday } from '#shared/time.ts';

let address = 0;
/** A fresh client address, so the per-address limits bite only where a test means them to. */
export function nextAddress(): string {
  address += 1;
  return `10.11.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

export async function fetchCaptcha(app: FastifyInstance, cookie: string) {
  const res = await app.inject(
    as(cookie, { method: 'GET', url: '/api/business/captcha', remoteAddress: nextAddress() }),
  );
  if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.statusCode} ${res.body}`);
  return res.json() as CaptchaChallenge;
}

export const signupFields = (overrides: Partial<BusinessSignupInput> = {}) => ({
  companyName: 'Blue Door Jazz',
  email: 'bookings@bluedoor.example',
  contactName: 'Kim Park',
  businessType: 'venue',
  phone: '+1 (212) 555-0100',
  website: 'https://bluedoor.example',
  description: 'Live jazz every night.',
  ...overrides,
});

export function postSignup(app: FastifyInstance, cookie: string, payload: object) {
  return app.inject(
    as(cookie, {
      method: 'POST',
      url: '/api/business/signup',
      payload,
      remoteAddress: nextAddress(),
    }),
  );
}

/** Solves a fresh captcha and signs `cookie`'s user up as a business. */
export async function signUpAsBusiness(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<BusinessSignupInput> = {},
): Promise<BusinessAccount> {
  const captcha = await fetchCaptcha(app, cookie);
  const res = await postSignup(app, cookie, {
    ...signupFields(overrides),
    captchaToken: captcha.token,
    captchaAnswer: String(captcha.a + captcha.b),
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return res.json() as BusinessAccount;
}

/** A new user with a business account. */
export async function newBusiness(
  app: FastifyInstance,
  overrides: Partial<BusinessSignupInput> = {},
) {
  const { cookie, user } = await signUp(app);
  const account = await signUpAsBusiness(app, cookie, overrides);
  return { cookie, user, account };
}

export const eventFields = (overrides: Partial<BusinessEventInput> = {}) => ({
  title: 'Late Set with the Trio',
  description: 'Three sets, one night.',
  date: addDays(nycToday(), 3),
  time: '8:30 PM',
  venue: 'Blue Door Jazz',
  price: '$20',
  category: 'concert',
  ...overrides,
});

export function postBusinessEvent(app: FastifyInstance, cookie: string, payload: object) {
  return app.inject(as(cookie, { method: 'POST', url: '/api/business/events', payload }));
}

export async function addBusinessEvent(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<BusinessEventInput> = {},
): Promise<BusinessEvent> {
  const res = await postBusinessEvent(app, cookie, eventFields(overrides));
  if (res.statusCode !== 201) throw new Error(`event failed: ${res.statusCode} ${res.body}`);
  return res.json() as BusinessEvent;
}

/** What a payment does to a submission (the payment flow itself is tested on its own). */
export async function markPaid(db: Db, businessEventId: number, paidAt = new Date()) {
  await db
    .update(businessEvents)
    .set({ status: 'paid_review', paidAt })
    .where(eq(businessEvents.id, businessEventId));
}
