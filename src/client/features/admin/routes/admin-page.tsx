import { Bot, Clock, Database, FileDown, History } from 'lucide-react';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { EXPORT_EVENTS_URL } from '../api/export-events.ts';
import { useNycTime } from '../api/get-nyc-time.ts';
import { AdminLinkCard } from '../components/admin-link-card.tsx';
import { BulkUploadCard } from '../components/bulk-upload-card.tsx';
import { BusinessReviewCard } from '../components/business-review-card.tsx';
import { EnhancedAdminPanel } from '../components/enhanced-admin-panel.tsx';
import { UploadHistory } from '../components/upload-history.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { paths } from '#client/lib/paths.ts';

const nycShort = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** The New York time beside the title; the Enhanced Admin Panel has the full status. */
function NycClock() {
  const { data } = useNycTime();
  if (!data) return null;
  const at = new Date(data.timestamp);
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-3 py-1.5 text-sm text-mist-300">
      <Clock aria-hidden className="size-4 text-ember-400" />
      <span>
        New York <time dateTime={data.timestamp}>{nycShort.format(at)}</time>
      </span>
    </p>
  );
}

export function AdminPage() {
  useDocumentTitle('Admin panel');
  return (
    <section className="flex flex-col gap-6">
      <AdminPageHeader
        title="Admin Panel"
        description="Load, tidy and watch over the city’s events."
        backLink={false}
        actions={<NycClock />}
      />

      <BulkUploadCard />

      <BusinessReviewCard />

      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <li>
          <AdminLinkCard
            Icon={FileDown}
            label="Export Events"
            text="Every event as a CSV file."
            to={EXPORT_EVENTS_URL}
            download
          />
        </li>
        <li>
          <AdminLinkCard
            Icon={History}
            label="Batch History"
            text="Every CSV upload batch."
            to={paths.batchHistory}
          />
        </li>
        <li>
          <AdminLinkCard
            Icon={Database}
            label="Event Database"
            text="Search, edit and delete events."
            to={paths.eventDatabase}
          />
        </li>
        <li>
          <AdminLinkCard
            Icon={Bot}
            label="Event Crawler"
            text="Scrape real events, add one by hand."
            to={paths.crawler}
          />
        </li>
      </ul>

      <UploadHistory />

      <EnhancedAdminPanel />
    </section>
  );
}
