import { BUSINESS_ACCOUNT_QUERY_KEY } from '#client/lib/business-account.ts';

/** Query keys of the business screens; the account's own key is shared with the header. */
export const businessKeys = {
  all: ['business'] as const,
  account: () => BUSINESS_ACCOUNT_QUERY_KEY,
  captcha: () => [...businessKeys.all, 'captcha'] as const,
  events: () => [...businessKeys.all, 'events'] as const,
  analytics: () => [...businessKeys.all, 'analytics'] as const,
  checkout: (sessionId: string) => [...businessKeys.all, 'checkout', sessionId] as const,
  localCheckout: (sessionId: string) => [...businessKeys.all, 'local-checkout', sessionId] as const,
};
