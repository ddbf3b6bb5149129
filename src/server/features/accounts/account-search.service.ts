import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { DEMO_USERNAME } from '#server/auth/demo-account.ts';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { businessAccounts } from '#server/db/schema/business.ts';
import {
  ACCOUNTS_PAGE_SIZE,
  type AccountPage,
  type AccountSearchQuery,
  type AdminAccount,
} from '#shared/schemas/admin-accounts.ts';

/**
 * The expression of user_search_idx (db/schema/auth.ts `accountSearchText`), qualified because
 * business_accounts has an email too; PostgreSQL matches it to the index all the same.
 */
const searchText = sql`lower("user"."email" || ' ' || "user"."name")`;

/** `%` and `_` typed into the box are matched as themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Per-account counts come from correlated subqueries over each table's user index, run only for
 * the page's rows: a person's swipes (user_events_user_updated_idx), CSV uploads
 * (upload_batches_uploaded_by_idx) and uploaded images (uploads_owner_created_idx).
 */
const accountColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  createdAt: user.createdAt,
  banned: user.banned,
  username: user.username,
  businessName: businessAccounts.companyName,
  swipeCount: sql<number>`(SELECT count(*) FROM user_events ue WHERE ue.user_id = "user"."id")::int`,
  uploadCount: sql<number>`(
    (SELECT count(*) FROM upload_batches ub WHERE ub.uploaded_by = "user"."id")
    + (SELECT count(*) FROM uploads up WHERE up.owner_id = "user"."id")
  )::int`,
};

function accountsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(accountColumns)
    .from(user)
    .leftJoin(businessAccounts, eq(businessAccounts.userId, user.id))
    .where(where);
}

type AccountRow = Awaited<ReturnType<typeof accountsQuery>>[number];

function presentAccount(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'admin' ? 'admin' : 'user',
    createdAt: row.createdAt.toISOString(),
    suspended: row.banned === true,
    isDemo: row.username === DEMO_USERNAME,
    businessName: row.businessName,
    swipeCount: Number(row.swipeCount),
    uploadCount: Number(row.uploadCount),
  };
}

/** One account as the admin list shows it, or undefined. */
export async function accountById(db: Db, userId: string): Promise<AdminAccount | undefined> {
  const [row] = await accountsQuery(db, eq(user.id, userId));
  return row && presentAccount(row);
}

/**
 * Accounts newest first, 20 a page, optionally those whose email or name contains `q` (the
 * trigram index answers it). `after` is the last id on screen; the next page starts past it.
 */
export async function searchAccounts(db: Db, query: AccountSearchQuery): Promise<AccountPage> {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(searchText, `%${likeLiteral(query.q.toLowerCase())}%`));
  if (query.after) {
    conditions.push(
      sql`("user"."created_at", "user"."id") <
        (SELECT u2.created_at, u2.id FROM "user" u2 WHERE u2.id = ${query.after})`,
    );
  }
  const rows = await accountsQuery(db, and(...conditions))
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(ACCOUNTS_PAGE_SIZE + 1);
  const page = rows.slice(0, ACCOUNTS_PAGE_SIZE);
  return {
    accounts: page.map(presentAccount),
    nextAfter: rows.length > ACCOUNTS_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
