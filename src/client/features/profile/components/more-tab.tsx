import { Link } from 'react-router';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useSignedIn } from '#client/lib/signed-in.ts';

export function MoreTab() {
  const { user, signOut, signingOut } = useSignedIn();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold text-white">Account</h2>
        <p className="truncate text-sm text-mist-400">Signed in as {user.email}</p>
      </div>
      {user.isAdmin && (
        <Link to="/admin" className={buttonClasses('secondary', 'md', 'w-full')}>
          <ShieldCheck aria-hidden className="size-5" />
          Admin Panel
        </Link>
      )}
      <Button variant="danger" className="w-full" onClick={signOut} pending={signingOut}>
        <LogOut aria-hidden className="size-5" />
        Sign Out
      </Button>
    </Card>
  );
}
