import { ShieldCheck, Sparkles } from 'lucide-react';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { Card } from '#client/components/ui/card.tsx';
import { useProfileStats } from '../api/get-profile-stats.ts';
import { levelProgress } from '../lib/profile-level.ts';
import { ProgressBar } from './progress-bar.tsx';

function initials(user: CurrentUser): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}

function LevelPill({ level }: { level: number }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-white shadow-glow">
      <Sparkles aria-hidden className="size-3.5" />
      Level {level}
    </span>
  );
}

function NextLevel({ level, totalSwipes }: { level: number; totalSwipes: number }) {
  const { swipesToNext, progress } = levelProgress(totalSwipes);
  const hint = `${swipesToNext} more ${swipesToNext === 1 ? 'swipe' : 'swipes'} to reach Level ${level + 1}`;
  return (
    <div className="flex flex-col gap-2">
      <ProgressBar
        value={progress * 100}
        max={100}
        label={`Progress to Level ${level + 1}`}
        valueText={hint}
      />
      <p className="text-xs text-mist-400">{hint}</p>
    </div>
  );
}

export function ProfileHeader({ user }: { user: CurrentUser }) {
  const stats = useProfileStats();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Card className="relative overflow-hidden p-5">
      <div
        aria-hidden
        className="absolute -top-16 -right-10 h-40 w-56 rounded-full bg-hot-500/20 blur-3xl"
      />
      <div className="relative flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <span
            aria-hidden
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand text-xl font-black text-white shadow-glow"
          >
            {initials(user)}
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <p className="text-xs font-bold tracking-widest text-hot-400 uppercase">
              Event Explorer
            </p>
            <p className="truncate text-xl leading-tight font-bold text-white">{name}</p>
            <div className="flex flex-wrap items-center gap-2">
              {stats.isPending && (
                <span className="h-6 w-16 animate-pulse rounded-full bg-white/8">
                  <span className="sr-only">Loading level…</span>
                </span>
              )}
              {/* Without the stats there is no honest level to show; the Stats tab offers a retry. */}
              {stats.data && <LevelPill level={stats.data.level} />}
              {user.isAdmin && (
                <span className="inline-flex items-center gap-1 rounded-full bg-violet-glow/20 px-2 py-0.5 text-xs font-bold text-violet-200">
                  <ShieldCheck aria-hidden className="size-3.5" />
                  Admin
                </span>
              )}
            </div>
          </div>
        </div>
        {stats.data && <NextLevel level={stats.data.level} totalSwipes={stats.data.totalSwipes} />}
      </div>
    </Card>
  );
}
