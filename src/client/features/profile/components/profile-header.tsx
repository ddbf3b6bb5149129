import { ShieldCheck, Sparkles } from 'lucide-react';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { Card } from '#client/components/ui/card.tsx';
import { useSwipeTotal } from '../api/get-swipe-total.ts';
import { levelFor } from '../lib/profile-level.ts';

function initials(user: CurrentUser): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}

function LevelPill() {
  const total = useSwipeTotal('all');
  if (total.isPending) {
    return (
      <span className="h-6 w-16 animate-pulse rounded-full bg-white/8">
        <span className="sr-only">Loading level…</span>
      </span>
    );
  }
  // Without the count there is no honest level to show.
  if (total.isError) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-white shadow-glow">
      <Sparkles aria-hidden className="size-3.5" />
      Level {levelFor(total.data)}
    </span>
  );
}

export function ProfileHeader({ user }: { user: CurrentUser }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Card className="relative overflow-hidden p-5">
      <div
        aria-hidden
        className="absolute -top-16 -right-10 h-40 w-56 rounded-full bg-hot-500/20 blur-3xl"
      />
      <div className="relative flex items-center gap-4">
        <span
          aria-hidden
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand text-xl font-black text-white shadow-glow"
        >
          {initials(user)}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-bold tracking-widest text-hot-400 uppercase">Event Explorer</p>
          <p className="truncate text-xl leading-tight font-bold text-white">{name}</p>
          <div className="flex flex-wrap items-center gap-2">
            <LevelPill />
            {user.isAdmin && (
              <span className="inline-flex items-center gap-1 rounded-full bg-violet-glow/20 px-2 py-0.5 text-xs font-bold text-violet-200">
                <ShieldCheck aria-hidden className="size-3.5" />
                Admin
              </span>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}
