import { Link } from 'react-router';
import { ArrowLeft, Bot } from 'lucide-react';
import { ComingSoon } from '#client/components/coming-soon.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';

export function CrawlerPage() {
  useDocumentTitle('Event crawler');
  return (
    <ComingSoon
      icon={Bot}
      title="Event Crawler"
      description="Test crawls, real-event scraping and manual event entry are coming soon."
    >
      <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to Admin Panel
      </Link>
    </ComingSoon>
  );
}
