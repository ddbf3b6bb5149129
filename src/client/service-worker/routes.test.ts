import { describe, expect, it } from 'vitest';
import { isEventImage, servesAppShell } from './routes.ts';

const ORIGIN = 'https://swipe.nyc';
const url = (path: string) => new URL(path, ORIGIN);

describe('service worker routes', () => {
  it('never caches API answers, whatever they look like', () => {
    for (const path of [
      '/api/events/unseen',
      '/api/auth/user',
      '/api/uploads/x.webp',
      '/api/images/events/music.svg',
    ]) {
      expect(isEventImage(url(path), ORIGIN), path).toBe(false);
    }
  });

  it('caches uploaded images and category art from our own origin only', () => {
    expect(isEventImage(url('/uploads/ab12.webp'), ORIGIN)).toBe(true);
    expect(isEventImage(url('/images/events/music.svg'), ORIGIN)).toBe(true);
    expect(isEventImage(new URL('https://cdn.example.com/uploads/a.jpg'), ORIGIN)).toBe(false);
    expect(isEventImage(url('/assets/index.js'), ORIGIN)).toBe(false);
  });

  it('answers offline navigations with the app only for the app’s own pages', () => {
    for (const path of ['/', '/home', '/my-events', '/admin', '/event-database']) {
      expect(servesAppShell(path), path).toBe(true);
    }
    for (const path of [
      '/api',
      '/api/health',
      '/uploads/ab12.webp',
      '/e/42',
      '/e/42-jazz-night',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      expect(servesAppShell(path), path).toBe(false);
    }
  });
});
