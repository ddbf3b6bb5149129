import { createElement, lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export (our files have no default exports). `preload` loads
 * it ahead of a render, which then draws the page at once: React.lazy alone suspends on its first
 * render even for code already loaded, and a screen the server drew would give way to the loading
 * frame (docs/ARCHITECTURE.md#first-card).
 */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((m): ComponentType => (loaded = m[name]));
  const Lazy = lazy<ComponentType>(() => preload().then((page) => ({ default: page })));
  const Page = () => createElement(loaded ?? Lazy);
  Page.preload = preload;
  return Page;
}

// Only /home loads eagerly (docs/ARCHITECTURE.md#bundle-size); every other page is its own chunk.

// A visitor's first page: on / its code is requested while the app starts, not once the router
// reaches it, and signed-in users on /home never download it.
const landingModule = () => import('#client/features/landing/routes/landing-page.tsx');
// The server draws signed-in first screens from these modules too; it has no window.
const landingAtStart =
  typeof window !== 'undefined' && window.location.pathname === '/' ? landingModule() : null;
export const LandingPage = lazyNamed(() => landingAtStart ?? landingModule(), 'LandingPage');

export const LoginPage = lazyNamed(
  () => import('#client/features/auth/routes/login-page.tsx'),
  'LoginPage',
);
export const ForgotPasswordPage = lazyNamed(
  () => import('#client/features/auth/routes/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyNamed(
  () => import('#client/features/auth/routes/reset-password-page.tsx'),
  'ResetPasswordPage',
);
export const DemoLoginPage = lazyNamed(
  () => import('#client/features/auth/routes/demo-login-page.tsx'),
  'DemoLoginPage',
);
export const AdminLoginPage = lazyNamed(
  () => import('#client/features/auth/routes/admin-login-page.tsx'),
  'AdminLoginPage',
);
export const BusinessSignupPage = lazyNamed(
  () => import('#client/features/business/routes/business-signup-page.tsx'),
  'BusinessSignupPage',
);
export const BusinessDashboardPage = lazyNamed(
  () => import('#client/features/business/routes/business-dashboard-page.tsx'),
  'BusinessDashboardPage',
);
export const LocalCheckoutPage = lazyNamed(
  () => import('#client/features/business/routes/local-checkout-page.tsx'),
  'LocalCheckoutPage',
);
export const SearchPage = lazyNamed(
  () => import('#client/features/search/routes/search-page.tsx'),
  'SearchPage',
);
export const HotEventsPage = lazyNamed(
  () => import('#client/features/hot-events/routes/hot-events-page.tsx'),
  'HotEventsPage',
);
export const MyEventsPage = lazyNamed(
  () => import('#client/features/my-events/routes/my-events-page.tsx'),
  'MyEventsPage',
);
export const EventPage = lazyNamed(
  () => import('#client/features/event-page/routes/event-page.tsx'),
  'EventPage',
);
export const ProfilePage = lazyNamed(
  () => import('#client/features/profile/routes/profile-page.tsx'),
  'ProfilePage',
);
export const AdminPage = lazyNamed(
  () => import('#client/features/admin/routes/admin-page.tsx'),
  'AdminPage',
);
export const CrawlerPage = lazyNamed(
  () => import('#client/features/admin/routes/crawler-page.tsx'),
  'CrawlerPage',
);
export const BatchHistoryPage = lazyNamed(
  () => import('#client/features/admin/routes/batch-history-page.tsx'),
  'BatchHistoryPage',
);
export const EventDatabasePage = lazyNamed(
  () => import('#client/features/admin/routes/event-database-page.tsx'),
  'EventDatabasePage',
);
export const AccountsPage = lazyNamed(
  () => import('#client/features/admin/routes/accounts-page.tsx'),
  'AccountsPage',
);
export const AuditLogPage = lazyNamed(
  () => import('#client/features/admin/routes/audit-log-page.tsx'),
  'AuditLogPage',
);
// The admin frame only matters to admins.
export const AdminShell = lazyNamed(() => import('./layouts/admin-shell.tsx'), 'AdminShell');
export const NotFoundPage = lazyNamed(() => import('./not-found-page.tsx'), 'NotFoundPage');
