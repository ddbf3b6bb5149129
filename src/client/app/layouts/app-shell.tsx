import { Link, NavLink, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { BriefcaseBusiness, Compass, Flame, Heart, Search, UserRound } from 'lucide-react';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { useBusinessAccount } from '#client/lib/business-account.ts';
import { FOCUS_SEARCH_STATE } from '#client/lib/search-focus.ts';
import { PageOutlet } from './page-outlet.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { paths } from '#client/lib/paths.ts';

const tabs = [
  { to: paths.home, label: 'Discover', Icon: Compass },
  { to: paths.hotEvents, label: 'Hot', Icon: Flame },
  { to: paths.myEvents, label: 'My Events', Icon: Heart },
  { to: paths.profile, label: 'Profile', Icon: UserRound },
] as const;

/** Pages that lay their content out in columns on wide screens; the rest keep a reading width. */
const WIDE_PAGES = new Set<string>([paths.home, paths.search, paths.hotEvents, paths.myEvents]);

const iconLink =
  'flex size-10 items-center justify-center rounded-full text-mist-300 transition-colors hover:bg-white/8 hover:text-white';

/**
 * Phone-first frame for signed-in pages: sticky header, content, bottom tab bar. Wide screens
 * get a wider frame, which the deck, search, hot and saved lists fill with columns.
 */
export function AppShell() {
  // Until the account is known (or if it cannot be read), the link offers the signup.
  const { data: business } = useBusinessAccount();
  const wide = WIDE_PAGES.has(useLocation().pathname);
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-lg flex-col bg-ink-950 sm:border-x sm:border-white/6 sm:bg-ink-900/40 lg:max-w-6xl">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-white/6 bg-ink-950/85 pt-[env(safe-area-inset-top)] backdrop-blur-xl">
        <div className="flex h-14 items-center justify-between gap-2 px-4">
          <Link to={paths.home} className="flex rounded-xl">
            <BrandLogo />
          </Link>
          <div className="flex items-center gap-1">
            <Link
              to={business ? paths.businessDashboard : paths.businessSignup}
              className="mr-1 inline-flex h-9 items-center gap-1.5 rounded-full border border-white/10 px-3 text-sm font-semibold text-mist-300 transition-colors hover:border-white/25 hover:text-white"
            >
              {/* Below 380 px the word alone keeps the header inside the screen. */}
              <BriefcaseBusiness aria-hidden className="size-4 max-[379px]:hidden" />
              Business
            </Link>
            <Link
              to={paths.search}
              state={FOCUS_SEARCH_STATE}
              aria-label="Search"
              className={iconLink}
            >
              <Search aria-hidden className="size-5" />
            </Link>
            <Link to={paths.profile} aria-label="Profile" className={iconLink}>
              <UserRound aria-hidden className="size-5" />
            </Link>
          </div>
        </div>
      </header>

      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex flex-1 flex-col px-4 pt-5 pb-28 outline-none lg:px-8"
      >
        <div className={clsx('flex flex-1 flex-col', !wide && 'lg:mx-auto lg:w-full lg:max-w-2xl')}>
          <PageOutlet />
        </div>
      </main>

      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-lg border-t lg:max-w-6xl border-white/8 bg-ink-950/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl sm:border-x"
      >
        <ul className="grid grid-cols-4">
          {tabs.map(({ to, label, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  clsx(
                    'flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors',
                    isActive ? 'text-hot-400' : 'text-mist-500 hover:text-mist-100',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={clsx(
                        'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                        isActive && 'bg-hot-500/15',
                      )}
                    >
                      <Icon aria-hidden className={clsx('size-5', isActive && 'fill-hot-500/25')} />
                    </span>
                    {label}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
