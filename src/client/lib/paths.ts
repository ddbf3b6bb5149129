/**
 * The app's own screens (the router in app/router.tsx serves them). Links and redirects take
 * their addresses from here, so a renamed screen is one edit and a typo is a type error.
 */
export const paths = {
  landing: '/',
  login: '/login',
  demoLogin: '/demo-login',
  adminLogin: '/admin-login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  home: '/home',
  search: '/search',
  hotEvents: '/hot-events',
  myEvents: '/my-events',
  /** One event's page in the app (the public share page is /e/:id, served by the server). */
  event: (eventId: number) => `/events/${eventId}`,
  profile: '/profile',
  /** The profile opened on one of its tabs. */
  profileTab: (tab: 'calendar') => `/profile?tab=${tab}`,
  businessSignup: '/business-signup',
  businessDashboard: '/business-dashboard',
  admin: '/admin',
  /** The admin panel scrolled to one of its sections. */
  adminSection: (id: string) => `/admin#${id}`,
  crawler: '/crawler',
  batchHistory: '/batch-history',
  eventDatabase: '/event-database',
  adminAccounts: '/admin/accounts',
  auditLog: '/admin/audit',
} as const;
