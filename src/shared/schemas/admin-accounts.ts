import { z } from 'zod';
import { plainText } from './text.ts';

export const ACCOUNTS_PAGE_SIZE = 20;
/** Shorter searches match too much to narrow anything, and cannot use the trigram index. */
export const ACCOUNT_SEARCH_MIN = 3;

/** The search form: a part of an email or name, or nothing for every account. */
export const accountSearchFormSchema = z.object({
  q: plainText()
    .trim()
    .max(100)
    .refine((q) => q.length === 0 || q.length >= ACCOUNT_SEARCH_MIN, {
      message: `Type at least ${ACCOUNT_SEARCH_MIN} characters, or clear the box to list everyone`,
    }),
});
export type AccountSearchForm = z.infer<typeof accountSearchFormSchema>;

export const accountSearchQuerySchema = accountSearchFormSchema.partial().extend({
  /** The id of the last account on screen: the next page starts after it. */
  after: plainText().min(1).max(100).optional(),
});
export type AccountSearchQuery = z.infer<typeof accountSearchQuerySchema>;

export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
  suspended: z.boolean(),
  isDemo: z.boolean(),
  businessName: z.string().nullable(),
  swipeCount: z.number().int(),
  /** CSV files imported plus images on the account's business events. */
  uploadCount: z.number().int(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const accountPageSchema = z.object({
  accounts: z.array(adminAccountSchema),
  /** The cursor for the next page, or null on the last one. */
  nextAfter: z.string().nullable(),
});
export type AccountPage = z.infer<typeof accountPageSchema>;

/** Not `userId`: the id names someone else's account, never the caller's own. */
export const accountIdParamsSchema = z.object({ accountId: plainText().min(1).max(100) });

export const suspendAccountSchema = z.object({
  /** Kept in the audit log; the person never sees it. */
  reason: plainText().trim().max(500).optional(),
});

export const suspendResultSchema = z.object({
  account: adminAccountSchema,
  sessionsRevoked: z.number().int(),
  eventsUnpublished: z.number().int(),
});

export const accountActionResultSchema = z.object({ account: adminAccountSchema });

export const passwordResetSentSchema = z.object({
  delivery: z.enum(['email', 'administrator']),
  message: z.string(),
});

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });
