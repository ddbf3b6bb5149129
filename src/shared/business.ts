/** SPEC §3 business constants shared by the forms, the server and the dashboard. */

/** SPEC §3 Business account: the eight business types. */
export const businessTypes = [
  'venue',
  'band',
  'promoter',
  'theater',
  'museum',
  'club',
  'festival',
  'other',
] as const;
export type BusinessType = (typeof businessTypes)[number];

/** SPEC §3: the business event form's categories (normalised through categories.ts). */
export const businessEventCategories = [
  'concert',
  'movie',
  'play',
  'comedy',
  'festival',
  'sports',
  'food',
  'art',
  'nightlife',
  'lecture',
  'other',
] as const;

/** unpaid ("Payment Pending") → paid_review ("Paid - Under Review") → live, or → rejected. */
export const businessEventStatuses = ['unpaid', 'paid_review', 'live', 'rejected'] as const;
export type BusinessEventStatus = (typeof businessEventStatuses)[number];

export const businessEventStatusLabels: Record<BusinessEventStatus, string> = {
  unpaid: 'Payment Pending',
  paid_review: 'Paid - Under Review',
  live: 'Live',
  rejected: 'Rejected',
};

/** SPEC §9: the fee per business event, in US cents. */
export const BUSINESS_EVENT_FEE_CENTS = 500;
export const BUSINESS_EVENT_FEE_CURRENCY = 'usd';

/** SPEC §9: captcha operands run from 1 to 10. */
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 10;

export const paymentProviders = ['stripe', 'local'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];
