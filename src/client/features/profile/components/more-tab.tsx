import { useSignedIn } from '#client/lib/signed-in.ts';
import { AccountCard } from './account-card.tsx';
import { AdminToolsCard } from './admin-tools-card.tsx';
import { PreferencesCard } from './preferences-card.tsx';

export function MoreTab() {
  const { user } = useSignedIn();
  return (
    <div className="flex flex-col gap-4">
      <PreferencesCard />
      {user.isAdmin && <AdminToolsCard />}
      <AccountCard />
    </div>
  );
}
