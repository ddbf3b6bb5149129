import { Link } from 'react-router';
import { BrandLogo } from '#client/components/brand-logo.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

const sections = [
  { href: '#features', label: 'Features' },
  { href: '#how-it-works', label: 'How it Works' },
  { href: '#download', label: 'Download' },
] as const;

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/6 bg-ink-950/75 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="SwipeNYC home" className="flex rounded-xl">
          <BrandLogo />
        </Link>
        <nav aria-label="Sections" className="hidden items-center gap-1 md:flex">
          {sections.map(({ href, label }) => (
            <a
              key={href}
              href={href}
              className="rounded-full px-3.5 py-2 text-sm font-medium text-mist-300 transition-colors hover:bg-white/6 hover:text-white"
            >
              {label}
            </a>
          ))}
          <Link
            to={paths.businessSignup}
            className="rounded-full px-3.5 py-2 text-sm font-medium text-mist-300 transition-colors hover:bg-white/6 hover:text-white"
          >
            For Business
          </Link>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <Link
            to={paths.login}
            className="rounded-full px-3 py-2 text-sm font-semibold text-mist-300 transition-colors hover:text-white max-sm:hidden"
          >
            Sign in
          </Link>
          <Link to={paths.home} className={buttonClasses('primary', 'sm')}>
            Start Swiping
          </Link>
        </div>
      </div>
    </header>
  );
}
