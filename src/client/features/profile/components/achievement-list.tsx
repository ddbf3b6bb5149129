import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Compass, Flame, Heart, Lock, Target, Trophy } from 'lucide-react';
import type { Achievement } from '#shared/schemas/profile.ts';
import { Card } from '#client/components/ui/card.tsx';
import { ProgressBar } from './progress-bar.tsx';

const icons: Record<Achievement['id'], ReactNode> = {
  'swipe-starter': <Flame className="size-5" />,
  'event-lover': <Heart className="size-5" />,
  explorer: <Compass className="size-5" />,
  selective: <Target className="size-5" />,
};

/** "7 of 10 swipes" on the way, "Goal reached: 36%" after: in the achievement's own unit. */
function progressText({ id, current, target, unlocked }: Achievement): string {
  const amount = (n: number) =>
    id === 'selective' ? `${n}%` : `${n} ${id === 'event-lover' ? 'likes' : 'swipes'}`;
  if (unlocked) return `Goal reached: ${amount(current)}`;
  return id === 'selective' ? `${current}% of ${target}%` : `${current} of ${amount(target)}`;
}

function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { title, description, unlocked } = achievement;
  const progress = progressText(achievement);
  return (
    <li
      className={clsx(
        'flex flex-col gap-3 rounded-2xl border p-4',
        unlocked ? 'border-hot-500/40 bg-hot-500/10' : 'border-white/8 bg-ink-950/50',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <span
          aria-hidden
          className={clsx(
            'flex size-10 shrink-0 items-center justify-center rounded-xl',
            unlocked ? 'bg-brand text-white shadow-glow' : 'bg-white/6 text-mist-500',
          )}
        >
          {icons[achievement.id]}
        </span>
        {unlocked ? (
          <span className="rounded-full bg-love/15 px-2 py-0.5 text-xs font-bold text-emerald-200">
            Unlocked
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-white/6 px-2 py-0.5 text-xs font-bold text-mist-400">
            <Lock aria-hidden className="size-3" />
            Locked
          </span>
        )}
      </div>
      <div className="flex flex-col">
        <h3 className={clsx('font-bold', unlocked ? 'text-white' : 'text-mist-300')}>{title}</h3>
        <p className="text-xs text-mist-400">{description}</p>
      </div>
      <ProgressBar
        value={achievement.current}
        max={achievement.target}
        label={`${title} progress`}
        valueText={progress}
      />
      <p className="-mt-1 text-xs text-mist-400 tabular-nums">{progress}</p>
    </li>
  );
}

export function AchievementList({ achievements }: { achievements: Achievement[] }) {
  const headingId = useId();
  const unlocked = achievements.filter((a) => a.unlocked).length;
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-white">
            <Trophy aria-hidden className="size-5 text-ember-400" />
            Achievements
          </h2>
          <span className="text-sm text-mist-400">
            {unlocked} of {achievements.length} unlocked
          </span>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {achievements.map((a) => (
            <AchievementCard key={a.id} achievement={a} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
