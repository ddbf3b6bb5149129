import { defaultImageFor } from '#server/events/event-normalize.ts';
import { isOwnImagePath } from '#shared/schemas/image-url.ts';

/**
 * The picture any page shows for an event: our own file, else its category art. A remote
 * address (a row stored before pictures were copied) is never handed to a browser, so no page
 * hot-links a third party's image (docs/product.md#pictures-we-serve).
 */
export function shownImage(e: { imageUrl: string | null; category: string }): string {
  const stored = e.imageUrl?.trim();
  return stored && isOwnImagePath(stored) ? stored : defaultImageFor(e.category);
}
