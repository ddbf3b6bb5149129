import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '#server/config.ts';
import type { CalendarEntry } from '#shared/calendar.ts';
import { recurrenceRule } from '#shared/calendar.ts';
import { NYC_ZONE } from '#shared/time.ts';

const AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const EVENTS_URL = 'https://www.googleapis.com/calendar/v3/calendars/primary/events';
export const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const STATE_TTL_MS = 10 * 60 * 1000;

export const GOOGLE_UNAVAILABLE = 'Google Calendar integration is currently unavailable';

export interface GoogleTokens {
  accessToken: string;
  refreshToken: string | undefined;
  expiresAt: Date;
}

export class GoogleCalendarError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const callbackUrl = (config: Config) => `${config.publicUrl}/api/calendar/google/callback`;

/** OAuth state: the user id and an expiry, signed so the callback can trust it. */
export function signState(secret: string, userId: string, now = Date.now()): string {
  const payload = `${userId}.${now + STATE_TTL_MS}.${randomBytes(8).toString('hex')}`;
  const mac = createHmac('sha256', secret).update(payload).digest('base64url');
  return Buffer.from(`${payload}.${mac}`).toString('base64url');
}

export function verifyState(secret: string, state: string, now = Date.now()): string | undefined {
  const parts = Buffer.from(state, 'base64url').toString('utf8').split('.');
  if (parts.length !== 4) return undefined;
  const [userId, expires, nonce, mac] = parts as [string, string, string, string];
  const expected = createHmac('sha256', secret).update(`${userId}.${expires}.${nonce}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Number(expires) > now ? userId : undefined;
}

export function authorizationUrl(config: Config, state: string): string {
  const params = new URLSearchParams({
    client_id: config.google!.clientId,
    redirect_uri: callbackUrl(config),
    response_type: 'code',
    scope: CALENDAR_SCOPE,
    access_type: 'offline',
    include_granted_scopes: 'true',
    prompt: 'consent',
    state,
  });
  return `${AUTH_URL}?${params.toString()}`;
}

/** Google's answer, or a GoogleCalendarError when Google cannot be reached at all. */
async function callGoogle(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new GoogleCalendarError('Google could not be reached', 502);
  }
}

/**
 * `invalid_grant` means the code or refresh token itself was refused and becomes `refusal`;
 * anything else (Google down, this server's keys rejected) is Google's or ours, hence 502.
 */
async function tokenRequest(
  config: Config,
  body: Record<string, string>,
  refusal: { message: string; status: number },
): Promise<GoogleTokens> {
  const res = await callGoogle(TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: config.google!.clientId,
      client_secret: config.google!.clientSecret,
      ...body,
    }),
  });
  const json = (await res.json().catch(() => ({}))) as {
    access_token?: string;
    refresh_token?: string;
    expires_in?: number;
    error?: string;
  };
  if (json.error === 'invalid_grant')
    throw new GoogleCalendarError(refusal.message, refusal.status);
  if (!res.ok || !json.access_token) {
    throw new GoogleCalendarError('Google could not complete the sign-in', 502);
  }
  return {
    accessToken: json.access_token,
    refreshToken: json.refresh_token,
    expiresAt: new Date(Date.now() + (json.expires_in ?? 3600) * 1000),
  };
}

export const exchangeCode = (config: Config, code: string) =>
  tokenRequest(
    config,
    { code, grant_type: 'authorization_code', redirect_uri: callbackUrl(config) },
    { message: 'Google refused the sign-in code', status: 400 },
  );

// A refused refresh token has been revoked: 401 makes the caller forget the tokens.
export const refreshTokens = (config: Config, refreshToken: string) =>
  tokenRequest(
    config,
    { refresh_token: refreshToken, grant_type: 'refresh_token' },
    { message: 'Google Calendar access expired; please connect again', status: 401 },
  );

/**
 * Inserts the entry into the user's primary calendar; answers the event's Google link. An
 * all-day entry is dates alone, its end the day after its last, as Google's API reads it.
 */
export async function insertCalendarEvent(accessToken: string, entry: CalendarEntry) {
  const rule = recurrenceRule(entry);
  const time = (d: CalendarEntry['start']) =>
    entry.allDay
      ? { date: d.toISODate() }
      : { dateTime: d.toISO({ suppressMilliseconds: true }), timeZone: NYC_ZONE };
  const res = await callGoogle(EVENTS_URL, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      summary: entry.title,
      description: entry.description,
      location: entry.location,
      start: time(entry.start),
      end: time(entry.end),
      ...(rule
        ? {
            recurrence: [rule],
            reminders: { useDefault: false, overrides: [{ method: 'popup', minutes: 0 }] },
          }
        : {}),
    }),
  });
  if (res.status === 401) throw new GoogleCalendarError('Google Calendar access expired', 401);
  if (!res.ok) throw new GoogleCalendarError('Google Calendar did not accept the event', 502);
  const json = (await res.json()) as { htmlLink?: string };
  return { htmlLink: json.htmlLink ?? null };
}
