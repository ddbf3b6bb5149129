import { Link } from 'react-router';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { paths } from '#client/lib/paths.ts';

const columns = [
  {
    title: 'Explore',
    links: [
      { to: paths.home, label: 'Start Swiping' },
      { to: paths.login, label: 'Sign in' },
      { to: paths.demoLogin, label: 'Demo account' },
    ],
  },
  {
    title: 'Business',
    links: [{ to: paths.businessSignup, label: 'List your event' }],
  },
  {
    title: 'Team',
    links: [{ to: paths.adminLogin, label: 'Admin login' }],
  },
] as const;

export function LandingFooter() {
  return (
    <footer className="border-t border-white/6 bg-ink-950 px-4 py-12 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 md:flex-row md:justify-between">
        <div className="max-w-xs">
          <BrandLogo />
          <p className="mt-3 text-sm text-mist-500">
            Find something to do in New York City tonight, one swipe at a time.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {columns.map(({ title, links }) => (
            <div key={title}>
              <h2 className="text-sm font-bold text-white">{title}</h2>
              <ul className="mt-3 flex flex-col gap-2">
                {links.map(({ to, label }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="rounded text-sm text-mist-400 transition-colors hover:text-white"
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl text-xs text-mist-500">
        © {new Date().getFullYear()} SwipeNYC. Made for New York.
      </p>
    </footer>
  );
}
