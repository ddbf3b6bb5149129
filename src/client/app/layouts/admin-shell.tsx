import { Link, NavLink } from 'react-router';
import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { PageOutlet } from './page-outlet.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { paths } from '#client/lib/paths.ts';

const sections = [
  { to: paths.admin, label: 'Admin Panel' },
  { to: paths.crawler, label: 'Crawler' },
  { to: paths.batchHistory, label: 'Batch History' },
  { to: paths.eventDatabase, label: 'Event Database' },
  { to: paths.adminAccounts, label: 'Accounts' },
  { to: paths.auditLog, label: 'Audit Log' },
] as const;

/** Wider frame for the admin tools, which are desk work rather than thumb work. */
export function AdminShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-white/6 bg-ink-950/85 backdrop-blur-xl">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <div className="flex items-center gap-3">
            <Link to={paths.admin} className="flex rounded-xl">
              <BrandLogo />
            </Link>
            <span className="rounded-full bg-violet-glow/20 px-2.5 py-0.5 text-xs font-bold tracking-wide text-violet-200 uppercase">
              Admin
            </span>
          </div>
          <Link
            to={paths.home}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-mist-300 hover:bg-white/8 hover:text-white"
          >
            <ArrowLeft aria-hidden className="size-4" />
            <span>
              Back<span className="max-sm:hidden"> to app</span>
            </span>
          </Link>
        </div>
        {/* The sections wrap rather than scroll: a phone shows every one of them. */}
        <nav aria-label="Admin" className="mx-auto max-w-6xl px-2">
          <ul className="flex flex-wrap gap-1 pb-2">
            {sections.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    clsx(
                      'block rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
                      isActive
                        ? 'bg-white/10 text-white'
                        : 'text-mist-400 hover:bg-white/5 hover:text-white',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-8 outline-none"
      >
        <PageOutlet />
      </main>
    </div>
  );
}
