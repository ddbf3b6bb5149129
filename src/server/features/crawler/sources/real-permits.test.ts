import { describe, expect, it } from 'vitest';
import { triageCrawledEvents } from '#server/features/crawler/crawled-event.ts';
import {
  isPublicPermit,
  NYC_PERMITTED_EVENTS_URL,
  parseSocrataRows,
} from '#server/features/crawler/sources/socrata.ts';
import { fixtureText } from '#test/support/crawler/fixture-text.ts';
import { justBefore } from '#test/support/crawler/just-before.ts';

describe('a real window of NYC Permitted Event Information (CSV export, February 2022)', () => {
  const events = parseSocrataRows(
    fixtureText('real/socrata/permitted-events-2022-02.csv'),
    NYC_PERMITTED_EVENTS_URL,
  );
  const triaged = triageCrawledEvents('socrata', events, justBefore(events));
  const kept = events.filter((_, i) => triaged[i]?.reason === null);

  it("reads the portal's CSV export as the API's rows", () => {
    expect(events).toHaveLength(79);
    expect(events[0]).toMatchObject({
      sourceId: '611810@2022-05-05T09:00:00.000',
      title: 'Miscellaneous',
      description: 'Special Event permitted by the Parks Department.',
      date: '2022-05-05',
      time: '9:00 AM',
      endDate: null,
      borough: 'Bronx',
      recordUrl: 'https://data.cityofnewyork.us/resource/tvpp-9vvx.json?event_id=611810',
    });
    const plaza = events.find((e) => e.title.startsWith('Horizon-Forbidden West'));
    expect(plaza).toMatchObject({
      date: '2022-02-18',
      time: '7:00 AM',
      endDate: '2022-02-20',
      description: expect.stringMatching(
        /^Plaza Event permitted by the Street Activity Permit Office\. Pedestrian Plaza: 43\/44 Broadway/,
      ),
    });
  });

  it('keeps 12 of the 79 rows: the ones with a name of their own', () => {
    expect(kept.map((e) => e.title)).toEqual([
      'Free electronic waste recycling event',
      'Scandinavian Music Festival',
      'Puerto Rican Day parade 2022',
      'Stoplight Party - Queens',
      'Movies Under the Stars',
      'freeskewl Gathering',
      'Movies Under the Stars',
      'Horizon-Forbidden West Clawstrider Sculpture - Times Sq. Plaza',
      'NYRR Open Run Cunningham Park',
      'Studio 145: Danceathon 4: The Sound of Disco',
      'The Scandinavian Music Festival',
      "DJ Nubian's Music Festival",
    ]);
    expect(new Set(triaged.map((t) => t.reason))).toEqual(new Set([null, 'not-public']));
  });

  it('leaves out the permits named by their kind alone, the wedding spots above all', () => {
    const bare = events.filter((e) => /^(Celebration|Miscellaneous|Picnic)$/.test(e.title));
    expect(bare).toHaveLength(26);
    expect(bare.filter((e) => e.title === 'Celebration')).toHaveLength(23);
    for (const e of bare) expect(isPublicPermit('Special Event', e.title)).toBe(false);
    expect(isPublicPermit('Special Event', 'freeskewl Gathering')).toBe(true);
  });

  it('leaves out sports leagues, load-ins, private parties, testing sites, schools and closures', () => {
    const reasonOf = (title: string) => triaged[events.findIndex((e) => e.title === title)]?.reason;
    for (const title of [
      'Soccer -Regulation',
      'Permitted Film Event',
      "Deb's Birthday Party",
      'Balters Baby Shower',
      'Wedding',
      "Aurora's Funeral",
      'Mobile COVID-19 Test Site',
      'Vaccine Command Center- Bushwick',
      'Mobile COVID-19 Testing and Vaccine Site',
      'Outdoor Learning Application-PS 132-DOE',
      'Outdoor learning-12X458-DOE',
      'Turtle Pond Lawn Winter Closure Nov. 29, 2021 - April 2, 2022',
    ]) {
      expect(reasonOf(title), title).toBe('not-public');
    }
  });

  it('gives every kept row its borough and a free price, without "N/A"', () => {
    for (const e of kept) {
      expect(e.borough).toMatch(/^(Manhattan|Brooklyn|Queens|Bronx|Staten Island)$/);
      expect(e.price).toBe('Free');
      expect(e.description).not.toMatch(/N\/A/);
    }
  });
});

describe('two more real windows of the same export (late February, early March 2022)', () => {
  const read = (file: string) => {
    const events = parseSocrataRows(fixtureText(`real/socrata/${file}`), NYC_PERMITTED_EVENTS_URL);
    const triaged = triageCrawledEvents('socrata', events, justBefore(events));
    return { events, reasons: triaged.map((t) => t.reason) };
  };
  const late = read('permitted-events-2022-02-late.csv');
  const early = read('permitted-events-2022-03-early.csv');
  const keptTitles = (w: typeof late) =>
    w.events.filter((_, i) => w.reasons[i] === null).map((e) => e.title);

  it('keeps 6 of 66 and 8 of 85 rows, every other one not public', () => {
    expect([late.events.length, early.events.length]).toEqual([66, 85]);
    expect(keptTitles(late)).toEqual([
      "Lunchtime tour: Hugh Hayden's Brier Patch",
      'Big Apple Circus',
      'Tai Chi in Park',
      '6 days of Kissena',
      'Manhattan SAFE Disposal Event- John Jay',
      'Big Apple Circus',
    ]);
    expect(keptTitles(early)).toEqual([
      'Free Community Music Live',
      'Big Apple Circus',
      'Bed-Stuy Link-Up 2022 - August',
      'SAFE Disposal Event',
      'May Day Festival of Resistance',
      'Every Voice Choirs Singing Session',
      'Music Performance-BP',
      'NYBD Dance',
    ]);
    for (const w of [late, early]) {
      expect(new Set(w.reasons)).toEqual(new Set([null, 'not-public']));
    }
  });

  it("leaves out a school's gym class and after-school program, and every testing site", () => {
    const reasonOf = (title: string) =>
      late.reasons[late.events.findIndex((e) => e.title === title)];
    expect(reasonOf('East Bronx Academy PE Class & Afterschool')).toBe('not-public');
    const testing = [...late.events, ...early.events].filter((e) => /covid|vaccine/i.test(e.title));
    expect(testing).toHaveLength(18);
    for (const e of testing) expect(isPublicPermit('Special Event', e.title)).toBe(false);
  });

  it('reads a permit booked from midnight to 11:59 PM as all day, and a week-long one as a run', () => {
    const circus = early.events.find((e) => e.title === 'Big Apple Circus');
    expect(circus).toMatchObject({
      date: '2022-03-05',
      time: 'All day',
      allDay: true,
      endDate: null,
    });
    const lunchtime = late.events.find((e) => e.title.startsWith('Lunchtime tour'));
    expect(lunchtime).toMatchObject({ time: '12:00 PM', endDate: null });
    expect(lunchtime?.allDay).toBeUndefined();
    expect(
      early.events.find((e) => e.title === 'Vaccine Command Center - Kingsbridge'),
    ).toMatchObject({
      date: '2022-02-16',
      endDate: '2022-02-21',
    });
  });

  it('writes no "N/A" and names the closure only where a street is closed', () => {
    for (const e of [...late.events, ...early.events]) expect(e.description).not.toMatch(/N\/A/);
    expect(early.events.find((e) => e.title === 'Mobile Covid-19 test site')?.description).toBe(
      'Street Event permitted by the Street Activity Permit Office. Partial Sidewalk Closure: Broadway between West 230 Street and Verveleen Place.',
    );
  });
});
