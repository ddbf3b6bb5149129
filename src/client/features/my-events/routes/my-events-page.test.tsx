import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it as base, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import type { UserEvent } from '#shared/schemas/user-events.ts';
import { UNDO_WINDOW_MS } from '../api/saved-event-mutations.ts';
import { MyEventsPage } from './my-events-page.tsx';

const LOVED = 120;

// A hundred cards take jsdom a while to render on a busy machine.
const it = (name: string, test: () => Promise<void>) => base(name, test, 20_000);

function saved(n: number): UserEvent {
  return {
    id: n,
    userId: 'u1',
    eventId: n,
    action: 'liked',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    event: makeEvent({ id: n, title: `Loved event ${n}` }),
  };
}

let loved: UserEvent[];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (init?.method === 'DELETE') {
    const id = Number(pathname.split('/').at(-1));
    loved = loved.filter((u) => u.eventId !== id);
    return Response.json({ eventId: id, action: 'liked' });
  }
  // The server's paging: page and pageSize, the whole count in X-Total-Count.
  const list = pathname.endsWith('/liked') ? loved : [];
  const page = Number(searchParams.get('page') ?? 1);
  const size = Number(searchParams.get('pageSize') ?? 200);
  return Response.json(list.slice((page - 1) * size, page * size), {
    headers: { 'X-Total-Count': String(list.length) },
  });
});

/** jsdom has no IntersectionObserver; this one lets the test say when the end comes into view. */
const watching = new Set<IntersectionObserverCallback>();
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    watching.add(this.callback);
  }
  disconnect() {
    watching.delete(this.callback);
  }
}
function scrollToEnd() {
  const entry = { isIntersecting: true } as IntersectionObserverEntry;
  act(() => {
    for (const callback of watching) callback([entry], {} as IntersectionObserver);
  });
}

beforeEach(() => {
  loved = Array.from({ length: LOVED }, (_, i) => saved(i + 1));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  watching.clear();
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MyEventsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// Text queries: role queries over a hundred cards are slow in jsdom.
const cards = () => screen.getAllByText(/^Loved event \d+$/);
const lovedTab = (n: number) => screen.findByText(`Loved (${n})`);

it('shows the whole count and loads the list a page at a time as the user scrolls', async () => {
  renderPage();
  expect(await lovedTab(LOVED)).toHaveAttribute('role', 'tab');
  expect(await screen.findByText('Loved event 50')).toBeInTheDocument();
  expect(cards()).toHaveLength(50);
  expect(screen.getByText(`${LOVED} saved events`)).toBeInTheDocument();

  scrollToEnd();
  expect(await screen.findByText('Loved event 100')).toBeInTheDocument();
  expect(cards()).toHaveLength(100);

  scrollToEnd();
  expect(await screen.findByText(`Loved event ${LOVED}`)).toBeInTheDocument();
  expect(cards()).toHaveLength(LOVED);
  // Nothing more to load: no button, no watcher.
  expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  expect(watching.size).toBe(0);
  const pages = fetchMock.mock.calls.map(([url]) => url).filter((u) => u.includes('/liked'));
  expect(pages).toEqual(
    [1, 2, 3].map((p) => `/api/user-events/by-action/liked?order=date&page=${p}&pageSize=50`),
  );
});

it('loads the next page from the Load more button, for keyboards', async () => {
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Loved event 100')).toBeInTheDocument();
  expect(cards()).toHaveLength(100);
});

it('removes a card and keeps the pages already loaded', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderPage();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  const card = (await screen.findByText('Loved event 70')).closest('li')!;
  await user.click(within(card).getByRole('button', { name: 'Remove event' }));

  expect(await lovedTab(LOVED - 1)).toBeInTheDocument();
  expect(screen.queryByText('Loved event 70')).not.toBeInTheDocument();
  // Sent once the undo window is over (see my-events-planner.test.tsx).
  act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS));
  // Both pages are read again, so the first event of the third page moves up into view.
  expect(await screen.findByText('Loved event 101')).toBeInTheDocument();
  expect(cards()).toHaveLength(100);
});
