import type { Feature } from '#server/app-services.ts';
import { authFeature } from '#server/auth/auth.feature.ts';
import { accountsFeature } from '#server/features/accounts/accounts.feature.ts';
import { auditFeature } from '#server/features/audit/audit.feature.ts';
import { businessFeature } from '#server/features/business/business.feature.ts';
import { calendarFeature } from '#server/features/calendar/calendar.feature.ts';
import { crawlerFeature } from '#server/features/crawler/crawler.feature.ts';
import { csvImportFeature } from '#server/features/csv-import/csv-import.feature.ts';
import { eventAdminFeature } from '#server/features/event-admin/event-admin.feature.ts';
import { eventArtFeature } from '#server/features/event-art/event-art.feature.ts';
import { eventsFeature } from '#server/features/events/events.feature.ts';
import { operationsFeature } from '#server/features/operations/operations.feature.ts';
import { paymentsFeature } from '#server/features/payments/payments.feature.ts';
import { profileFeature } from '#server/features/profile/profile.feature.ts';
import { pushFeature } from '#server/features/push/push.feature.ts';
import { searchFeature } from '#server/features/search/search.feature.ts';
import { shareFeature } from '#server/features/share/share.feature.ts';
import { swipesFeature } from '#server/features/swipes/swipes.feature.ts';
import { timeFeature } from '#server/features/time/time.feature.ts';
import { uploadsFeature } from '#server/features/uploads/uploads.feature.ts';

/** Every feature the app loads, each a plugin given the same services (app.ts). */
export const FEATURES: readonly Feature[] = [
  authFeature,
  eventsFeature,
  eventAdminFeature,
  csvImportFeature,
  uploadsFeature,
  businessFeature,
  paymentsFeature,
  operationsFeature,
  crawlerFeature,
  searchFeature,
  swipesFeature,
  calendarFeature,
  timeFeature,
  profileFeature,
  accountsFeature,
  auditFeature,
  pushFeature,
  shareFeature,
  eventArtFeature,
];
