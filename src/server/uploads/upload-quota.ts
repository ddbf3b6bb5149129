import { sql } from 'drizzle-orm';
import type { UploadQuota } from '#server/config.ts';
import { queryRows, type Db } from '#server/db/client.ts';
import { RetryLaterError } from '#server/lib/errors.ts';

/** Who uploads, and the quota of their role (admins get a higher one). */
export interface Uploader {
  id: string;
  quota: UploadQuota;
}

/** The uploader a signed-in account is: admins get the admin quota on every upload route. */
export function uploaderOf(
  account: { id: string; role: string },
  quotas: { user: UploadQuota; admin: UploadQuota },
): Uploader {
  return { id: account.id, quota: account.role === 'admin' ? quotas.admin : quotas.user };
}

/** An account's uploads in the rolling hour and day that end now (database time). */
async function usage(db: Db, ownerId: string) {
  const [row] = await queryRows<{ hourCount: number; dayBytes: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS "hourCount",
               coalesce(sum(bytes), 0)::float8 AS "dayBytes"
        FROM uploads
        WHERE owner_id = ${ownerId} AND created_at > now() - interval '1 day'`,
  );
  return row ?? { hourCount: 0, dayBytes: 0 };
}

/** Seconds until the upload at position `skip` (oldest first) of the last hour leaves the hour. */
async function secondsUntilCountFrees(db: Db, ownerId: string, skip: number): Promise<number> {
  const [row] = await queryRows<{ seconds: number }>(
    db,
    sql`SELECT ceil(extract(epoch FROM created_at + interval '1 hour' - now()))::int AS seconds
        FROM uploads
        WHERE owner_id = ${ownerId} AND created_at > now() - interval '1 hour'
        ORDER BY created_at, id OFFSET ${skip} LIMIT 1`,
  );
  return row?.seconds ?? 3600;
}

/**
 * Seconds until enough of the last day's uploads have left the day for `bytes` more to fit:
 * the oldest upload whose leaving, with all older ones, frees enough.
 */
async function secondsUntilBytesFree(
  db: Db,
  ownerId: string,
  bytes: number,
  quota: UploadQuota,
): Promise<number> {
  const [row] = await queryRows<{ seconds: number }>(
    db,
    sql`SELECT ceil(extract(epoch FROM created_at + interval '1 day' - now()))::int AS seconds
        FROM (
          SELECT created_at,
                 sum(bytes) OVER (ORDER BY created_at, id) AS freed,
                 sum(bytes) OVER () AS used
          FROM uploads
          WHERE owner_id = ${ownerId} AND created_at > now() - interval '1 day'
        ) w
        WHERE used - freed + ${bytes} <= ${quota.bytesPerDay}
        ORDER BY created_at LIMIT 1`,
  );
  return row?.seconds ?? 86_400;
}

/** "12 minutes", "3 hours": how long to wait, rounded up, for the message. */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

const megabytesText = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 100) / 100} MB`;

/**
 * Refuses with 429 `UPLOAD_QUOTA` and Retry-After when `bytes` more would take the account past
 * its images per hour or bytes per day (docs/reliability.md#limits-and-abuse-rules). Called once
 * before the image is decoded (with 1 byte: is there any room at all?) and again, under the
 * account's lock, with the stored size.
 */
export async function checkUploadQuota(db: Db, uploader: Uploader, bytes: number): Promise<void> {
  const { id, quota } = uploader;
  const used = await usage(db, id);
  if (used.hourCount >= quota.perHour) {
    const seconds = await secondsUntilCountFrees(db, id, used.hourCount - quota.perHour);
    throw new RetryLaterError(
      429,
      `Upload limit reached: at most ${quota.perHour} images an hour. ` +
        `Try again in ${waitText(seconds)}.`,
      'UPLOAD_QUOTA',
      Math.max(1, seconds),
    );
  }
  if (used.dayBytes + bytes > quota.bytesPerDay) {
    const seconds = await secondsUntilBytesFree(db, id, bytes, quota);
    throw new RetryLaterError(
      429,
      `Upload limit reached: at most ${megabytesText(quota.bytesPerDay)} of images a day. ` +
        `Try again in ${waitText(seconds)}.`,
      'UPLOAD_QUOTA',
      Math.max(1, seconds),
    );
  }
}
