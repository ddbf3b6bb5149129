import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { businessAccounts } from '#server/db/schema/business.ts';
import { conflict, HttpError } from '#server/lib/errors.ts';
import { BUSINESS_ACCOUNT_REQUIRED, type BusinessSignup } from '#shared/schemas/business.ts';

type BusinessAccountRow = typeof businessAccounts.$inferSelect;

const ACCOUNT_EXISTS = 'You already have a business account';

export async function findBusinessAccount(
  db: Db,
  userId: string,
): Promise<BusinessAccountRow | null> {
  const [found] = await db
    .select()
    .from(businessAccounts)
    .where(eq(businessAccounts.userId, userId));
  return found ?? null;
}

/** The caller's business account; routes that act for a business answer 403 without one. */
export async function requireBusinessAccount(db: Db, userId: string): Promise<BusinessAccountRow> {
  const found = await findBusinessAccount(db, userId);
  if (!found) throw new HttpError(403, BUSINESS_ACCOUNT_REQUIRED, 'BUSINESS_ACCOUNT_REQUIRED');
  return found;
}

/** One account per user, approved instantly. */
export async function createBusinessAccount(
  db: Db,
  userId: string,
  input: Omit<BusinessSignup, 'captchaToken' | 'captchaAnswer'>,
): Promise<BusinessAccountRow> {
  if (await findBusinessAccount(db, userId)) throw conflict(ACCOUNT_EXISTS);
  const [created] = await db
    .insert(businessAccounts)
    .values({
      userId,
      companyName: input.companyName,
      businessType: input.businessType,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      website: input.website,
      description: input.description,
      isApproved: true,
    })
    // Two signups racing past the check above: the unique user_id lets one in.
    .onConflictDoNothing({ target: businessAccounts.userId })
    .returning();
  if (!created) throw conflict(ACCOUNT_EXISTS);
  return created;
}
