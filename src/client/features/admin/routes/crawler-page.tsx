import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, PlusCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { paths } from '#client/lib/paths.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { AddEventDialog } from '../components/add-event-dialog.tsx';
import { CrawlCard } from '../components/crawl-card.tsx';
import { CrawlPreviewCard } from '../components/crawl-preview-card.tsx';
import { ENHANCED_PANEL_ID } from '../lib/enhanced-panel-id.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';

export function CrawlerPage() {
  useDocumentTitle('Event crawler');
  const [adding, setAdding] = useState(false);

  return (
    <section className="flex flex-col gap-6">
      <AdminPageHeader
        title="Event Crawler"
        description="Bring real events in, or add one by hand."
      />

      <div className="grid items-start gap-4 md:grid-cols-2">
        <CrawlCard />

        <Card className="flex flex-col gap-4 p-5">
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand text-white shadow-glow">
              <PlusCircle aria-hidden className="size-5" />
            </span>
            <div>
              <h2 className="font-bold text-white">Manual entry</h2>
              <p className="text-sm text-mist-400">One event, with its own image if you have it.</p>
            </div>
          </div>
          <Button className="self-start" onClick={() => setAdding(true)}>
            <PlusCircle aria-hidden className="size-5" />
            Add Event Manually
          </Button>
        </Card>
      </div>

      <CrawlPreviewCard />

      <Link
        to={paths.adminSection(ENHANCED_PANEL_ID)}
        className="group flex items-center gap-4 rounded-3xl border border-white/8 bg-ink-850/80 p-5 transition-colors hover:border-hot-500/40 hover:bg-ink-800"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-white">Enhanced Admin Panel</span>
          <span className="block text-sm text-mist-400">
            NYC time, mock events, cleanup and quick refresh actions.
          </span>
        </span>
        <ChevronRight
          aria-hidden
          className="size-5 text-mist-500 transition-transform group-hover:translate-x-0.5"
        />
      </Link>

      <AddEventDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
