import type { Db } from '#server/db/client.ts';

const versions = new WeakMap<Db, number>();

/** Called after a write that changes like_count, so reads cached by like order start afresh. */
export function noteLikesChanged(db: Db) {
  versions.set(db, likesVersion(db) + 1);
}

/** Changes since start-up made through this server (other servers' likes show after a TTL). */
export function likesVersion(db: Db): number {
  return versions.get(db) ?? 0;
}
