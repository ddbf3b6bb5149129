import { apiPaths } from '#client/lib/api-paths.ts';

/**
 * The export opens in a new tab: a plain link lets the browser stream a large export
 * straight to disk, where a fetch would hold all of it in memory first.
 */
export const EXPORT_EVENTS_URL = apiPaths.events.csvExport;
