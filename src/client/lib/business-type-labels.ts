import type { BusinessType } from '#shared/business.ts';

/**
 * Apart from business-account.ts, which the app shell loads on every page: only the business and
 * admin screens show these.
 */
export const businessTypeLabels: Record<BusinessType, string> = {
  venue: 'Venue',
  band: 'Band or artist',
  promoter: 'Promoter',
  theater: 'Theater',
  museum: 'Museum or gallery',
  club: 'Club or bar',
  festival: 'Festival',
  other: 'Other',
};
