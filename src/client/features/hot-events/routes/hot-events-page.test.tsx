import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import type { HotEvent, HotList } from '#shared/schemas/events.ts';
import { HotEventsPage } from './hot-events-page.tsx';

const { server } = setupApiServer();
/** How long to wait for the first answer on a busy machine; a pass never depends on it. */
const LOADED = { timeout: 10_000 };

// The page loads the response schema on demand; loaded here, the tests wait on the answer and not
// on a cold import, which a busy machine can stretch past findBy's wait.
beforeAll(async () => {
  await import('#shared/schemas/events.ts');
});

function hotEvent(id: number, title: string, extra: Partial<HotEvent>): HotEvent {
  return {
    ...makeEvent({ id, title }),
    interactionCount: 0,
    recentLoves: null,
    popular: false,
    ...extra,
  };
}

function answer(list: HotList) {
  server.use(http.get('/api/events/hot', () => HttpResponse.json(list)));
  renderWithProviders(<HotEventsPage />, { route: '/hot-events' });
}

describe('HotEventsPage', { timeout: 20_000 }, () => {
  it('labels only popular events, and tags only a popular podium HOT', async () => {
    answer({
      state: 'trending',
      events: [
        hotEvent(1, 'Rooftop Jazz', { interactionCount: 40, recentLoves: 9, popular: true }),
        hotEvent(2, 'Salsa Social', { interactionCount: 12, recentLoves: 4, popular: true }),
        hotEvent(3, 'Poetry Slam', { interactionCount: 3, recentLoves: 1, popular: false }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Hot events' }, LOADED);
    const [first, , third] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Popular choice')).toBeInTheDocument();
    expect(within(first!).getByText('9 loves this week')).toBeInTheDocument();
    expect(within(first!).getByText('40 likes in all')).toBeInTheDocument();
    expect(within(first!).getByText('HOT')).toBeInTheDocument();
    expect(within(third!).getByText('1 love this week')).toBeInTheDocument();
    expect(within(third!).getByText('3 likes in all')).toBeInTheDocument();
    expect(within(third!).queryByText('Popular choice')).not.toBeInTheDocument();
    expect(within(third!).queryByText('HOT')).not.toBeInTheDocument();
    expect(screen.queryByText('Not enough buzz this week yet')).not.toBeInTheDocument();
  });

  it('says when too few events have recent loves and lists well-loved picks', async () => {
    answer({
      state: 'well-loved',
      events: [
        hotEvent(1, 'Rooftop Jazz', { interactionCount: 40 }),
        hotEvent(2, 'Salsa Social', { interactionCount: 12 }),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Not enough buzz this week yet' }, LOADED),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Well-loved picks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('40 likes')).toBeInTheDocument();
    expect(within(list).queryByText('Popular choice')).not.toBeInTheDocument();
    expect(within(list).queryByText('HOT')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Hot events' })).not.toBeInTheDocument();
  });

  it('shows the empty state when nothing is liked yet', async () => {
    answer({ state: 'well-loved', events: [] });
    expect(
      await screen.findByRole('heading', { name: 'No Hot Events Yet' }, LOADED),
    ).toBeInTheDocument();
  });
});
