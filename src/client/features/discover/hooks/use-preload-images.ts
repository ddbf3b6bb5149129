import { useEffect } from 'react';

/**
 * Starts downloading pictures before their cards are drawn, so a card that moves up the deck
 * arrives with its picture instead of fading it in over the category colour.
 */
export function usePreloadImages(urls: readonly (string | null | undefined)[]) {
  // One string, so the effect runs when the URLs change rather than on every new array.
  const key = urls.filter(Boolean).join('\n');
  useEffect(() => {
    if (!key) return;
    for (const url of key.split('\n')) new Image().src = url;
  }, [key]);
}
