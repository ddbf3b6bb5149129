import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, FlaskConical, Globe, Info, PlusCircle, Radar } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { AddEventDialog } from '../components/add-event-dialog.tsx';
import { ENHANCED_PANEL_ID } from '../lib/enhanced-panel-id.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';

const CRAWLER_NOTE_ID = 'crawler-not-yet';

export function CrawlerPage() {
  useDocumentTitle('Event crawler');
  const [adding, setAdding] = useState(false);

  return (
    <section className="flex flex-col gap-6">
      <AdminPageHeader
        title="Event Crawler"
        description="Bring real events in, or add one by hand."
      />

      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="flex items-center gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-violet-glow/20 text-violet-200">
                <Radar aria-hidden className="size-5" />
              </span>
              <div>
                <h2 className="font-bold text-white">Automation</h2>
                <p className="text-sm text-mist-400">Crawls real sources every hour.</p>
              </div>
            </div>
            <p className="flex items-center gap-2 text-sm text-mist-400">
              <span className="sr-only">Status:</span>
              <span className="inline-flex items-center gap-1.5 rounded-full border border-love/40 bg-love/10 px-2.5 py-1 text-xs font-bold text-emerald-200">
                <span aria-hidden className="size-1.5 rounded-full bg-love" />
                Ready
              </span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled aria-describedby={CRAWLER_NOTE_ID}>
              <FlaskConical aria-hidden className="size-4" />
              Test Crawl (Demo)
            </Button>
            <Button variant="secondary" size="sm" disabled aria-describedby={CRAWLER_NOTE_ID}>
              <Globe aria-hidden className="size-4" />
              Scrape Real Events
            </Button>
          </div>
          <p
            id={CRAWLER_NOTE_ID}
            className="flex items-start gap-2 rounded-2xl border border-maybe/30 bg-maybe/8 px-3.5 py-3 text-sm text-sky-100"
          >
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-300" />
            Crawling real sources arrives with the crawler.
          </p>
        </Card>

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

      <Link
        to={`/admin#${ENHANCED_PANEL_ID}`}
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
