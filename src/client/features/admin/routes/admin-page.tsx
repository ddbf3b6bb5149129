import { Link } from 'react-router';
import { Bot, ChevronRight, Clock, Database, History, Upload } from 'lucide-react';
import { Card } from '#client/components/ui/card.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useNycTime } from '../api/get-nyc-time.ts';

const tools = [
  { to: '/crawler', label: 'Event Crawler', text: 'Scrape and schedule real events.', Icon: Bot },
  { to: '/batch-history', label: 'Batch History', text: 'Every CSV upload batch.', Icon: History },
  {
    to: '/event-database',
    label: 'Event Database',
    text: 'Search, edit and delete events.',
    Icon: Database,
  },
] as const;

function NycClock() {
  const { data, isPending, isError } = useNycTime();
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-ember-500/15 text-ember-400">
        <Clock aria-hidden className="size-5" />
      </span>
      <div className="min-w-0" aria-live="polite">
        <h2 className="text-sm font-semibold text-mist-400">Time in New York</h2>
        {isPending && <p className="mt-1 text-mist-300">Loading…</p>}
        {isError && <p className="mt-1 text-rose-300">NYC time is unavailable right now.</p>}
        {data && (
          <>
            <p className="mt-1 text-lg font-bold text-white">{data.nycTime}</p>
            <p className="text-xs text-mist-500">{data.timezone}</p>
          </>
        )}
      </div>
    </Card>
  );
}

export function AdminPage() {
  useDocumentTitle('Admin panel');
  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">Admin Panel</h1>
        <p className="mt-1 text-mist-400">Load, tidy and watch over the city’s events.</p>
      </header>
      <NycClock />
      <ul className="grid gap-3 sm:grid-cols-3">
        {tools.map(({ to, label, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-center gap-4 rounded-3xl border border-white/8 bg-ink-850/80 p-5 transition-colors hover:border-hot-500/40 hover:bg-ink-800"
            >
              <Icon aria-hidden className="size-6 shrink-0 text-hot-400" />
              <span className="min-w-0 flex-1">
                <span className="block font-bold text-white">{label}</span>
                <span className="block text-sm text-mist-400">{text}</span>
              </span>
              <ChevronRight
                aria-hidden
                className="size-5 text-mist-500 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
      <Card className="flex items-start gap-4 p-5">
        <Upload aria-hidden className="mt-0.5 size-6 shrink-0 text-mist-400" />
        <div>
          <h2 className="font-bold text-white">Bulk upload and export</h2>
          <p className="text-sm text-mist-400">
            CSV upload with preview, batch undo and event export are coming soon.
          </p>
        </div>
      </Card>
    </section>
  );
}
