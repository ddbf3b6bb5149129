import { useEffect } from 'react';
import type { Event } from '#shared/schemas/events.ts';
import { recordView } from '../api/record-view.ts';

/** Once per event for the life of the page, however often its card comes back to the top. */
const viewed = new Set<number>();

/**
 * A business's card that reaches the top of the deck has been seen. The count is the
 * business's, not the user's: it is sent without waiting, and a failure is not worth a word.
 */
export function useBusinessView(top: Event | undefined): void {
  const id = top?.fromBusiness ? top.id : null;
  useEffect(() => {
    if (id === null || viewed.has(id)) return;
    viewed.add(id);
    recordView(id).catch(() => undefined);
  }, [id]);
}
