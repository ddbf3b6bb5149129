import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { makeEvent } from '#test/support/client/make-event.ts';
import type { EventDatabaseRow } from '#shared/schemas/event-database.ts';

/** An event database row as the API sends it; override what the test is about. */
export function makeRow(overrides: Partial<EventDatabaseRow> = {}): EventDatabaseRow {
  return {
    ...makeEvent(),
    originalCategory: null,
    source: 'csv',
    batchId: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    sources: [],
    ...overrides,
  };
}

/** Rows with ids from `top` down, newest first, as the list answers them. */
export const rowsFrom = (top: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeRow({ id: top - i, title: `Event ${top - i}` }));

export interface ListAnswer {
  rows: EventDatabaseRow[];
  total: number;
  capped?: boolean;
  hasMore?: boolean;
}

/** A page of GET /api/admin/events with the headers the API sets. */
export function listAnswer({ rows, total, capped = false, hasMore = false }: ListAnswer) {
  const headers: Record<string, string> = {
    'X-Total-Count': String(total),
    'X-Has-More': hasMore ? '1' : '0',
  };
  if (capped) headers['X-Total-Capped'] = '1';
  return HttpResponse.json(rows, { headers });
}

/** Answers the list with `pick(url)`; the URLs asked for are kept in order. */
export function serveList(server: SetupServer, pick: (url: URL) => ListAnswer) {
  const asked: URL[] = [];
  server.use(
    http.get('/api/admin/events', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return listAnswer(pick(url));
    }),
  );
  return asked;
}

export const listParams = (url: URL) => Object.fromEntries(url.searchParams);
