import type { InjectOptions } from 'fastify';
import { addDays, nycToday } from '#shared/time.ts';

/**
 * `user` is A, who owns every id the calls name; `other` is B, a plain user; `business` is C,
 * another business owner; `admin` is the administrator.
 */
export type Role = 'anonymous' | 'user' | 'other' | 'business' | 'admin';

/** A's ids, and events the admin may change or delete. */
export interface World {
  userId: string;
  email: string;
  likedEventId: number;
  maybeEventId: number;
  spareEventIds: [number, number, number, number];
  /** Unpaid, with an open checkout. */
  businessEventId: number;
  /** Paid and awaiting review: one to publish, one to reject. */
  paidEventIds: [number, number];
  sessionId: string;
  /** A second open checkout, for the cancel call. */
  cancelSessionId: string;
  feedToken: string;
}

export interface Row {
  call: (w: World, role: Role) => InjectOptions;
  expect: Record<Role, number>;
  /** The call ends the caller's session: each role makes it with a session of its own. */
  freshSession?: boolean;
}

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/** Everyone gets the same answer. */
const all = (status: number) => ({
  anonymous: status,
  user: status,
  other: status,
  business: status,
  admin: status,
});
/** Any signed-in caller. */
const signedIn = (status: number) => ({ ...all(status), anonymous: 401 });
const adminOnly = (status: number) => ({ ...all(403), anonymous: 401, admin: status });
/** A's own record: everyone else is refused, the admin included. */
const ownerOnly = (status: number, refused = 403) => ({
  ...all(refused),
  anonymous: 401,
  user: status,
});
/** Needs a business account: A and C have one, B and the admin do not. */
const business = (status: number) => ({ ...signedIn(status), other: 403, admin: 403 });

const calendarEvent = (w: World) => ({
  eventId: w.likedEventId,
  title: 'Late set',
  date: addDays(nycToday(), 2),
  time: '8:00 PM',
});
export const pushEndpoint = (role: Role) => `https://push.example.com/send/${role}`;

/**
 * Every /api route (HEAD routes follow their GET) with the status each role gets. A route
 * missing here fails the matrix, so each new route needs a decision. Each role makes every call
 * in this order, A last.
 */
export const authorizationTable: Record<string, Row> = {
  'GET /api/docs': { call: () => get('/api/docs'), expect: all(200) },
  'HEAD /api/docs/': { call: () => ({ method: 'HEAD', url: '/api/docs/' }), expect: all(200) },
  // The UI page lives at /api/docs; its old address sends the browser there.
  'GET /api/docs/static/index.html': {
    call: () => get('/api/docs/static/index.html'),
    expect: all(302),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    call: () => get('/api/docs/static/swagger-initializer.js'),
    expect: all(200),
  },
  'GET /api/docs/json': { call: () => get('/api/docs/json'), expect: all(200) },
  'GET /api/docs/yaml': { call: () => get('/api/docs/yaml'), expect: all(200) },
  'GET /api/docs/static/*': {
    call: () => get('/api/docs/static/swagger-ui.css'),
    expect: all(200),
  },
  'GET /api/health': { call: () => get('/api/health'), expect: all(200) },
  'GET /api/identity/callback/google': {
    call: () => get('/api/identity/callback/google?state=x&code=y'),
    expect: all(302),
  },
  'GET /api/auth/user': { call: () => get('/api/auth/user'), expect: signedIn(200) },
  'HEAD /api/auth/session': {
    call: () => ({ method: 'HEAD', url: '/api/auth/session' }),
    expect: all(200),
  },
  'GET /api/auth/session': { call: () => get('/api/auth/session'), expect: all(200) },
  'GET /api/auth/providers': { call: () => get('/api/auth/providers'), expect: all(200) },
  'POST /api/auth/register': {
    call: (w) => send('POST', '/api/auth/register', { email: w.email, password: 'secret123' }),
    expect: all(409),
  },
  'POST /api/auth/login': {
    call: (w) => send('POST', '/api/auth/login', { email: w.email, password: 'wrong-one' }),
    expect: all(401),
  },
  'POST /api/auth/demo-login': {
    call: () => send('POST', '/api/auth/demo-login', { username: 'nobody', password: 'x' }),
    expect: all(401),
  },
  'POST /api/auth/admin-login': {
    call: () => send('POST', '/api/auth/admin-login', { username: 'admin', password: 'wrong' }),
    expect: all(401),
  },
  'POST /api/auth/logout': {
    call: () => send('POST', '/api/auth/logout'),
    expect: all(200),
    freshSession: true,
  },
  'POST /api/auth/password': {
    call: () =>
      send('POST', '/api/auth/password', {
        currentPassword: 'not-the-password',
        newPassword: 'another-secret-1',
      }),
    expect: signedIn(400),
  },
  'POST /api/auth/forgot-password': {
    call: () => send('POST', '/api/auth/forgot-password', { email: 'nobody@example.com' }),
    expect: all(200),
  },
  'POST /api/auth/reset-password': {
    call: () =>
      send('POST', '/api/auth/reset-password', { token: 'not-a-token', newPassword: 'secret123' }),
    expect: all(400),
  },
  'GET /api/auth/google': { call: () => get('/api/auth/google'), expect: all(302) },
  'GET /api/events/unseen': { call: () => get('/api/events/unseen'), expect: signedIn(200) },
  'GET /api/events/hot': { call: () => get('/api/events/hot'), expect: signedIn(200) },
  'GET /api/events/:eventId': {
    call: (w) => get(`/api/events/${w.likedEventId}`),
    expect: signedIn(200),
  },
  'GET /api/events/:eventId/details': {
    call: (w) => get(`/api/events/${w.likedEventId}/details`),
    expect: signedIn(200),
  },
  'GET /api/events/:eventId/similar': {
    call: (w) => get(`/api/events/${w.likedEventId}/similar`),
    expect: signedIn(200),
  },
  'POST /api/events': {
    call: () =>
      send('POST', '/api/events', {
        title: 'Matrix night',
        date: addDays(nycToday(), 4),
        venue: 'Blue Door',
      }),
    expect: adminOnly(201),
  },
  'PUT /api/events/bulk-edit': {
    call: (w) =>
      send('PUT', '/api/events/bulk-edit', {
        eventIds: [w.spareEventIds[0]],
        updates: { price: '$5' },
      }),
    expect: adminOnly(200),
  },
  'DELETE /api/events/bulk-delete': {
    call: (w) => send('DELETE', '/api/events/bulk-delete', { eventIds: [w.spareEventIds[1]] }),
    expect: adminOnly(200),
  },
  'PUT /api/events/:eventId': {
    call: (w) => send('PUT', `/api/events/${w.spareEventIds[0]}`, { price: '$7' }),
    expect: adminOnly(200),
  },
  'DELETE /api/events/:eventId': {
    call: (w) => send('DELETE', `/api/events/${w.spareEventIds[3]}`),
    expect: adminOnly(200),
  },
  'GET /api/admin/events': { call: () => get('/api/admin/events'), expect: adminOnly(200) },
  'POST /api/events/bulk-upload/preview': {
    call: () => send('POST', '/api/events/bulk-upload/preview'),
    expect: adminOnly(400),
  },
  'POST /api/events/bulk-upload': {
    call: () => send('POST', '/api/events/bulk-upload'),
    expect: adminOnly(400),
  },
  'GET /api/events/batches': {
    call: () => get('/api/events/batches'),
    expect: adminOnly(200),
  },
  'DELETE /api/events/batch/undo': {
    call: () => send('DELETE', '/api/events/batch/undo'),
    expect: adminOnly(404),
  },
  'GET /api/events/csv-template': {
    call: () => get('/api/events/csv-template'),
    expect: adminOnly(200),
  },
  'GET /api/events/export/csv': {
    call: () => get('/api/events/export/csv'),
    expect: adminOnly(200),
  },
  'POST /api/upload/image': {
    call: () => send('POST', '/api/upload/image'),
    expect: adminOnly(415),
  },
  'GET /api/business/captcha': { call: () => get('/api/business/captcha'), expect: signedIn(200) },
  'POST /api/business/signup': {
    call: () =>
      send('POST', '/api/business/signup', {
        companyName: 'Matrix Bar',
        email: 'matrix@example.com',
        contactName: 'Max',
        businessType: 'venue',
        captchaToken: 'forged',
        captchaAnswer: '4',
      }),
    expect: signedIn(400),
  },
  'GET /api/business/account': { call: () => get('/api/business/account'), expect: signedIn(200) },
  'GET /api/business/events': { call: () => get('/api/business/events'), expect: business(200) },
  'POST /api/business/events': {
    call: () =>
      send('POST', '/api/business/events', {
        title: 'Matrix set',
        date: addDays(nycToday(), 3),
        time: '9:00 PM',
        venue: 'Blue Door',
      }),
    expect: business(201),
  },
  'POST /api/business/images': {
    call: () => send('POST', '/api/business/images'),
    expect: business(415),
  },
  'GET /api/business/analytics': {
    call: () => get('/api/business/analytics'),
    expect: business(200),
  },
  'POST /api/events/:eventId/view': {
    call: (w) => send('POST', `/api/events/${w.likedEventId}/view`),
    expect: signedIn(204),
  },
  'GET /api/admin/business-events': {
    call: () => get('/api/admin/business-events'),
    expect: adminOnly(200),
  },
  'POST /api/admin/business-events/:businessEventId/publish': {
    call: (w) => send('POST', `/api/admin/business-events/${w.paidEventIds[0]}/publish`),
    expect: adminOnly(200),
  },
  'POST /api/admin/business-events/:businessEventId/reject': {
    call: (w) =>
      send('POST', `/api/admin/business-events/${w.paidEventIds[1]}/reject`, {
        reason: 'The photo is blurry',
      }),
    expect: adminOnly(200),
  },
  'POST /api/business/checkout': {
    call: (w) => send('POST', '/api/business/checkout', { eventId: w.businessEventId }),
    expect: ownerOnly(200),
  },
  'GET /api/business/checkout/:sessionId': {
    call: (w) => get(`/api/business/checkout/${w.sessionId}`),
    expect: ownerOnly(200, 404),
  },
  'GET /api/payments/local/:sessionId': {
    call: (w) => get(`/api/payments/local/${w.sessionId}`),
    expect: ownerOnly(200, 404),
  },
  'POST /api/payments/local/:sessionId/complete': {
    call: (w) => send('POST', `/api/payments/local/${w.sessionId}/complete`),
    expect: ownerOnly(200, 404),
  },
  'POST /api/payments/local/:sessionId/cancel': {
    call: (w) => send('POST', `/api/payments/local/${w.cancelSessionId}/cancel`),
    expect: ownerOnly(204, 404),
  },
  'POST /api/events/generate-mock': {
    call: () => send('POST', '/api/events/generate-mock', { count: 1 }),
    expect: adminOnly(200),
  },
  'POST /api/events/cleanup': {
    call: () => send('POST', '/api/events/cleanup'),
    expect: adminOnly(200),
  },
  'GET /api/analytics': {
    call: () => get('/api/analytics'),
    expect: adminOnly(200),
  },
  'GET /api/crawl/status': {
    call: () => get('/api/crawl/status'),
    expect: adminOnly(200),
  },
  'POST /api/crawl/demo': {
    call: () => send('POST', '/api/crawl/demo'),
    expect: adminOnly(200),
  },
  'POST /api/admin/crawl/preview': {
    call: () => send('POST', '/api/admin/crawl/preview'),
    expect: adminOnly(400),
  },
  'POST /api/scrape-real-events': {
    call: () => send('POST', '/api/scrape-real-events'),
    expect: adminOnly(200),
  },
  'GET /api/events': {
    call: () => get('/api/events?q=night'),
    expect: signedIn(200),
  },
  'POST /api/user-events': {
    call: (w) =>
      send('POST', '/api/user-events', {
        eventId: w.likedEventId,
        action: 'passed',
        userId: w.userId,
      }),
    expect: ownerOnly(200),
  },
  'DELETE /api/user-events/:eventId': {
    call: (w) => send('DELETE', `/api/user-events/${w.maybeEventId}`),
    expect: ownerOnly(200, 404),
  },
  'GET /api/user-events': { call: () => get('/api/user-events'), expect: signedIn(200) },
  'GET /api/user-events/liked': {
    call: () => get('/api/user-events/liked'),
    expect: signedIn(200),
  },
  'GET /api/user-events/by-action/:action': {
    call: () => get('/api/user-events/by-action/maybe'),
    expect: signedIn(200),
  },
  'POST /api/calendar/ics/generate': {
    call: (w) => send('POST', '/api/calendar/ics/generate', calendarEvent(w)),
    expect: signedIn(200),
  },
  'GET /api/events/:eventId/calendar.ics': {
    call: (w) => get(`/api/events/${w.likedEventId}/calendar.ics`),
    expect: signedIn(200),
  },
  'GET /api/calendar/feed': { call: () => get('/api/calendar/feed'), expect: signedIn(200) },
  // The unguessable token is the credential (calendar apps cannot sign in): whoever holds it
  // reads the feed, by design.
  'GET /api/calendar/feed/:token.ics': {
    call: (w) => get(`/api/calendar/feed/${w.feedToken}.ics`),
    expect: all(200),
  },
  // After the feed: A's regeneration retires the token the feed call uses.
  'POST /api/calendar/feed/regenerate': {
    call: () => send('POST', '/api/calendar/feed/regenerate'),
    expect: signedIn(200),
  },
  'GET /api/users/:id/calendar-settings': {
    call: (w) => get(`/api/users/${w.userId}/calendar-settings`),
    expect: ownerOnly(200),
  },
  'PATCH /api/users/:id/calendar-settings': {
    call: (w) =>
      send('PATCH', `/api/users/${w.userId}/calendar-settings`, { autoAddToCalendar: false }),
    expect: ownerOnly(200),
  },
  // Google is not configured in tests: the owner gets as far as "unavailable".
  'GET /api/calendar/google/connect': {
    call: (w) => get(`/api/calendar/google/connect?userId=${w.userId}`),
    expect: ownerOnly(503),
  },
  'GET /api/calendar/google/callback': {
    call: () => get('/api/calendar/google/callback?code=x&state=y'),
    expect: signedIn(503),
  },
  'POST /api/calendar/google/add-event': {
    call: (w) =>
      send('POST', '/api/calendar/google/add-event', {
        userId: w.userId,
        event: calendarEvent(w),
      }),
    expect: ownerOnly(503),
  },
  'GET /api/admin/accounts': {
    call: () => get('/api/admin/accounts?q=example'),
    expect: adminOnly(200),
  },
  // The account actions name an account that does not exist: the admin's own world stays whole.
  'POST /api/admin/accounts/:accountId/suspend': {
    call: () => send('POST', '/api/admin/accounts/no-such-account/suspend', { reason: 'spam' }),
    expect: adminOnly(404),
  },
  'POST /api/admin/accounts/:accountId/restore': {
    call: () => send('POST', '/api/admin/accounts/no-such-account/restore'),
    expect: adminOnly(404),
  },
  'POST /api/admin/accounts/:accountId/password-reset': {
    call: () => send('POST', '/api/admin/accounts/no-such-account/password-reset'),
    expect: adminOnly(404),
  },
  'DELETE /api/admin/accounts/:accountId': {
    call: () => send('DELETE', '/api/admin/accounts/no-such-account'),
    expect: adminOnly(404),
  },
  'GET /api/admin/audit': {
    call: () => get('/api/admin/audit?action=event.update'),
    expect: adminOnly(200),
  },
  'GET /api/time/nyc': { call: () => get('/api/time/nyc'), expect: adminOnly(200) },
  'GET /api/users/:id/stats': {
    call: (w) => get(`/api/users/${w.userId}/stats`),
    expect: ownerOnly(200),
  },
  'GET /api/users/:id/preferences': {
    call: (w) => get(`/api/users/${w.userId}/preferences`),
    expect: ownerOnly(200),
  },
  'PATCH /api/users/:id/preferences': {
    call: (w) => send('PATCH', `/api/users/${w.userId}/preferences`, { preferredTime: 'morning' }),
    expect: ownerOnly(200),
  },
  'GET /api/users/:id/export': {
    call: (w) => get(`/api/users/${w.userId}/export`),
    expect: ownerOnly(200),
  },
  'GET /api/push/public-key': { call: () => get('/api/push/public-key'), expect: signedIn(200) },
  'POST /api/push/subscriptions': {
    call: (_w, role) =>
      send('POST', '/api/push/subscriptions', {
        endpoint: pushEndpoint(role),
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      }),
    expect: signedIn(204),
  },
  // Everyone names A's browser; only A's own subscription may go.
  'DELETE /api/push/subscriptions': {
    call: () => send('DELETE', '/api/push/subscriptions', { endpoint: pushEndpoint('user') }),
    expect: signedIn(204),
  },
  // Last: A deletes A's account.
  'DELETE /api/users/:id': {
    call: (w) => send('DELETE', `/api/users/${w.userId}`, { confirm: 'DELETE' }),
    expect: ownerOnly(200),
  },
};
