import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSignedOut } from '#client/lib/leave-session.ts';
import { setupApiServer } from '#test/support/client/api-server.ts';
import { renderSignedIn } from '#test/support/client/profile/render-signed-in.tsx';
import { AccountCard } from './account-card.tsx';
import { holdAnswer } from '#test/support/client/held-answer.ts';

// jsdom cannot navigate; what leaving does is checked in the browser specs.
vi.mock('#client/lib/leave-session.ts', () => ({ leaveSignedOut: vi.fn() }));

const { server, requests } = setupApiServer();
const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));

describe('Export my data', () => {
  const saved: { name: string; blob: Blob }[] = [];

  beforeEach(() => {
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs, and a click on a download link would try to navigate.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:export-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    saved.length = 0;
  });

  it('downloads the JSON the server sends, under the name it gives', async () => {
    const answer = holdAnswer();
    server.use(
      http.get('/api/users/me/export', async () => {
        await answer.released;
        return HttpResponse.json(
          { account: { email: 'eve@example.com' }, swipes: [] },
          {
            headers: {
              'Content-Disposition': 'attachment; filename="swipenyc-data-2030-01-01.json"',
            },
          },
        );
      }),
    );
    const { user } = renderSignedIn(<AccountCard />);
    const button = screen.getByRole('button', { name: 'Export my data' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer.release();

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('swipenyc-data-2030-01-01.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual({
      account: { email: 'eve@example.com' },
      swipes: [],
    });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('says so when the export fails', async () => {
    server.use(
      http.get('/api/users/me/export', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderSignedIn(<AccountCard />);

    await user.click(screen.getByRole('button', { name: 'Export my data' }));

    expect(
      await toasts().findByText('Failed to export your data. Please try again.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('Sign Out', () => {
  it('signs out through the session the page was given', async () => {
    const { user, context } = renderSignedIn(<AccountCard />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(context.signOut).toHaveBeenCalledOnce();
  });
});

describe('Delete account', () => {
  afterEach(() => vi.mocked(leaveSignedOut).mockClear());

  async function openDialog() {
    const view = renderSignedIn(<AccountCard />);
    const trigger = screen.getByRole('button', { name: 'Delete account' });
    await view.user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    return {
      ...view,
      trigger,
      dialog,
      input: within(dialog).getByLabelText('Confirm deletion'),
    };
  }

  it('explains what goes, and puts the focus in the field', async () => {
    const { dialog, input } = await openDialog();
    expect(dialog).toHaveAccessibleDescription(/permanently deletes your account/);
    expect(within(dialog).getByText(/Every swipe/)).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('deletes nothing until DELETE is typed', async () => {
    let body: unknown;
    server.use(
      http.delete('/api/users/me', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const { user, dialog, input } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Delete account' });

    await user.type(input, 'delete');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Type DELETE to confirm', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'DELETE');
    await user.click(submit);

    await waitFor(() => expect(leaveSignedOut).toHaveBeenCalledOnce());
    expect(body).toEqual({ confirm: 'DELETE' });
    expect(submit).toBeDisabled();
  });

  it('shows the server message and stays open when the delete fails', async () => {
    server.use(
      http.delete('/api/users/me', () =>
        HttpResponse.json({ message: 'The demo account cannot be deleted' }, { status: 403 }),
      ),
    );
    const { user, dialog, input } = await openDialog();

    await user.type(input, 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The demo account cannot be deleted',
    );
    expect(dialog).toBeInTheDocument();
    expect(leaveSignedOut).not.toHaveBeenCalled();
  });

  it('closes on Cancel, gives the focus back and starts over next time', async () => {
    const { user, trigger, dialog, input } = await openDialog();
    await user.type(input, 'DEL');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    const reopened = await screen.findByRole('alertdialog');
    expect(within(reopened).getByLabelText('Confirm deletion')).toHaveValue('');
  });
});
