import type { EventOrigin } from '#shared/schemas/event-details.ts';

// What a visitor can make of each source (docs/product.md#event-page).
const labels: Record<EventOrigin, string> = {
  seed: 'Demo listing',
  csv: 'Added by the SwipeNYC team',
  manual: 'Added by the SwipeNYC team',
  crawler: 'Found on the web',
  business: 'Posted by a business',
  mock: 'Demo listing',
};

/** Where the listing came from, in the reader's words. */
export function originLabel(origin: EventOrigin, fromBusiness: boolean): string {
  return fromBusiness ? labels.business : labels[origin];
}

/** "Tickets" for a paid event, "Event page" otherwise: what the source link mostly leads to. */
export function sourceLinkLabel(price: string): string {
  return /^\s*free\b/i.test(price) ? 'Event page' : 'Tickets';
}
