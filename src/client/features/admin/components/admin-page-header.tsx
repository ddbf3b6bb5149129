import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

interface AdminPageHeaderProps {
  title: string;
  description: ReactNode;
  /** Says changes of the description aloud (a count that follows the data). */
  liveDescription?: boolean;
  /** Controls beside the title; every page but the panel itself also links back to it. */
  actions?: ReactNode;
  backLink?: boolean;
}

/** The title block every admin screen opens with. */
export function AdminPageHeader({
  title,
  description,
  liveDescription = false,
  actions,
  backLink = true,
}: AdminPageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">{title}</h1>
        <p className="mt-1 text-mist-400" aria-live={liveDescription ? 'polite' : undefined}>
          {description}
        </p>
      </div>
      {(backLink || actions) && (
        <div className="flex flex-wrap items-center gap-2">
          {backLink && (
            <Link to={paths.admin} className={buttonClasses('ghost', 'sm')}>
              <ArrowLeft aria-hidden className="size-4" />
              Back to Admin Panel
            </Link>
          )}
          {actions}
        </div>
      )}
    </header>
  );
}
