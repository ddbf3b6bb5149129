import { clsx } from 'clsx';
import type { Analytics, JobRun } from '#shared/schemas/admin-operations.ts';
import { formatNycDateTime, plural } from './admin-format.ts';
import { OneLineText } from '#client/components/ui/one-line-text.tsx';

/** "expiredUserEvents" → "expired user events". */
function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A job's result in one line: its numbers and short texts, e.g. "expired events 3 · …". */
function jobResultSummary({ error, result }: JobRun): string {
  if (error) return error;
  if (result === null || result === undefined) return '';
  if (typeof result !== 'object') return String(result);
  return Object.entries(result)
    .filter(([, v]) => ['number', 'string', 'boolean'].includes(typeof v))
    .map(([k, v]) => `${words(k)} ${typeof v === 'number' ? v.toLocaleString('en-US') : String(v)}`)
    .join(' · ');
}

function JobStatus({ ok }: { ok: boolean | null }) {
  const [label, tone] =
    ok === null
      ? ['running', 'bg-maybe/15 text-sky-200']
      : ok
        ? ['ok', 'bg-love/15 text-emerald-200']
        : ['failed', 'bg-pass/15 text-rose-200'];
  return (
    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-bold uppercase', tone)}>
      {label}
    </span>
  );
}

const listClass = 'flex flex-col divide-y divide-white/6 text-sm';

export function TopLikedList({ events }: { events: Analytics['topLiked'] }) {
  return (
    <section className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-white">Top liked</h4>
      {events.length === 0 ? (
        <p className="text-sm text-mist-500">No likes yet.</p>
      ) : (
        <ol className={listClass}>
          {events.map((e, i) => (
            <li key={e.id} className="flex items-center gap-3 py-2">
              <span className="w-6 shrink-0 text-right font-black text-mist-500 tabular-nums">
                {i + 1}
              </span>
              <OneLineText text={e.title} className="min-w-0 flex-1 text-mist-100" />
              <span className="shrink-0 font-semibold text-hot-300 tabular-nums">
                {plural(e.likeCount, 'like')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function RecentBatchesList({ batches }: { batches: Analytics['recentBatches'] }) {
  return (
    <section className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-white">Recent batches</h4>
      {batches.length === 0 ? (
        <p className="text-sm text-mist-500">No uploads yet.</p>
      ) : (
        <ul className={listClass}>
          {batches.map((b) => (
            <li key={b.batchStartId} className="flex flex-col py-2">
              <span className="truncate font-medium text-mist-100">{b.filename}</span>
              <span className="text-mist-400">
                #{b.batchStartId} · {plural(b.eventCount, 'event')} ·{' '}
                {formatNycDateTime(b.uploadedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RecentJobRunsList({ runs }: { runs: JobRun[] }) {
  return (
    <section className="flex flex-col gap-3">
      <h4 className="text-sm font-semibold text-white">Recent job runs</h4>
      {runs.length === 0 ? (
        <p className="text-sm text-mist-500">No job has run yet.</p>
      ) : (
        <ul className={listClass}>
          {runs.map((run) => (
            <li key={`${run.job}-${run.startedAt}`} className="flex flex-col gap-0.5 py-2">
              <span className="flex items-center gap-2">
                <span className="font-medium text-mist-100">{run.job}</span>
                <JobStatus ok={run.ok} />
              </span>
              <span className="text-mist-400">{formatNycDateTime(run.startedAt)}</span>
              <span className="break-words text-mist-300">{jobResultSummary(run)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
