/**
 * Every API path the client calls, in one place: a moved route is one edit here, and a typo is a
 * type error rather than a 404 at run time. Path parameters are encoded by the helpers.
 */
const id = (value: string | number) => encodeURIComponent(String(value));

export const apiPaths = {
  auth: {
    session: '/api/auth/session',
    login: '/api/auth/login',
    register: '/api/auth/register',
    demoLogin: '/api/auth/demo-login',
    adminLogin: '/api/auth/admin-login',
    logout: '/api/auth/logout',
    password: '/api/auth/password',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    google: '/api/auth/google',
    providers: '/api/auth/providers',
  },
  events: {
    list: '/api/events',
    unseen: '/api/events/unseen',
    hot: '/api/events/hot',
    one: (eventId: number) => `/api/events/${id(eventId)}`,
    view: (eventId: number) => `/api/events/${id(eventId)}/view`,
    details: (eventId: number) => `/api/events/${id(eventId)}/details`,
    similar: (eventId: number) => `/api/events/${id(eventId)}/similar`,
    ics: (eventId: number) => `/api/events/${id(eventId)}/calendar.ics`,
    bulkEdit: '/api/events/bulk-edit',
    bulkDelete: '/api/events/bulk-delete',
    bulkUpload: '/api/events/bulk-upload',
    bulkUploadPreview: '/api/events/bulk-upload/preview',
    batches: '/api/events/batches',
    batchUndo: '/api/events/batch/undo',
    csvTemplate: '/api/events/csv-template',
    csvExport: '/api/events/export/csv',
    generateMock: '/api/events/generate-mock',
    cleanup: '/api/events/cleanup',
  },
  userEvents: {
    list: '/api/user-events',
    one: (eventId: number) => `/api/user-events/${id(eventId)}`,
    byAction: (action: string) => `/api/user-events/by-action/${id(action)}`,
  },
  me: {
    account: '/api/users/me',
    stats: '/api/users/me/stats',
    preferences: '/api/users/me/preferences',
    calendarSettings: '/api/users/me/calendar-settings',
    export: '/api/users/me/export',
  },
  calendar: {
    feed: '/api/calendar/feed',
    feedRegenerate: '/api/calendar/feed/regenerate',
    googleConnect: '/api/calendar/google/connect',
    googleAddEvent: '/api/calendar/google/add-event',
  },
  business: {
    account: '/api/business/account',
    signup: '/api/business/signup',
    captcha: '/api/business/captcha',
    events: '/api/business/events',
    images: '/api/business/images',
    analytics: '/api/business/analytics',
    checkout: '/api/business/checkout',
    checkoutStatus: (sessionId: string) => `/api/business/checkout/${id(sessionId)}`,
    localCheckout: (sessionId: string) => `/api/payments/local/${id(sessionId)}`,
  },
  admin: {
    events: '/api/admin/events',
    businessEvents: '/api/admin/business-events',
    publishBusinessEvent: (businessEventId: number) =>
      `/api/admin/business-events/${id(businessEventId)}/publish`,
    rejectBusinessEvent: (businessEventId: number) =>
      `/api/admin/business-events/${id(businessEventId)}/reject`,
    analytics: '/api/analytics',
    crawlStatus: '/api/crawl/status',
    crawlDemo: '/api/crawl/demo',
    crawlPreview: '/api/admin/crawl/preview',
    crawlReal: '/api/scrape-real-events',
    uploadImage: '/api/upload/image',
    nycTime: '/api/time/nyc',
    accounts: '/api/admin/accounts',
    account: (userId: string) => `/api/admin/accounts/${id(userId)}`,
    accountAction: (userId: string, action: 'suspend' | 'restore' | 'password-reset') =>
      `/api/admin/accounts/${id(userId)}/${action}`,
    audit: '/api/admin/audit',
  },
  push: {
    publicKey: '/api/push/public-key',
    subscriptions: '/api/push/subscriptions',
  },
} as const;
