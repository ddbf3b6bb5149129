import { useSignedIn } from '#client/lib/signed-in.ts';
import { AccountCard } from './account-card.tsx';
import { AdminToolsCard } from './admin-tools-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { PreferencesCard } from './preferences-card.tsx';

export function MoreTab() {
  const { user } = useSignedIn();
  return (
    <div className="flex flex-col gap-4">
      <PreferencesCard />
      {user.isAdmin && <AdminToolsCard />}
      {/* The demo account is shared by every visitor; the server refuses its change too. */}
      {!user.isDemo && <ChangePasswordCard />}
      <AccountCard />
    </div>
  );
}
