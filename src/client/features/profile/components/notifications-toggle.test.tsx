import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#client/lib/toast.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { NotificationsToggle } from './notifications-toggle.tsx';

const { server } = setupApiServer();

/** The browser's side: a service worker registration whose push manager hands out one subscription. */
function browserPush({ permission = 'granted' as NotificationPermission } = {}) {
  let current: {
    endpoint: string;
    toJSON: () => unknown;
    unsubscribe: () => Promise<boolean>;
  } | null = null;
  const subscribe = vi.fn(async () => {
    current = {
      endpoint: 'https://push.example.com/send/1',
      toJSON: () => ({
        endpoint: 'https://push.example.com/send/1',
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current;
  });
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe };
}

function api() {
  const sent: { method: string; body: unknown }[] = [];
  const patches: unknown[] = [];
  server.use(
    http.get('/api/push/public-key', () => HttpResponse.json({ publicKey: 'BAAA' })),
    http.post('/api/push/subscriptions', async ({ request }) => {
      sent.push({ method: 'POST', body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/push/subscriptions', async ({ request }) => {
      sent.push({ method: 'DELETE', body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch('/api/users/me/preferences', async ({ request }) => {
      const change = await request.json();
      patches.push(change);
      return HttpResponse.json({
        notifications: (change as { notifications: boolean }).notifications,
      });
    }),
  );
  return { sent, patches };
}

const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

beforeEach(() => toast({ title: 'Test started' }));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('NotificationsToggle', () => {
  it('subscribes this browser before saving "on", and unsubscribes after saving "off"', async () => {
    const { subscribe } = browserPush();
    const { sent, patches } = api();
    const view = renderWithProviders(<NotificationsToggle enabled={false} />);
    await view.user.click(screen.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() => expect(patches).toEqual([{ notifications: true }]));
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          endpoint: 'https://push.example.com/send/1',
          keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
        },
      },
    ]);

    view.rerender(<NotificationsToggle enabled />);
    await view.user.click(screen.getByRole('switch', { name: 'Notifications' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        method: 'DELETE',
        body: { endpoint: 'https://push.example.com/send/1' },
      }),
    );
    expect(patches.at(-1)).toEqual({ notifications: false });
  });

  it('says why and saves nothing when the browser blocks notifications', async () => {
    browserPush({ permission: 'denied' });
    const { sent, patches } = api();
    const view = renderWithProviders(<NotificationsToggle enabled={false} />);
    await view.user.click(screen.getByRole('switch', { name: 'Notifications' }));
    expect(await toasts().findByText("Couldn't turn on reminders")).toBeInTheDocument();
    expect(toasts().getByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(sent).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Notifications' })).not.toBeChecked();
  });

  it('says so in a browser without push', async () => {
    api();
    const view = renderWithProviders(<NotificationsToggle enabled={false} />);
    await view.user.click(screen.getByRole('switch', { name: 'Notifications' }));
    expect(await toasts().findByText('This browser cannot show reminders.')).toBeInTheDocument();
  });
});
