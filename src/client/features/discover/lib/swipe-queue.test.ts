// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { makeEvent } from '#test/support/client/make-event.ts';
import { recordSwipe } from '#client/components/events/user-events-api.ts';
import { createSwipeQueue } from './swipe-queue.ts';

const { server } = setupApiServer();

/** The swipes the server received, in order. */
let received: { eventId: number; action: string }[] = [];
const sentSwipes = () => received;

afterEach(() => {
  localStorage.clear();
  received = [];
});

/** The server's swipe endpoint; `answer` picks the status per event. */
/** The saved swipe as the API answers it. */
function savedSwipe(eventId: number, action: string) {
  const at = '2030-06-01T12:00:00.000Z';
  const event = makeEvent({ id: eventId });
  return { id: eventId, userId: 'u1', eventId, action, createdAt: at, updatedAt: at, event };
}

function swipeServer(answer: (eventId: number) => number | 'network' = () => 201) {
  server.use(
    http.post('/api/user-events', async ({ request }) => {
      const { eventId, action } = (await request.json()) as { eventId: number; action: string };
      received.push({ eventId, action });
      const status = answer(eventId);
      if (status === 'network') return HttpResponse.error();
      if (status >= 400) return HttpResponse.json({ message: 'Event not found' }, { status });
      return HttpResponse.json(savedSwipe(eventId, action), { status });
    }),
  );
}

function queueFor(userId: string) {
  const onDropped = vi.fn();
  const queue = createSwipeQueue(userId, { send: recordSwipe, onDropped });
  return { queue, onDropped };
}

describe('swipe queue', () => {
  it('sends the swipes in the order they were made, each once, then is empty', async () => {
    swipeServer();
    const { queue } = queueFor('u1');
    queue.add(3, 'liked');
    queue.add(1, 'passed');
    queue.add(2, 'maybe');
    expect(queue.getSnapshot()).toBe(3);

    // The page start and the `online` event can ask at the same moment.
    await Promise.all([queue.flush(), queue.flush()]);
    await queue.flush();

    expect(sentSwipes()).toEqual([
      { eventId: 3, action: 'liked' },
      { eventId: 1, action: 'passed' },
      { eventId: 2, action: 'maybe' },
    ]);
    expect(queue.getSnapshot()).toBe(0);
  });

  it('keeps the queue across page loads, and a second swipe of an event replaces the first', async () => {
    swipeServer();
    queueFor('u1').queue.add(1, 'passed');
    queueFor('u1').queue.add(1, 'liked');

    const { queue } = queueFor('u1');
    expect(queue.getSnapshot()).toBe(1);
    await queue.flush();
    expect(sentSwipes()).toEqual([{ eventId: 1, action: 'liked' }]);
  });

  it('drops a swipe whose event is gone, says so, and goes on with the rest', async () => {
    swipeServer((eventId) => (eventId === 1 ? 404 : 201));
    const { queue, onDropped } = queueFor('u1');
    queue.add(1, 'liked');
    queue.add(2, 'liked');

    await queue.flush();

    expect(onDropped).toHaveBeenCalledTimes(1);
    expect(onDropped.mock.calls[0]?.[0]).toMatchObject({ eventId: 1, action: 'liked' });
    expect(sentSwipes().map((s) => s.eventId)).toEqual([1, 2]);
    expect(queue.getSnapshot()).toBe(0);
  });

  it.each([
    ['a server error', 503],
    ['a lost connection', 'network'],
  ] as const)(
    'keeps the swipe and those after it on %s, and sends them later',
    async (_, failure) => {
      let down = true;
      swipeServer(() => (down ? failure : 201));
      const { queue, onDropped } = queueFor('u1');
      queue.add(1, 'liked');
      queue.add(2, 'passed');

      await queue.flush();
      // Stopped at the first: the second is not sent ahead of it.
      expect(sentSwipes().map((s) => s.eventId)).toEqual([1]);
      expect(queue.getSnapshot()).toBe(2);

      down = false;
      await queue.flush();
      expect(sentSwipes().map((s) => s.eventId)).toEqual([1, 1, 2]);
      expect(queue.getSnapshot()).toBe(0);
      expect(onDropped).not.toHaveBeenCalled();
    },
  );

  it('keeps each user’s queue apart', async () => {
    swipeServer();
    queueFor('first-user').queue.add(1, 'liked');

    const { queue } = queueFor('second-user');
    expect(queue.getSnapshot()).toBe(0);
    expect(queue.eventIds()).toEqual([]);
    await queue.flush();
    expect(sentSwipes()).toEqual([]);
    expect(queueFor('first-user').queue.eventIds()).toEqual([1]);
  });

  it('takes an undone swipe out of the queue, so it is never sent', async () => {
    swipeServer();
    const { queue } = queueFor('u1');
    queue.add(1, 'liked');
    queue.add(2, 'passed');

    expect(await queue.cancel(1)).toBe(true);
    expect(await queue.cancel(7)).toBe(false);
    await queue.flush();
    expect(sentSwipes()).toEqual([{ eventId: 2, action: 'passed' }]);
  });

  it('lets an undo of a swipe being sent wait for the answer, then delete it on the server', async () => {
    let answer: (() => void) | null = null;
    server.use(
      http.post('/api/user-events', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(savedSwipe(1, 'liked'), { status: 201 });
      }),
    );
    const { queue } = queueFor('u1');
    queue.add(1, 'liked');
    const flushed = queue.flush();
    await vi.waitFor(() => expect(answer).not.toBeNull());

    const cancelled = queue.cancel(1);
    answer!();
    // It reached the server: the caller has to send the delete.
    expect(await cancelled).toBe(false);
    await flushed;
    expect(queue.getSnapshot()).toBe(0);
  });
});
