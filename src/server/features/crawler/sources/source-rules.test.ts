import { describe, expect, it } from 'vitest';
import { decodeText } from '#server/outbound/text-charset.ts';
import { isPublicPermit, parseSocrataRows } from '#server/features/crawler/sources/socrata.ts';
import { parseTicketmasterPage } from '#server/features/crawler/sources/ticketmaster.ts';

describe('which permits are public', () => {
  it('keeps street fairs and parades, refuses private and non-event permits', () => {
    const kept = [
      ['Street Festival', 'Atlantic Antic'],
      ['Parade', 'Dominican Day Parade'],
      ['Farmers Market', 'Union Square Greenmarket'],
      ['Block Party', 'West 88th Street Block Party'],
    ];
    const refused = [
      ['Special Event', 'Great Lawn Winter Closure'],
      ['Special Event', 'Covid -19 testing site'],
      ['Special Event', 'Smith Wedding Ceremony'],
      ['Special Event', "Maya's 5th Birthday Party"],
      ['Special Event', 'Picnic - No Amplified Sound'],
      ['Special Event', 'PS 321 Outdoor Learning'],
      ['Sport - Youth', 'Soccer - Non Regulation'],
      ['Shooting Permit', 'Permitted Film Event'],
    ];
    expect(kept.every(([type, name]) => isPublicPermit(type!, name!))).toBe(true);
    expect(refused.filter(([type, name]) => isPublicPermit(type!, name!))).toEqual([]);
  });

  it('leaves "N/A" fields empty and marks private rows', () => {
    const [row] = parseSocrataRows(
      JSON.stringify([
        {
          event_id: '687277',
          event_name: 'Covid -19 testing site',
          start_date_time: '2030-02-02T08:00:00.000',
          end_date_time: '2030-02-02T18:00:00.000',
          event_agency: 'Parks Department',
          event_type: 'Special Event',
          event_borough: 'Manhattan',
          event_location: 'Columbus Park: Columbus Park',
          street_closure_type: 'N/A',
        },
      ]),
      'https://data.cityofnewyork.us/resource/tvpp-9vvx.json',
    );
    expect(row?.description).toBe('Special Event permitted by the Parks Department.');
    expect(row?.unusable).toBe('not-public');
  });
});

describe('Ticketmaster statuses and prices', () => {
  const page = (status: string, priceRanges: object[]) =>
    JSON.stringify({
      page: { totalPages: 1 },
      _embedded: {
        events: [
          {
            id: 'x',
            name: 'Show',
            dates: {
              start: { localDate: '2030-05-04', localTime: '20:00:00' },
              status: { code: status },
            },
            priceRanges,
          },
        ],
      },
    });
  const first = (status: string, ranges: object[] = []) =>
    parseTicketmasterPage(page(status, ranges)).events[0]!;

  it('keeps a rescheduled event at its new date; skips only cancelled and postponed ones', () => {
    expect(first('rescheduled').date).toBe('2030-05-04');
    expect(first('rescheduled').unusable).toBeUndefined();
    expect(first('cancelled').unusable).toBe('cancelled');
    expect(first('postponed').unusable).toBe('cancelled');
  });

  it('leaves sold-out and sponsor ranges out, and writes a zero lower bound as Free', () => {
    const ranges = [
      { type: 'standard', currency: 'USD', min: 35, max: 161.9 },
      { type: 'sponsor', currency: 'USD', min: 0, max: 0 },
      { type: 'sold out', currency: 'USD', min: 500, max: 900 },
    ];
    expect(first('onsale', ranges).price).toBe('$35 - $161.90');
    expect(first('onsale', [{ type: 'standard', currency: 'USD', min: 0, max: 40 }]).price).toBe(
      'Free - $40',
    );
  });
});

describe('a document charset', () => {
  it('follows the XML or HTML declaration when the header names none', () => {
    const xml = Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><t>Caf\xe9</t>', 'latin1');
    expect(decodeText(xml)).toContain('Café');
    expect(decodeText(xml, 'text/xml; charset=utf-8')).not.toContain('Café');
    const html = Buffer.from(
      '<html><head><meta charset="iso-8859-1"></head>Caf\xe9</html>',
      'latin1',
    );
    expect(decodeText(html, 'text/html')).toContain('Café');
  });
});
