import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { paths } from '#client/lib/paths.ts';

/** A signed-in non-admin on an admin page: say so, then move on to the admin login. */
export function AccessDenied({ redirectAfterMs }: { redirectAfterMs: number }) {
  useDocumentTitle('Access denied');
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(
      () => void navigate(paths.adminLogin, { replace: true }),
      redirectAfterMs,
    );
    return () => clearTimeout(timer);
  }, [navigate, redirectAfterMs]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-pass/15 text-rose-300">
        <ShieldAlert aria-hidden className="size-8" />
      </span>
      <h1 className="text-3xl font-black tracking-tight text-white">Access Denied</h1>
      <p className="max-w-sm text-mist-400">
        This page is for SwipeNYC administrators. Taking you to the admin sign-in…
      </p>
      <Link to={paths.adminLogin} replace className={buttonClasses('secondary')}>
        Go to admin sign-in
      </Link>
    </main>
  );
}
