import { DEMO_USERNAME } from '#server/auth/demo-account.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';

interface UserLike {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
  username?: string | null;
  isDemo?: boolean;
}

export function presentUser(u: UserLike): CurrentUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    isAdmin: u.role === 'admin',
    isDemo: u.isDemo ?? u.username === DEMO_USERNAME,
  };
}
