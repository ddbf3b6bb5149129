import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '#client/components/ui/page-loading.tsx';
import { DiscoverPage } from '#client/features/discover/routes/discover-page.tsx';
import { MaybeSignedIn } from './guards/maybe-signed-in.tsx';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireUser } from './guards/require-user.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { AppShell } from './layouts/app-shell.tsx';
import {
  AdminLoginPage,
  AdminPage,
  AdminShell,
  BatchHistoryPage,
  BusinessDashboardPage,
  BusinessSignupPage,
  CrawlerPage,
  DemoLoginPage,
  EventDatabasePage,
  AccountsPage,
  AuditLogPage,
  ForgotPasswordPage,
  EventPage,
  HotEventsPage,
  LandingPage,
  LocalCheckoutPage,
  LoginPage,
  MyEventsPage,
  NotFoundPage,
  ProfilePage,
  ResetPasswordPage,
  SearchPage,
} from './lazy-pages.ts';

// Non-admins leave the crawler after 2 s, the other admin pages after 0.5 s
// (docs/product.md#admin-redirects).
const CRAWLER_DENIED_REDIRECT_MS = 2000;
const ADMIN_DENIED_REDIRECT_MS = 500;

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="demo-login" element={<DemoLoginPage />} />
          <Route path="admin-login" element={<AdminLoginPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route element={<MaybeSignedIn />}>
            <Route path="business-signup" element={<BusinessSignupPage />} />
          </Route>

          <Route element={<RequireUser />}>
            <Route element={<AppShell />}>
              <Route path="home" element={<DiscoverPage />} />
              <Route path="search" element={<SearchPage />} />
              <Route path="hot-events" element={<HotEventsPage />} />
              <Route path="my-events" element={<MyEventsPage />} />
              <Route path="events/:eventId" element={<EventPage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="business-dashboard" element={<BusinessDashboardPage />} />
            </Route>
            <Route path="checkout/local/:sessionId" element={<LocalCheckoutPage />} />
          </Route>

          <Route element={<RequireAdmin deniedRedirectMs={ADMIN_DENIED_REDIRECT_MS} />}>
            <Route element={<AdminShell />}>
              <Route path="admin" element={<AdminPage />} />
              <Route path="batch-history" element={<BatchHistoryPage />} />
              <Route path="event-database" element={<EventDatabasePage />} />
              <Route path="admin/accounts" element={<AccountsPage />} />
              <Route path="admin/audit" element={<AuditLogPage />} />
            </Route>
          </Route>
          <Route element={<RequireAdmin deniedRedirectMs={CRAWLER_DENIED_REDIRECT_MS} />}>
            <Route element={<AdminShell />}>
              <Route path="crawler" element={<CrawlerPage />} />
            </Route>
          </Route>

          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
