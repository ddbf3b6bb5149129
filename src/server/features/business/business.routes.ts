import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/auth/guards.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  createBusinessAccount,
  findBusinessAccount,
  requireBusinessAccount,
} from '#server/features/business/account.service.ts';
import { businessAnalytics, recordEventView } from '#server/features/business/analytics.service.ts';
import {
  createBusinessEvent,
  listBusinessEvents,
} from '#server/features/business/business-events.service.ts';
import {
  presentAnalytics,
  presentBusinessAccount,
  presentBusinessEvent,
} from '#server/features/business/business.presenter.ts';
import { captchaKey, issueCaptcha, redeemCaptcha } from '#server/features/business/captcha.ts';
import {
  IMAGE_UPLOAD_DESCRIPTION,
  IMAGE_UPLOAD_RATE_LIMIT,
  receiveEventImage,
} from '#server/events/store-event-image.ts';
import { uploaderOf } from '#server/uploads/upload-quota.ts';
import type { UploadStore } from '#server/uploads/upload-store.ts';
import { ownImageUrl, type RemoteImageDeps } from '#server/events/remote-event-image.ts';
import { imageUploadResultSchema } from '#shared/schemas/admin-operations.ts';
import {
  businessAccountSchema,
  type BusinessAccount,
  businessEventAnalyticsSchema,
  businessEventInputSchema,
  businessEventSchema,
  businessSignupSchema,
  captchaChallengeSchema,
} from '#shared/schemas/business.ts';
import { eventIdParamsSchema } from '#shared/schemas/events.ts';

export interface BusinessDeps {
  db: Db;
  config: Config;
  store: UploadStore;
  /** Copies a form's https picture into our uploads (docs/product.md#pictures-we-serve). */
  pictures: RemoteImageDeps;
}

/** A person solves a captcha in seconds; a script asking for hundreds is not a person. */
const captchaRateLimit = { max: 30, timeWindow: '1 minute' };
const signupRateLimit = { max: 10, timeWindow: '1 minute' };

/** Business signup with the captcha, the account, its events and their analytics. */
export function registerBusinessRoutes(app: FastifyInstance, deps: BusinessDeps) {
  const { db, store } = deps;
  const key = captchaKey(deps.config.sessionSecret);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The account is approved at once; its events wait for review unless auto-publish is on.
  const withReview = (account: Omit<BusinessAccount, 'eventsReviewed'>): BusinessAccount => ({
    ...account,
    eventsReviewed: !deps.config.businessAutoPublish,
  });

  r.get('/api/business/captcha', {
    config: { access: 'user', rateLimit: captchaRateLimit },
    schema: {
      tags: ['business'],
      description:
        'A math challenge for the signup form: signed, bound to the caller, valid for ' +
        '10 minutes and accepted once.',
      response: { 200: captchaChallengeSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueCaptcha(key, currentUser(request).id);
    },
  });

  r.post('/api/business/signup', {
    config: { access: 'user', notForDemo: true, rateLimit: signupRateLimit },
    schema: {
      tags: ['business'],
      description:
        "Creates the caller's business account, approved at once. The captcha answer is " +
        'checked first (400 on any failure, and the challenge is spent); a second account ' +
        'answers 409.',
      body: businessSignupSchema,
      response: { 201: businessAccountSchema },
    },
    handler: async (request, reply) => {
      const userId = currentUser(request).id;
      const { captchaToken, captchaAnswer, ...fields } = request.body;
      await redeemCaptcha(db, key, userId, captchaToken, captchaAnswer);
      const account = await createBusinessAccount(db, userId, fields);
      return reply.status(201).send(withReview(presentBusinessAccount(account)));
    },
  });

  r.get('/api/business/account', {
    config: { access: 'user' },
    schema: {
      tags: ['business'],
      description: "The caller's business account, or null when there is none.",
      response: { 200: businessAccountSchema.nullable() },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const account = await findBusinessAccount(db, currentUser(request).id);
      return account ? withReview(presentBusinessAccount(account)) : null;
    },
  });

  r.get('/api/business/events', {
    config: { access: 'user' },
    schema: {
      tags: ['business'],
      description: "The caller's business events, newest first. 403 without a business account.",
      response: { 200: z.array(businessEventSchema) },
    },
    handler: async (request, reply) => {
      const account = await requireBusinessAccount(db, currentUser(request).id);
      reply.header('cache-control', 'no-store');
      return (await listBusinessEvents(db, account.id)).map(presentBusinessEvent);
    },
  });

  r.post('/api/business/events', {
    config: { access: 'user', notForDemo: true },
    schema: {
      tags: ['business'],
      description:
        'A new event awaiting payment. The date must be today or later (New York); at most ' +
        '50 unpaid events per business (409 beyond). An https `imageUrl` is fetched and ' +
        "stored as the account's upload (its quota applies); one that cannot be used answers " +
        '422 `IMAGE_URL_UNUSABLE` naming `imageUrl`.',
      body: businessEventInputSchema,
      response: { 201: businessEventSchema },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const account = await requireBusinessAccount(db, user.id);
      const imageUrl = await ownImageUrl(
        deps.pictures,
        uploaderOf(user, deps.config.uploadQuota),
        request.body.imageUrl,
      );
      const created = await createBusinessEvent(db, account.id, {
        ...request.body,
        imageUrl: imageUrl ?? null,
      });
      return reply.status(201).send(presentBusinessEvent(created));
    },
  });

  r.post('/api/business/images', {
    config: { access: 'user', notForDemo: true, rateLimit: IMAGE_UPLOAD_RATE_LIMIT },
    schema: {
      tags: ['business'],
      description: `An image for a business event. ${IMAGE_UPLOAD_DESCRIPTION}`,
      consumes: ['multipart/form-data'],
      response: { 201: imageUploadResultSchema },
    },
    handler: async (request, reply) => {
      const account = currentUser(request);
      await requireBusinessAccount(db, account.id);
      const uploader = uploaderOf(account, deps.config.uploadQuota);
      return reply.status(201).send(await receiveEventImage(request, { db, store }, uploader));
    },
  });

  r.get('/api/business/analytics', {
    config: { access: 'user' },
    schema: {
      tags: ['business'],
      description: "Views, loves, maybes and passes of each of the caller's live events.",
      response: { 200: z.array(businessEventAnalyticsSchema) },
    },
    handler: async (request, reply) => {
      const account = await requireBusinessAccount(db, currentUser(request).id);
      reply.header('cache-control', 'no-store');
      return (await businessAnalytics(db, account.id)).map(presentAnalytics);
    },
  });

  r.post('/api/events/:eventId/view', {
    config: { access: 'user' },
    schema: {
      tags: ['deck'],
      description:
        "The card reached the top of the caller's deck. Counted once per viewer for business " +
        'events; any other id is accepted and ignored.',
      params: eventIdParamsSchema,
      response: { 204: z.undefined().describe('Recorded, or nothing to record') },
    },
    handler: async (request, reply) => {
      await recordEventView(db, request.params.eventId, currentUser(request).id);
      return reply.status(204).send();
    },
  });
}
