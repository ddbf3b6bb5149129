import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * Back to where the person came from (the deck, a list, another event) with their place kept by
 * the browser; a page opened from a link goes to the deck instead of leaving the app.
 */
export function BackButton() {
  const navigate = useNavigate();
  const cameFromApp = useLocation().key !== 'default';
  return (
    <button
      type="button"
      onClick={() => void (cameFromApp ? navigate(-1) : navigate(paths.home))}
      className={buttonClasses('ghost', 'sm', 'w-fit -ml-2')}
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back
    </button>
  );
}
