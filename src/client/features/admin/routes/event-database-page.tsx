import { Link } from 'react-router';
import { ArrowLeft, Database } from 'lucide-react';
import { ComingSoon } from '#client/components/coming-soon.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function EventDatabasePage() {
  useDocumentTitle('Event database');
  return (
    <ComingSoon
      icon={Database}
      title="Event Database"
      description="Search, filter, edit and bulk-delete every event in the database. Coming soon."
    >
      <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to Admin Panel
      </Link>
    </ComingSoon>
  );
}
