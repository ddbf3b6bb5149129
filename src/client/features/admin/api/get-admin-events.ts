import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJsonWithHeaders, parseTotalCount } from '#client/lib/api-client.ts';
import { apiPaths } from '#client/lib/api-paths.ts';
import { z } from 'zod';
import {
  eventDatabaseRowSchema,
  type EventDatabaseQuery,
  type EventDatabaseRow,
} from '#shared/schemas/event-database.ts';
import { adminKeys } from './admin-keys.ts';

export interface AdminEventsPage {
  rows: EventDatabaseRow[];
  /** Matches counted up to the server's cap. */
  total: number;
  /** The count stopped at the cap: there are at least `total` matches. */
  capped: boolean;
  /** Another page exists in the direction of travel (past `after`, or before `before`). */
  hasMore: boolean;
}

export function adminEventsUrl(query: EventDatabaseQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${apiPaths.admin.events}?${search}` : apiPaths.admin.events;
}

export async function getAdminEvents(query: EventDatabaseQuery): Promise<AdminEventsPage> {
  const { data, headers } = await getJsonWithHeaders(
    adminEventsUrl(query),
    z.array(eventDatabaseRowSchema),
  );
  return {
    rows: data,
    total: parseTotalCount(headers.get('X-Total-Count')) ?? data.length,
    capped: headers.get('X-Total-Capped') === '1',
    hasMore: headers.get('X-Has-More') === '1',
  };
}

/** One page of the event database; the page on screen stays up while the next one loads. */
export function useAdminEvents(query: EventDatabaseQuery) {
  return useQuery({
    queryKey: adminKeys.events(query),
    queryFn: () => getAdminEvents(query),
    placeholderData: keepPreviousData,
  });
}
