import type { businessAccounts, businessEvents } from '#server/db/schema/business.ts';

/**
 * What a business wrote about itself and its submitted events, as the business feature and the
 * profile export both show it; each adds what it works out beside (payment, status, ids).
 */
export function presentBusinessAccountFields(a: typeof businessAccounts.$inferSelect) {
  return {
    companyName: a.companyName,
    businessType: a.businessType,
    contactName: a.contactName,
    email: a.email,
    phone: a.phone,
    website: a.website,
    description: a.description,
    isApproved: a.isApproved,
    createdAt: a.createdAt.toISOString(),
  };
}

export function presentBusinessEventFields(e: typeof businessEvents.$inferSelect) {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    date: e.date,
    time: e.time,
    allDay: e.allDay,
    endDate: e.endDate,
    venue: e.venue,
    price: e.price,
    category: e.category,
    imageUrl: e.imageUrl,
    sourceUrl: e.sourceUrl,
    status: e.status,
  };
}
