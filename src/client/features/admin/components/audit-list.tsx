import { auditActionLabels, type AuditEntry } from '#shared/schemas/audit.ts';
import { Card } from '#client/components/ui/card.tsx';
import { formatNycDateTime } from './admin-format.ts';

const DETAIL_MAX = 120;

/** One detail as short text: lists and objects as compact JSON, cut to a line. */
function detailText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text;
}

/** The audit entries, newest first: what, who, on what, when, and the recorded details. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol className="flex flex-col gap-2" aria-label="Audit entries">
      {entries.map((e) => {
        const details = Object.entries(e.details);
        return (
          <li key={e.id}>
            <Card className="flex flex-col gap-2 rounded-2xl p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 className="font-bold text-white">{auditActionLabels[e.action]}</h2>
                <time dateTime={e.createdAt} className="text-sm text-mist-400">
                  {formatNycDateTime(e.createdAt)}
                </time>
              </div>
              <p className="text-sm break-words text-mist-300">
                by <span className="font-semibold text-mist-100">{e.actorEmail}</span>
                {e.actorId === null && <span className="text-mist-500"> (account deleted)</span>}
                {' · '}
                {e.targetType}
                {e.targetId !== null && (
                  <>
                    {' '}
                    <span className="font-mono text-mist-100">{e.targetId}</span>
                  </>
                )}
              </p>
              {details.length > 0 && (
                <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-mist-400">
                  {details.map(([key, value]) => (
                    <div key={key} className="flex min-w-0 gap-1">
                      <dt>{key}:</dt>
                      <dd className="font-mono break-all text-mist-200">{detailText(value)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
