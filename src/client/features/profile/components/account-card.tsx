import { Download, LogOut, UserRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useSignedIn } from '#client/lib/signed-in.ts';
import { useExportMyData } from '../api/export-my-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SettingsCard } from './settings-card.tsx';

export function AccountCard() {
  const { user, signOut, signingOut } = useSignedIn();
  const exportData = useExportMyData();

  return (
    <SettingsCard
      icon={<UserRound className="size-5" />}
      title="Account"
      subtitle={<p className="max-w-full truncate text-sm text-mist-400">{user.email}</p>}
    >
      <div className="flex flex-col gap-2">
        <Button
          variant="secondary"
          className="w-full"
          pending={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          {!exportData.isPending && <Download aria-hidden className="size-5" />}
          Export my data
        </Button>
        <Button variant="secondary" className="w-full" pending={signingOut} onClick={signOut}>
          {!signingOut && <LogOut aria-hidden className="size-5" />}
          Sign Out
        </Button>
        <DeleteAccountDialog />
      </div>
      <p className="text-xs text-mist-500">
        Export downloads everything your account holds as a JSON file.
      </p>
    </SettingsCard>
  );
}
