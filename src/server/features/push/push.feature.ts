import type { Feature } from '#server/app-services.ts';
import { registerPushRoutes } from '#server/features/push/push.routes.ts';
import { sharedVapidKeys, type VapidKeys } from '#server/features/push/vapid-keys.ts';

/** Web Push subscriptions for reminders (docs/reminders.md). */
export const pushFeature: Feature = async (app, { db }) => {
  let vapid: Promise<VapidKeys> | undefined;
  registerPushRoutes(app, {
    db,
    // Made on first use: most servers never see a subscription.
    vapid: () =>
      (vapid ??= sharedVapidKeys(db).catch((err: unknown) => {
        vapid = undefined;
        throw err;
      })),
    policy: {},
  });
};
