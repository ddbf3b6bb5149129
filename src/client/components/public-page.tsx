import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from './brand-logo.tsx';
import { buttonClasses } from './ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

/** Frame for public pages other than the landing page: logo home, one call to action. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <div
        aria-hidden
        className="absolute -top-48 right-[-10rem] -z-10 h-[30rem] w-[30rem] rounded-full bg-hot-500/15 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute bottom-[-12rem] left-[-8rem] -z-10 h-[28rem] w-[28rem] rounded-full bg-violet-glow/15 blur-3xl"
      />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" aria-label="SwipeNYC home" className="flex rounded-xl">
          <BrandLogo />
        </Link>
        <Link to={paths.home} className={buttonClasses('primary', 'sm')}>
          Start Swiping
        </Link>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-10 sm:px-6">
        {children}
      </main>
    </div>
  );
}
