import { clsx } from 'clsx';
import type { AdminAccount } from '#shared/schemas/admin-accounts.ts';
import { Card } from '#client/components/ui/card.tsx';
import { AccountActions } from './account-actions.tsx';
import { formatNycDate } from './admin-format.ts';

function Badge({ tone, children }: { tone: 'violet' | 'rose' | 'mist'; children: string }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-bold tracking-wide uppercase',
        tone === 'violet' && 'bg-violet-glow/20 text-violet-200',
        tone === 'rose' && 'bg-pass/20 text-rose-200',
        tone === 'mist' && 'bg-white/10 text-mist-200',
      )}
    >
      {children}
    </span>
  );
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-mist-500">{label}</dt>
      <dd className="truncate font-semibold text-mist-100">{value}</dd>
    </div>
  );
}

/** One card per account: who, what they have, and the actions on them. */
export function AccountList({ accounts }: { accounts: AdminAccount[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Accounts">
      {accounts.map((a) => (
        <li key={a.id}>
          <Card className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center">
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="truncate font-bold text-white">{a.name || a.email}</h2>
                  {a.role === 'admin' && <Badge tone="violet">Admin</Badge>}
                  {a.suspended && <Badge tone="rose">Suspended</Badge>}
                  {a.isDemo && <Badge tone="mist">Demo</Badge>}
                </div>
                <p className="truncate text-sm text-mist-400">{a.email}</p>
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                <Fact label="Joined" value={formatNycDate(a.createdAt)} />
                <Fact label="Business" value={a.businessName ?? '—'} />
                <Fact label="Swipes" value={a.swipeCount.toLocaleString('en-US')} />
                <Fact label="Uploads" value={a.uploadCount.toLocaleString('en-US')} />
              </dl>
            </div>
            <AccountActions account={a} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
