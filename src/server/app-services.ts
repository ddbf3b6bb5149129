import type { FastifyPluginAsync } from 'fastify';
import type { AttemptCounters } from '#server/auth/attempt-counters.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import type { Database, Db } from '#server/db/client.ts';
import type { RemoteImageDeps } from '#server/events/remote-event-image.ts';
import type { PublishOnPayment } from '#server/features/payments/apply-payment-event.ts';
import type { CleanupResult } from '#shared/schemas/admin-operations.ts';
import type { Job, RunNow } from '#server/lib/job.ts';
import type { UploadStore } from '#server/uploads/upload-store.ts';

/**
 * Everything a feature may use, built once by buildApp and handed to every feature the same way:
 * as the options of the Fastify plugin the feature is (docs/ARCHITECTURE.md#features-as-plugins).
 */
export interface AppServices {
  /** The whole database, for the work that takes its cross-server locks (crawls). */
  database: Database;
  db: Db;
  config: Config;
  auth: Auth;
  /** Sign-in attempt counts, in Redis when several servers share them. */
  signInCounters: AttemptCounters;
  /** Runs a job now at an admin's request, as the scheduler would. */
  runNow: RunNow;
  /** The hourly cleanup, which an admin may also run at once. */
  cleanupJob: Pick<Job<CleanupResult>, 'name' | 'run'>;
  uploadStore: UploadStore;
  /** Copies a form's https picture into our uploads (docs/product.md#pictures-we-serve). */
  pictures: RemoteImageDeps;
  /**
   * What one feature lends another, passed here so that features never import each other:
   * publishing a paid business event (business → payments), deleting an account (profile →
   * accounts).
   */
  publishBusinessEvent: PublishOnPayment;
  deleteAccount: (db: Db, userId: string) => Promise<void>;
}

/** A feature: a Fastify plugin registering its routes with what it takes from the services. */
export type Feature = FastifyPluginAsync<AppServices>;
