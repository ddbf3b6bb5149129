import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '#test/support/client/make-event.ts';
import { renderWithProviders } from '#test/support/client/render-with-providers.tsx';
import { ShareButton } from './share-button.tsx';
import { LINK_COPIED } from './share-event.ts';

const event = makeEvent({ id: 42, title: 'Jazz at the Vanguard', sourceUrl: 'https://x.test/' });
const pageUrl = `${window.location.origin}/e/42`;

function renderButton(label?: string) {
  return renderWithProviders(
    <ShareButton event={event} className="share">
      {label}
    </ShareButton>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('opens the share sheet with the event page, and says nothing more', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderButton('Share');
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Jazz at the Vanguard', url: pageUrl });
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the event page link where there is no share sheet', async () => {
    const { user } = renderButton();
    // Icon only: named for screen readers.
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(pageUrl);
  });

  it('copies the link when the share sheet refuses, but not when the user cancels', async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderButton('Share');
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    const button = screen.getByRole('button', { name: 'Share' });

    await user.click(button);
    expect(share).toHaveBeenCalledTimes(1);
    expect(copy).not.toHaveBeenCalled();

    await user.click(button);
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
    expect(copy).toHaveBeenCalledWith(pageUrl);
  });

  it('says so when the link cannot be copied either', async () => {
    const { user } = renderButton('Share');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Could not share this event')).toBeInTheDocument();
  });
});
