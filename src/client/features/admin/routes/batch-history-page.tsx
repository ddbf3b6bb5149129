import { Link } from 'react-router';
import { ArrowLeft, History } from 'lucide-react';
import { ComingSoon } from '#client/components/coming-soon.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function BatchHistoryPage() {
  useDocumentTitle('Batch history');
  return (
    <ComingSoon
      icon={History}
      title="Batch History"
      description="Every CSV upload batch, with its id range and a one-click removal, is coming soon."
    >
      <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to Admin Panel
      </Link>
    </ComingSoon>
  );
}
