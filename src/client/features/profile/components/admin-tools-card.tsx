import { Link } from 'react-router';
import { Bot, LayoutDashboard, ShieldCheck } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { SettingsCard } from './settings-card.tsx';
import { paths } from '#client/lib/paths.ts';

/** Shown to admins only; the admin pages check the role again on their own. */
export function AdminToolsCard() {
  return (
    <SettingsCard icon={<ShieldCheck className="size-5" />} title="Admin Tools">
      <p className="-mt-1 text-sm text-mist-400">Run the event crawler and manage events.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={paths.crawler} className={buttonClasses('primary', 'md', 'sm:flex-1')}>
          <Bot aria-hidden className="size-5" />
          Event Crawler
        </Link>
        <Link to={paths.admin} className={buttonClasses('secondary', 'md', 'sm:flex-1')}>
          <LayoutDashboard aria-hidden className="size-5" />
          Admin Panel
        </Link>
      </div>
    </SettingsCard>
  );
}
