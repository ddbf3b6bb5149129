import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreloadImages } from './use-preload-images.ts';

describe('usePreloadImages', () => {
  afterEach(() => vi.restoreAllMocks());

  function requestedSources() {
    const set = vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
    return () => set.mock.calls.map(([url]) => url);
  }

  it('requests each picture once, skipping cards without one', () => {
    const requested = requestedSources();
    const { rerender } = renderHook(({ urls }) => usePreloadImages(urls), {
      initialProps: { urls: ['/images/events/music.svg', null, '/uploads/a.webp'] },
    });
    // A new array with the same pictures (every render of the deck) asks for nothing again.
    rerender({ urls: ['/images/events/music.svg', null, '/uploads/a.webp'] });
    expect(requested()).toEqual(['/images/events/music.svg', '/uploads/a.webp']);
  });

  it('requests the new pictures when the cards move up', () => {
    const requested = requestedSources();
    const { rerender } = renderHook(({ urls }) => usePreloadImages(urls), {
      initialProps: { urls: ['/a.webp', '/b.webp'] as (string | undefined)[] },
    });
    rerender({ urls: ['/b.webp', '/c.webp'] });
    rerender({ urls: [undefined, undefined] });
    expect(requested()).toEqual(['/a.webp', '/b.webp', '/b.webp', '/c.webp']);
  });
});
