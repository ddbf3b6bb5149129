import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProfileStats } from '#shared/schemas/profile.ts';
import { DEFAULT_PREFERENCES } from '#shared/schemas/profile.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { makeUser, renderSignedIn } from '#test/support/client/profile/render-signed-in.tsx';
import { ProfilePage } from './profile-page.tsx';
import { holdAnswer } from '#test/support/client/held-answer.ts';

const { server, requests } = setupApiServer();

/** 11 swipes with 4 likes, as docs/product.md#profile works them out. */
function makeStats(overrides: Partial<ProfileStats> = {}): ProfileStats {
  return {
    totalSwipes: 11,
    likedEvents: 4,
    upcoming: 3,
    accuracy: 36,
    favoriteCategory: 'art',
    passed: 5,
    maybe: 2,
    level: 2,
    recentLikes: [1, 2, 3, 4].map((id) => makeEvent({ id, title: `Liked event ${id}` })),
    achievements: [
      achievement('swipe-starter', 'Swipe Starter', 11, 10),
      achievement('event-lover', 'Event Lover', 4, 5),
      achievement('explorer', 'Explorer', 11, 50),
      achievement('selective', 'Selective', 36, 30),
    ],
    ...overrides,
  };
}

function achievement(
  id: ProfileStats['achievements'][number]['id'],
  title: string,
  current: number,
  target: number,
): ProfileStats['achievements'][number] {
  return {
    id,
    title,
    description: `${title} description`,
    unlocked: current >= target,
    current,
    target,
    progress: Math.min(1, current / target),
  };
}

function answerStats(stats: ProfileStats = makeStats()) {
  server.use(http.get('/api/users/me/stats', () => HttpResponse.json(stats)));
}

const statsRequests = () => requests.filter((r) => r.url.endsWith('/api/users/me/stats'));

describe('ProfilePage stats', () => {
  it('shows the level in the header and the stats from one call', async () => {
    answerStats();
    renderSignedIn(<ProfilePage />);

    expect(await screen.findByText('Level 2')).toBeInTheDocument();
    expect(screen.getByText('Event Explorer')).toBeInTheDocument();
    expect(screen.getByText('9 more swipes to reach Level 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to Level 3' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );

    const tile = (label: string) => screen.getByText(label).parentElement!;
    expect(tile('Total Swipes')).toHaveTextContent('11');
    expect(tile('Liked Events')).toHaveTextContent('4');
    expect(tile('Upcoming')).toHaveTextContent('3');

    const accuracy = screen.getByRole('progressbar', { name: 'Like rate' });
    expect(accuracy).toHaveAttribute('aria-valuenow', '36');
    expect(accuracy).toHaveAttribute('aria-valuemin', '0');
    expect(accuracy).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('36%')).toBeInTheDocument();
    expect(screen.getByText('Favorite category').nextElementSibling).toHaveTextContent(
      'Art & Culture',
    );
    expect(screen.getByText('Events passed').nextElementSibling).toHaveTextContent('5');
    expect(screen.getByText('Maybes').nextElementSibling).toHaveTextContent('2');

    // The header and the tab share one read.
    expect(statsRequests()).toHaveLength(1);
  });

  it('lists the first three recent likes with a link to all of them', async () => {
    answerStats();
    renderSignedIn(<ProfilePage />);

    const likes = within(await screen.findByRole('region', { name: 'Recent Likes' }));
    expect(likes.getAllByRole('listitem')).toHaveLength(3);
    expect(likes.getByText('Liked event 1')).toBeInTheDocument();
    expect(likes.queryByText('Liked event 4')).not.toBeInTheDocument();
    expect(likes.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/my-events');
  });

  it('shows unlocked and locked achievements with their progress', async () => {
    answerStats();
    renderSignedIn(<ProfilePage />);

    const list = within(await screen.findByRole('region', { name: 'Achievements' }));
    expect(list.getByText('2 of 4 unlocked')).toBeInTheDocument();
    const card = (title: string) => within(list.getByText(title).closest('li')!);

    expect(card('Swipe Starter').getByText('Unlocked')).toBeInTheDocument();
    expect(card('Swipe Starter').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(card('Explorer').getByText('Locked')).toBeInTheDocument();
    const explorer = card('Explorer').getByRole('progressbar', { name: 'Explorer progress' });
    expect(explorer).toHaveAttribute('aria-valuenow', '11');
    expect(explorer).toHaveAttribute('aria-valuemax', '50');
    expect(explorer).toHaveAttribute('aria-valuetext', '11 of 50 swipes');
    expect(card('Event Lover').getByText('4 of 5 likes')).toBeInTheDocument();
    expect(card('Selective').getByText('Goal reached: 36%')).toBeInTheDocument();
    expect(card('Swipe Starter').getByText('Goal reached: 11 swipes')).toBeInTheDocument();
  });

  it('says when there are no likes yet', async () => {
    answerStats(
      makeStats({
        totalSwipes: 2,
        likedEvents: 0,
        accuracy: 0,
        favoriteCategory: null,
        passed: 2,
        level: 1,
        recentLikes: [],
      }),
    );
    renderSignedIn(<ProfilePage />);

    const likes = within(await screen.findByRole('region', { name: 'Recent Likes' }));
    expect(likes.getByText('No likes yet')).toBeInTheDocument();
    expect(likes.getByRole('link', { name: 'Start swiping' })).toHaveAttribute('href', '/home');
    expect(likes.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.getByText('8 more swipes to reach Level 2')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then a retry when the stats fail', async () => {
    let fail = true;
    const answer = holdAnswer();
    server.use(
      http.get('/api/users/me/stats', async () => {
        await answer.released;
        return fail
          ? HttpResponse.json({ message: 'boom' }, { status: 500 })
          : HttpResponse.json(makeStats());
      }),
    );
    const { user } = renderSignedIn(<ProfilePage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your stats…');
    answer.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your stats could not be loaded.');
    expect(screen.queryByText(/^Level/)).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total Swipes')).toBeInTheDocument();
    expect(screen.getByText('Level 2')).toBeInTheDocument();
  });
});

describe('ProfilePage More tab', () => {
  function answerMore() {
    answerStats();
    server.use(http.get('/api/users/me/preferences', () => HttpResponse.json(DEFAULT_PREFERENCES)));
  }

  it('shows Admin Tools with a link to the crawler to admins', async () => {
    answerMore();
    renderSignedIn(<ProfilePage />, {
      route: '/profile?tab=more',
      user: makeUser({ isAdmin: true }),
    });

    const tools = within(await screen.findByRole('region', { name: 'Admin Tools' }));
    expect(tools.getByRole('link', { name: 'Event Crawler' })).toHaveAttribute('href', '/crawler');
  });

  it('keeps Admin Tools from everyone else', async () => {
    answerMore();
    renderSignedIn(<ProfilePage />, { route: '/profile?tab=more' });

    expect(await screen.findByRole('region', { name: 'Account' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('radiogroup', { name: 'Preferred time' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Admin Tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Event Crawler' })).not.toBeInTheDocument();
  });
});
