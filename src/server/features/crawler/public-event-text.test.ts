import { describe, expect, it } from 'vitest';
import { isOnlinePlace, reasonInTitle } from '#server/features/crawler/public-event-text.ts';

describe('what a title or place says about an event', () => {
  it('calls closures, administrative days, staff meetings and enrolled classes not public', () => {
    for (const title of [
      'Administrative Day - Office Closed',
      'Library Closed',
      'Closed for Thanksgiving',
      'Lab closure',
      'Bibliothek geschlossen',
      'Faculty Meeting',
      'Biology 101 (enrolled students only)',
      'No School - Winter Recess',
    ]) {
      expect([title, reasonInTitle(title)]).toEqual([title, 'not-public']);
    }
  });

  it('calls a title marked cancelled cancelled', () => {
    for (const title of [
      'CANCELLED: Jazz Brunch',
      '[Canceled] Poetry Night',
      'Open Mic - Cancelled',
    ]) {
      expect(reasonInTitle(title)).toBe('cancelled');
    }
  });

  it('leaves real events alone, closing nights and captioned screenings too', () => {
    for (const title of [
      'Closing Night Party',
      'Closed Captioned Screening: Jaws',
      'Open Studio',
      'Cancel Culture: A Comedy Debate',
      'Members Meeting of the Bird Club',
    ]) {
      expect([title, reasonInTitle(title)]).toEqual([title, null]);
    }
  });

  it('knows a meeting link, a voice server or the word online as no place to go', () => {
    for (const place of [
      'mumble://voice.example.org:64738',
      'Mumble server of the club',
      'https://us02web.zoom.us/j/123',
      'Zoom',
      'Online',
      'Microsoft Teams Meeting',
    ]) {
      expect([place, isOnlinePlace(place)]).toEqual([place, true]);
    }
    for (const place of ['Zoo Lab, Bronx Zoo', 'Onlineshop Café, Berlin', 'Union Hall']) {
      expect([place, isOnlinePlace(place)]).toEqual([place, false]);
    }
  });
});
