import { describe, expect, it } from 'vitest';
import { categoryFrom } from '#server/features/crawler/category-map.ts';
import {
  htmlText,
  httpUrl,
  parseClock,
  priceFromText,
  priceText,
  timeText,
} from '#server/features/crawler/crawl-text.ts';
import { normalizedName } from '#server/features/crawler/dedupe.ts';

describe('card text from sources', () => {
  it.each([
    ['8:00 am', '8:00 AM'],
    ['12:30 pm', '12:30 PM'],
    ['12:00 AM', '12:00 AM'],
    ['19:30:00', '7:30 PM'],
    ['7 p.m.', '7:00 PM'],
    ['00:05', '12:05 AM'],
    ['noon', 'TBD'],
    ['13:00 pm', 'TBD'],
    ['7', 'TBD'],
  ])('reads the time %s as %s', (raw, text) => {
    expect(timeText(raw, 'TBD')).toBe(text);
  });

  it('writes prices as cards show them', () => {
    expect([priceText(0, 0), priceText(25, 25), priceText(25, 80), priceText(39.95, null)]).toEqual(
      ['Free', '$25', '$25 - $80', '$39.95'],
    );
    expect(priceText(80, 25)).toBeNull();
    expect(priceFromText('Tickets $15–$30 at the door', 'TBA')).toBe('$15 - $30');
    expect(priceFromText('Free and open to all', 'TBA')).toBe('Free');
    expect(priceFromText('Registration required', 'TBA')).toBe('TBA');
  });

  it('keeps only http(s) links, resolved against the page', () => {
    expect(httpUrl('/e/1', 'https://venue.example/events/')).toBe('https://venue.example/e/1');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:text/html,hi')).toBeNull();
    expect(httpUrl('not a url')).toBeNull();
  });

  it('turns HTML into one line of text', () => {
    expect(htmlText('<p>Rock &amp; roll</p><p>All ages<br>Doors 7</p>', 100)).toBe(
      'Rock & roll All ages Doors 7',
    );
    expect(htmlText('A very long line', 8)).toBe('A very…');
    expect(parseClock(undefined)).toBeNull();
  });

  it('maps source labels and titles onto our categories', () => {
    expect(categoryFrom(['Concerts'])).toBe('music');
    expect(categoryFrom(['Fitness | Yoga', 'Sunrise Yoga'])).toBe('yoga');
    expect(categoryFrom(['Best for Kids', 'Movies Under the Stars'])).toBe('movie');
    expect(categoryFrom(['Special Event', 'Queens Night Market'], 'festival')).toBe('festival');
  });

  it('compares names without case, punctuation or "the"', () => {
    expect(normalizedName('The Snarky Puppy!')).toBe(normalizedName('snarky   puppy'));
    expect(normalizedName('Théâtre  du Soleil')).toBe('théâtre du soleil');
    expect(normalizedName('Other Side')).toBe('other side');
  });
});
