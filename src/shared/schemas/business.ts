import { z } from 'zod';
import { businessEventStatuses, businessTypes, paymentProviders } from '#shared/business.ts';
import { categoryIds, isCategoryName } from '#shared/categories.ts';
import { ALL_DAY } from '#shared/event-span.ts';
import { parseEventTime } from '#shared/event-time.ts';
import {
  EVENT_TEXT_MAX,
  endDateInput,
  eventDaysIssue,
  httpUrl,
  sourceUrlInput,
  trimmed,
} from '#shared/schemas/event-input.ts';
import { imageUrlInput } from '#shared/schemas/image-url.ts';
import { multilineText } from '#shared/schemas/text.ts';

/** The messages the business forms show, as "title - description" (docs/product.md#business). */
export const MISSING_BUSINESS_FIELDS = 'Missing fields - Please fill in all required fields';
export const CAPTCHA_FAILED = 'Captcha failed - Please solve the math problem correctly';
export const MISSING_BUSINESS_EVENT_FIELDS =
  'Missing Information - Please fill in all required fields';
export const BUSINESS_ACCOUNT_REQUIRED = 'Business Access Required';

const optionalText = (max: number) =>
  trimmed(max)
    .optional()
    .transform((s) => s || null);

/**
 * People type "bluedoor.com" or "www.bluedoor.com" for their website: a domain-like address
 * without a scheme is read as https. Anything else is left for the web-address check to refuse.
 */
export function withScheme(s: string | null): string | null {
  if (s === null || /^[a-z][a-z\d+.-]*:/i.test(s)) return s;
  return /^[\w-]+(\.[\w-]+)+([/?#]|$)/.test(s) ? `https://${s}` : s;
}

/** GET /api/business/captcha: a signed, expiring, single-use "a + b" challenge. */
export const captchaChallengeSchema = z.object({
  token: z.string(),
  a: z.number().int(),
  b: z.number().int(),
  question: z.string(),
  expiresAt: z.iso.datetime(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * POST /api/business/signup. Any of the four required fields missing answers one message for
 * the form; then email and website must be well formed; then the captcha is checked.
 */
export const businessSignupSchema = z
  .object({
    companyName: trimmed(120).default(''),
    email: trimmed(254).default(''),
    contactName: trimmed(120).default(''),
    businessType: trimmed(20).default(''),
    phone: optionalText(40).refine(
      (s) => s === null || /^[+()\d\s.-]{7,40}$/.test(s),
      'must be a phone number',
    ),
    website: optionalText(EVENT_TEXT_MAX.url)
      .transform(withScheme)
      .refine((s) => s === null || httpUrl(s), 'must be a web address (https://…)'),
    description: multilineText()
      .max(2000)
      .optional()
      .transform((s) => s?.trim() ?? ''),
    captchaToken: z.string().max(1000).default(''),
    captchaAnswer: z.union([z.string().max(10), z.number()]).default(''),
  })
  .superRefine((b, ctx) => {
    if (!b.companyName || !b.email || !b.contactName || !b.businessType) {
      ctx.addIssue({ code: 'custom', message: MISSING_BUSINESS_FIELDS, path: [] });
      return;
    }
    if (!z.email().safeParse(b.email).success) {
      ctx.addIssue({ code: 'custom', message: 'must be an email address', path: ['email'] });
    }
    if (!(businessTypes as readonly string[]).includes(b.businessType)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be one of ${businessTypes.join(', ')}`,
        path: ['businessType'],
      });
    }
  })
  .transform((b) => ({ ...b, businessType: b.businessType as (typeof businessTypes)[number] }));
export type BusinessSignupInput = z.input<typeof businessSignupSchema>;
export type BusinessSignup = z.output<typeof businessSignupSchema>;

/** The account as its owner (and the profile's Business tab) reads it. */
export const businessAccountSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  businessType: z.enum(businessTypes),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string(),
  isApproved: z.boolean(),
  /** Whether each paid event waits for an admin's review before it goes live. */
  eventsReviewed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type BusinessAccount = z.infer<typeof businessAccountSchema>;

/** "19:00" (a time input) or "7:00 PM", written back as "7:00 PM". */
const businessTime = trimmed(20).transform((s, ctx) => {
  if (!s) return s;
  const h24 = /^(\d{1,2}):(\d{2})$/.exec(s);
  const parsed = h24
    ? Number(h24[1]) < 24 && Number(h24[2]) < 60
      ? { hour: Number(h24[1]), minute: Number(h24[2]) }
      : null
    : parseEventTime(s);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: 'must be a time like 7:00 PM' });
    return z.NEVER;
  }
  const hour12 = parsed.hour % 12 === 0 ? 12 : parsed.hour % 12;
  const minute = String(parsed.minute).padStart(2, '0');
  return `${hour12}:${minute} ${parsed.hour < 12 ? 'AM' : 'PM'}`;
});

/**
 * POST /api/business/events: title, date, time and venue required; an all-day event needs no
 * time and is stored with "All day", and a last day makes it run over several days
 * (docs/product.md#all-day-events).
 */
export const businessEventInputSchema = z
  .object({
    title: trimmed(EVENT_TEXT_MAX.title).default(''),
    description: multilineText()
      .max(EVENT_TEXT_MAX.description)
      .default('')
      .transform((s) => s.trim()),
    date: trimmed(10).default(''),
    time: businessTime.default(''),
    allDay: z.boolean().default(false),
    endDate: endDateInput.optional().transform((s) => s ?? null),
    venue: trimmed(EVENT_TEXT_MAX.venue).default(''),
    price: trimmed(60).default(''),
    category: trimmed(20)
      .default('')
      .transform((s) => s.toLowerCase() || 'other')
      // Older names ("concert", "play") are kept as typed; the server stores their category.
      .refine(isCategoryName, {
        message: `must be one of ${categoryIds.join(', ')}`,
      }),
    imageUrl: imageUrlInput.optional().transform((s) => s ?? null),
    sourceUrl: sourceUrlInput.optional().transform((s) => s ?? null),
  })
  .superRefine((e, ctx) => {
    if (!e.title || !e.date || !(e.time || e.allDay) || !e.venue) {
      ctx.addIssue({ code: 'custom', message: MISSING_BUSINESS_EVENT_FIELDS, path: [] });
      return;
    }
    const issue = eventDaysIssue(e.date, e.endDate);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  })
  .transform((e) => ({ ...e, time: e.allDay ? ALL_DAY : e.time }));
export type BusinessEventInput = z.input<typeof businessEventInputSchema>;
export type BusinessEventWrite = z.output<typeof businessEventInputSchema>;

/** A business event as its owner reads it, with the review state. */
export const businessEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  /** No clock time; `time` reads "All day". */
  allDay: z.boolean(),
  /** The last day of an event over several days, else null. */
  endDate: z.string().nullable(),
  venue: z.string(),
  price: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  status: z.enum(businessEventStatuses),
  isPaid: z.boolean(),
  isPublished: z.boolean(),
  rejectionReason: z.string().nullable(),
  /** The live event on the deck, once published. */
  eventId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type BusinessEvent = z.infer<typeof businessEventSchema>;

export const businessEventIdParamsSchema = z.object({
  businessEventId: z.coerce.number().int().positive(),
});

/** POST /api/business/checkout. */
export const checkoutRequestSchema = z.object({ eventId: z.coerce.number().int().positive() });
export const checkoutResponseSchema = z.object({ checkoutUrl: z.string() });

/** GET /api/business/checkout/{sessionId}: what the dashboard shows on the return from checkout. */
export const checkoutStatusSchema = z.object({
  sessionId: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(['open', 'complete', 'expired']),
  businessEventId: z.number().int(),
  eventTitle: z.string(),
  eventStatus: z.enum(businessEventStatuses),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;
export const checkoutSessionParamsSchema = z.object({
  sessionId: z.string().regex(/^[\w-]{8,255}$/, 'must be a checkout session id'),
});

/** GET /api/business/analytics: how each live event does on the deck. */
export const businessEventAnalyticsSchema = z.object({
  businessEventId: z.number().int(),
  eventId: z.number().int(),
  title: z.string(),
  date: z.string(),
  views: z.number().int(),
  loves: z.number().int(),
  maybes: z.number().int(),
  passes: z.number().int(),
});
export type BusinessEventAnalytics = z.infer<typeof businessEventAnalyticsSchema>;

/** GET /api/admin/business-events: paid events awaiting review, oldest payment first. */
export const businessReviewItemSchema = businessEventSchema.extend({
  companyName: z.string(),
  businessType: z.enum(businessTypes),
  contactEmail: z.string(),
  paidAt: z.iso.datetime().nullable(),
});
export type BusinessReviewItem = z.infer<typeof businessReviewItemSchema>;

export const REJECTION_REASON_MAX = 500;
export const rejectBusinessEventSchema = z.object({
  reason: trimmed(REJECTION_REASON_MAX).refine(Boolean, 'Please give a reason'),
});

/** GET /api/payments/local/{sessionId}: what the built-in test checkout page shows. */
export const localCheckoutSessionSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  businessEventId: z.number().int(),
  eventTitle: z.string(),
  companyName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** Where the page sends the browser after paying, and after cancelling. */
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;
