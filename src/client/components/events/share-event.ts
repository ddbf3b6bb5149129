import { toast } from '#client/lib/toast.ts';
import type { Event } from '#shared/schemas/events.ts';

export const LINK_COPIED = 'Link copied to clipboard';

/** The event's public page, which shows a preview wherever the link is pasted. */
export function eventShareUrl(id: number): string {
  return `${window.location.origin}/e/${id}`;
}

/**
 * Shares the event's page through the system sheet where there is one, else copies its link and
 * says so. Cancelling the sheet is not an error; a refused share falls back to copying.
 */
export async function shareEvent(event: Pick<Event, 'id' | 'title'>): Promise<void> {
  const url = eventShareUrl(event.id);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: event.title, url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: LINK_COPIED, variant: 'success' });
  } catch {
    toast({ title: 'Error', description: 'Could not share this event', variant: 'error' });
  }
}
