import { detailsUrl, formatEventWhen } from '#client/components/events/format-event.ts';
import type { Event } from '#shared/schemas/events.ts';

/**
 * Shares through the system sheet where there is one, else copies the link. Resolves to what
 * happened so the caller can confirm a copy; a share the user cancels is not an error.
 */
export async function shareEvent(event: Event): Promise<'shared' | 'copied' | 'cancelled'> {
  const url = detailsUrl(event) ?? window.location.origin;
  const text = `${event.title} · ${formatEventWhen(event)} at ${event.venue}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: event.title, text, url });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // Any other refusal (no permission, unsupported data): fall back to copying.
    }
  }
  await navigator.clipboard.writeText(`${text}\n${url}`);
  return 'copied';
}
