import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { Event } from '#shared/schemas/events.ts';
import type { SavedAction } from '#shared/schemas/search.ts';
import type { SearchUnderstood } from '#shared/schemas/search-understood.ts';

export interface SearchAnswer {
  /** `savedAs` is null when left out. */
  events: (Event & { savedAs?: SavedAction | null })[];
  /** X-Total-Count; the number of events when left out. */
  total?: number;
  /** X-Total-Count-Capped: there are more matches than `total`. */
  capped?: boolean;
  /** X-Next-Cursor, the `cursor` of the next page; none on the last page. */
  nextCursor?: string;
  /** X-Search-Understood: what the text named as filters; none when left out. */
  understood?: SearchUnderstood;
}

/**
 * Answers GET /api/events as the API does: a page of events, the count (capped or not) and the
 * next page's cursor in headers.
 */
export function serveSearch(
  server: SetupServer,
  answer: (params: URLSearchParams) => SearchAnswer | Promise<SearchAnswer>,
) {
  server.use(
    http.get('/api/events', async ({ request }) => {
      const { events, total, capped, nextCursor, understood } = await answer(
        new URL(request.url).searchParams,
      );
      const headers = new Headers({ 'X-Total-Count': String(total ?? events.length) });
      if (capped) headers.set('X-Total-Count-Capped', 'true');
      if (nextCursor) headers.set('X-Next-Cursor', nextCursor);
      if (understood) {
        headers.set('X-Search-Understood', encodeURIComponent(JSON.stringify(understood)));
      }
      return HttpResponse.json(
        events.map((e) => ({ savedAs: null, ...e })),
        { headers },
      );
    }),
  );
}

/** The query strings of the searches sent so far (cursor and pageSize left out). */
export function searchesSent(requests: readonly Request[]): string[] {
  return requests
    .map((r) => new URL(r.url))
    .filter((url) => url.pathname === '/api/events')
    .map((url) => {
      url.searchParams.delete('cursor');
      url.searchParams.delete('pageSize');
      return url.searchParams.toString();
    });
}

/** Shows where the router is, so a test can read the URL the page wrote and how. */
function LocationProbe() {
  const { search } = useLocation();
  return (
    <>
      <span data-testid="url">{search}</span>
      <span data-testid="navigation">{useNavigationType()}</span>
    </>
  );
}

/** Renders at a URL (with history state if given), beside a probe of the router's location. */
export function renderAt(ui: ReactElement, url: string, state?: unknown) {
  const [pathname = '/', search = ''] = url.split('?');
  const entry = { pathname, search: search && `?${search}`, state };
  return {
    user: userEvent.setup(),
    ...render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[entry]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
