import { useState } from 'react';
import { Users } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { RetryNotice } from '#client/components/retry-notice.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useAccounts } from '../api/get-accounts.ts';
import { AccountList } from '../components/account-list.tsx';
import { AccountSearchForm } from '../components/account-search-form.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { BatchSkeleton } from '../components/batch-skeleton.tsx';

/** Find an account, see what it holds, suspend, restore, reset or delete it (docs/admin.md#accounts). */
export function AccountsPage() {
  useDocumentTitle('Accounts');
  const [q, setQ] = useState('');
  const accounts = useAccounts(q);
  const list = accounts.data ?? [];

  return (
    <section className="flex flex-col gap-6">
      <AdminPageHeader
        title="Accounts"
        liveDescription
        description={
          q
            ? accounts.isSuccess
              ? `${list.length}${accounts.hasNextPage ? '+' : ''} matching “${q}”.`
              : `Searching for “${q}”…`
            : 'Everyone with an account, newest first.'
        }
      />
      <Card className="p-4 sm:p-5">
        <AccountSearchForm q={q} onSearch={setQ} />
      </Card>

      {accounts.isPending ? (
        <BatchSkeleton rows={4} label="Loading accounts…" />
      ) : accounts.isError ? (
        <RetryNotice onRetry={() => void accounts.refetch()} retrying={accounts.isFetching}>
          The accounts could not be loaded.
        </RetryNotice>
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-16 items-center justify-center rounded-3xl bg-brand shadow-glow">
            <Users aria-hidden className="size-8 text-white" />
          </span>
          <h2 className="text-xl font-black text-white">No accounts match</h2>
          <p className="max-w-sm text-mist-400">
            Try another part of the email or name, or clear the box to list everyone.
          </p>
        </Card>
      ) : (
        <>
          <AccountList accounts={list} />
          {accounts.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              pending={accounts.isFetchingNextPage}
              onClick={() => void accounts.fetchNextPage()}
            >
              Show more accounts
            </Button>
          )}
        </>
      )}
    </section>
  );
}
