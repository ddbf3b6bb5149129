import { stringify } from 'csv-stringify/sync';
import { CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS } from '#shared/schemas/csv-import.ts';
import { addDays, nycToday } from '#shared/time.ts';

export const TEMPLATE_FILENAME = 'swipenyc-events-template.csv';

/**
 * The header the importer reads and three example rows an admin can overwrite: an evening show,
 * a class, and an all-day market over several days ("All day" as its time, a last day in
 * `endDate`). The dates are one to three weeks from today in New York, so uploading the
 * template as it is works. The BOM
 * makes Excel read the file as UTF-8 (accents intact); the importer skips it.
 */
export function csvTemplate(now: Date = new Date()): string {
  const today = nycToday(now);
  const examples = [
    {
      title: 'Late Night Jazz at the Blue Note',
      description: 'Two sets of straight-ahead jazz from a New York quartet.',
      date: addDays(today, 7),
      time: '10:30 PM',
      venue: 'Blue Note Jazz Club',
      price: '$35-55',
      category: 'concert',
      sourceUrl: 'https://www.bluenotejazz.com',
      performer: 'The Village Quartet',
      imageUrl: '',
      neighborhood: 'Greenwich Village',
      borough: 'Manhattan',
      endDate: '',
    },
    {
      title: 'Sunset Yoga on the Pier',
      description: 'An all-levels outdoor class with views of the Manhattan skyline. Bring a mat.',
      date: addDays(today, 14),
      time: '6:30 PM',
      venue: 'Brooklyn Bridge Park',
      price: 'Free',
      category: 'yoga',
      sourceUrl: 'https://www.brooklynbridgepark.org',
      performer: '',
      imageUrl: '',
      neighborhood: 'Brooklyn Heights',
      borough: 'Brooklyn',
      endDate: '',
    },
    {
      title: 'Winter Makers Market',
      description: 'Local makers, food stalls and hot cider, open daily.',
      date: addDays(today, 21),
      time: 'All day',
      venue: 'Union Square Park',
      price: 'Free',
      category: 'festival',
      sourceUrl: '',
      performer: '',
      imageUrl: '',
      neighborhood: 'Flatiron',
      borough: 'Manhattan',
      endDate: addDays(today, 30),
    },
  ];
  return stringify(examples, {
    bom: true,
    header: true,
    columns: [...CSV_REQUIRED_COLUMNS, ...CSV_OPTIONAL_COLUMNS],
  });
}
