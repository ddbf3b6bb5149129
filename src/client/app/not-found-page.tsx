import { Link } from 'react-router';
import { PublicPage } from '#client/components/public-page.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PublicPage>
      <div className="flex flex-1 flex-col items-center justify-center gap-5 text-center">
        <p aria-hidden className="text-gradient text-8xl font-black tracking-tighter sm:text-9xl">
          404
        </p>
        <h1 className="text-3xl font-black tracking-tight text-white">404 Page Not Found</h1>
        <p className="max-w-sm text-mist-400">
          This page swiped left. The rest of the city is still out there.
        </p>
        <Link to="/" className={buttonClasses('secondary', 'md')}>
          Back to home
        </Link>
      </div>
    </PublicPage>
  );
}
