/** Business constants shared by the forms, the server and the dashboard. */

/** The eight business types a business account can have. */
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

/** unpaid ("Payment Pending") → paid_review ("Paid - Under Review") → live, or → rejected. */
export const businessEventStatuses = ['unpaid', 'paid_review', 'live', 'rejected'] as const;
export type BusinessEventStatus = (typeof businessEventStatuses)[number];

export const businessEventStatusLabels: Record<BusinessEventStatus, string> = {
  unpaid: 'Payment Pending',
  paid_review: 'Paid - Under Review',
  live: 'Live',
  rejected: 'Rejected',
};

/** The fee per business event, in US cents (docs/product.md#payments). */
export const BUSINESS_EVENT_FEE_CENTS = 500;
export const BUSINESS_EVENT_FEE_CURRENCY = 'usd';

/** Captcha operands run from 1 to 10. */
export const CAPTCHA_MIN = 1;
export const CAPTCHA_MAX = 10;

export const paymentProviders = ['stripe', 'local'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];
