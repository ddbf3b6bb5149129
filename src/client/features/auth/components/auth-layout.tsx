import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '#client/components/brand-logo.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame shared by the sign-in, demo and admin screens: logo, headline, one card. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center overflow-hidden px-4 py-8 sm:py-14">
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 h-[28rem] w-[44rem] -translate-x-1/2 rounded-full bg-hot-500/20 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -bottom-48 -left-24 -z-10 h-[26rem] w-[26rem] rounded-full bg-violet-glow/20 blur-3xl"
      />
      <header>
        <Link to="/" aria-label="SwipeNYC home" className="flex rounded-xl">
          <BrandLogo />
        </Link>
      </header>
      <main className="mt-8 flex w-full max-w-md flex-col gap-6">
        <header className="text-center">
          <h1 className="text-3xl font-black tracking-tight text-balance text-white sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-mist-400">{subtitle}</p>
        </header>
        {children}
        {footer && <div className="text-center text-sm text-mist-400">{footer}</div>}
      </main>
    </div>
  );
}
