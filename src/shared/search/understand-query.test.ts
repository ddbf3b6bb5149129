import { describe, expect, it } from 'vitest';
import { understandQuery } from '#shared/search/understand-query.ts';

/** A Thursday. */
const TODAY = '2026-12-03';
const read = (q: string) => {
  const u = understandQuery(q, TODAY);
  return { text: u.text, labels: u.parts.map((p) => p.label) };
};

describe('understanding a search', () => {
  it('reads nicknames, streets and ZIP codes as places', () => {
    expect(read('UWS')).toEqual({ text: '', labels: ['Upper West Side'] });
    expect(read('bed-stuy brunch')).toEqual({ text: 'brunch', labels: ['Bedford-Stuyvesant'] });
    expect(read('bars on Bedford Ave')).toEqual({ text: 'bars', labels: ['Williamsburg'] });
    expect(read('11211')).toEqual({ text: '', labels: ['East Williamsburg · Williamsburg'] });
    expect(read('BK')).toEqual({ text: '', labels: ['Brooklyn'] });
  });

  it('leaves a ZIP code outside the city, and a second place, as words', () => {
    expect(read('07030')).toEqual({ text: '07030', labels: [] });
    expect(read('Astoria Bushwick')).toEqual({ text: 'Bushwick', labels: ['Astoria'] });
  });

  it('reads times, a weekday as the coming one, and drops the words that joined them', () => {
    expect(read('jazz in Bushwick this Friday')).toEqual({
      text: 'jazz',
      labels: ['Music', 'Bushwick', 'Fri, Dec 4'],
    });
    expect(read('thursday trivia')).toEqual({ text: 'trivia', labels: ['Thu, Dec 3'] });
    expect(read('tomorrow night')).toEqual({ text: '', labels: ['Tomorrow'] });
  });

  it('reads free, cheap and under a price', () => {
    expect(read('free comedy')).toEqual({ text: '', labels: ['Free', 'Comedy'] });
    expect(read('cheap eats')).toEqual({ text: 'eats', labels: ['Under $20'] });
    expect(read('techno under $15')).toEqual({ text: 'techno', labels: ['Music', 'Under $15'] });
  });

  it('keeps a genre word searched beside its category', () => {
    expect(read('jazz')).toEqual({ text: 'jazz', labels: ['Music'] });
    expect(read('concerts')).toEqual({ text: '', labels: ['Music'] });
  });

  it('searches a venue by its whole name, and weekend or a short weekday only where they mean time', () => {
    expect(read('blue note jazz club')).toEqual({ text: 'blue note jazz club', labels: [] });
    expect(read('central park')).toEqual({ text: '', labels: ['Central Park'] });
    expect(read('vampire weekend')).toEqual({ text: 'vampire weekend', labels: [] });
    expect(read('weekend')).toEqual({ text: '', labels: ['This weekend'] });
    expect(read('house music greenpoint sat')).toEqual({
      text: 'house',
      labels: ['Music', 'Greenpoint', 'Sat, Dec 5'],
    });
    expect(read('stuff to do in astoria this wknd')).toEqual({
      text: '',
      labels: ['Astoria', 'This weekend'],
    });
  });

  it("searches a known venue's spelling for a word one letter off", () => {
    expect(read('carnagie hall')).toEqual({ text: 'carnegie hall', labels: ['Spelt “carnegie”'] });
    expect(read('phoebe bridgers')).toEqual({ text: 'phoebe bridgers', labels: [] });
    expect(read('steal the show')).toEqual({ text: 'steal the show', labels: [] });
  });

  it('never understands words in double quotes', () => {
    expect(read('"tonight" show')).toEqual({ text: '"tonight" show', labels: [] });
    expect(read('"UWS')).toEqual({ text: '"UWS', labels: [] });
  });

  it('answers any text', () => {
    for (const q of ['', '   ', '& | ! :* ( )', '🎉', 'the of', "o'clock"]) {
      expect(understandQuery(q, TODAY).parts).toEqual([]);
    }
  });
});
