import { RetryNotice } from '#client/components/retry-notice.tsx';
import { useBusinessAccount } from '#client/lib/business-account.ts';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { AccessRequired } from '../components/access-required.tsx';
import { BusinessDashboard } from '../components/business-dashboard.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';

export function BusinessDashboardPage() {
  useDocumentTitle('Business dashboard');
  const account = useBusinessAccount();

  if (account.isPending) return <DashboardSkeleton />;
  if (account.isError) {
    return (
      <RetryNotice onRetry={() => void account.refetch()} retrying={account.isFetching}>
        Your business account could not be loaded.
      </RetryNotice>
    );
  }
  if (!account.data) return <AccessRequired />;
  return <BusinessDashboard account={account.data} />;
}
