import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  exchangeCode,
  GOOGLE_UNAVAILABLE,
  GoogleCalendarError,
  insertCalendarEvent,
  refreshTokens,
  verifyState,
  type GoogleTokens,
} from '#server/features/calendar/google-calendar.ts';
import {
  disconnectGoogle,
  readSettings,
  updateSettings,
} from '#server/features/calendar/settings.service.ts';
import { HttpError } from '#server/lib/errors.ts';
import type { SealedBox } from '#server/lib/sealed-box.ts';
import { calendarEntry, type CalendarSource } from '#shared/calendar.ts';

export function requireGoogle(config: Config) {
  if (!config.google) throw new HttpError(503, GOOGLE_UNAVAILABLE, 'GOOGLE_UNAVAILABLE');
}

async function storeTokens(
  db: Db,
  box: SealedBox,
  userId: string,
  tokens: GoogleTokens,
  keepRefresh?: string | null,
) {
  const refresh = tokens.refreshToken ? box.seal(tokens.refreshToken) : keepRefresh;
  await updateSettings(db, userId, {
    googleConnected: true,
    googleAccessToken: box.seal(tokens.accessToken),
    googleRefreshToken: refresh ?? null,
    googleTokenExpiresAt: tokens.expiresAt,
  });
}

export interface ConnectOutcome {
  status: number;
  message: string;
}

const notConnected = (status: number, reason: string): ConnectOutcome => ({
  status,
  message: `Google Calendar was not connected: ${reason}. Close this window and try again.`,
});

/**
 * Finishes the consent flow Google redirected back with. Every outcome is a sentence for the
 * popup, with the status that fits it, rather than an error the user would see as JSON.
 */
export async function completeGoogleConnect(
  db: Db,
  box: SealedBox,
  config: Config,
  userId: string,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
): Promise<ConnectOutcome> {
  if (!config.google) return notConnected(503, GOOGLE_UNAVAILABLE);
  if (!query.state || verifyState(config.sessionSecret, query.state) !== userId) {
    return notConnected(403, 'this connection link is not yours or has expired');
  }
  if (query.error || !query.code) return notConnected(400, 'Google did not grant access');
  try {
    await storeTokens(db, box, userId, await exchangeCode(config, query.code));
  } catch (err) {
    if (err instanceof GoogleCalendarError) return notConnected(err.status, err.message);
    throw err;
  }
  return { status: 200, message: 'Google Calendar connected. You can close this window.' };
}

/** A valid access token, refreshed when it is within a minute of expiring. */
async function accessToken(
  db: Db,
  box: SealedBox,
  config: Config,
  userId: string,
): Promise<string> {
  const s = await readSettings(db, userId);
  if (!s?.googleConnected || !s.googleAccessToken) {
    throw new HttpError(409, 'Google Calendar is not connected', 'GOOGLE_NOT_CONNECTED');
  }
  const fresh = s.googleTokenExpiresAt && s.googleTokenExpiresAt.getTime() > Date.now() + 60_000;
  if (fresh) return box.open(s.googleAccessToken);
  if (!s.googleRefreshToken) {
    await disconnectGoogle(db, userId);
    throw new HttpError(
      409,
      'Google Calendar access expired; please connect again',
      'GOOGLE_NOT_CONNECTED',
    );
  }
  const tokens = await refreshTokens(config, box.open(s.googleRefreshToken));
  await storeTokens(db, box, userId, tokens, s.googleRefreshToken);
  return tokens.accessToken;
}

export async function addToGoogleCalendar(
  db: Db,
  box: SealedBox,
  config: Config,
  userId: string,
  source: CalendarSource,
) {
  requireGoogle(config);
  const entry = calendarEntry(source);
  try {
    return await insertCalendarEvent(await accessToken(db, box, config, userId), entry);
  } catch (err) {
    if (err instanceof GoogleCalendarError) {
      // Revoked access: forget the tokens so the profile shows "not connected" again.
      if (err.status === 401) await disconnectGoogle(db, userId);
      throw new HttpError(502, err.message, 'GOOGLE_FAILED');
    }
    throw err;
  }
}
