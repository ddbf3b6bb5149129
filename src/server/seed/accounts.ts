import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '#server/auth/auth.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from '#server/auth/demo-account.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';

async function exists(db: Db, username: string) {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.username, username));
  return rows.length > 0;
}

/**
 * Creates the demo and admin accounts when missing. Returns the admin password when it was
 * generated here, so start-up can print it once; only its hash is stored.
 */
export async function seedAccounts(db: Db, auth: Auth, config: Config) {
  if (!(await exists(db, DEMO_USERNAME))) {
    await auth.api.signUpEmail({
      body: {
        email: 'demo@swipenyc.local',
        password: DEMO_PASSWORD,
        name: 'Demo Explorer',
        username: DEMO_USERNAME,
        firstName: 'Demo',
        lastName: 'Explorer',
      },
    });
  }
  const adminName = config.adminUsername.toLowerCase();
  if (await exists(db, adminName)) return { generatedAdminPassword: undefined };
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await auth.api.signUpEmail({
    body: {
      email: `${adminName}@admin.swipenyc.local`,
      password,
      name: 'SwipeNYC Admin',
      username: adminName,
      firstName: 'Admin',
      lastName: '',
    },
  });
  // The first admin cannot be promoted through the API: nobody is admin yet.
  await db.update(user).set({ role: 'admin' }).where(eq(user.username, adminName));
  return { generatedAdminPassword: config.adminPassword ? undefined : password };
}
