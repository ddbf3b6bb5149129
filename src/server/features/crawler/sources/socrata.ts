import { DateTime } from 'luxon';
import { categoryFrom } from '#server/features/crawler/category-map.ts';
import type { CrawledEvent } from '#server/features/crawler/crawled-event.ts';
import { plainText, unshout } from '#server/features/crawler/crawl-text.ts';
import { nycDateOfIso, nycMomentOfIso } from '#server/features/crawler/crawl-time.ts';
import {
  isSocrataCsvExport,
  socrataCsvRows,
} from '#server/features/crawler/sources/socrata-csv.ts';
import { ALL_DAY } from '#shared/event-span.ts';
import { NYC_ZONE } from '#shared/time.ts';

/** NYC Open Data's NYC Permitted Event Information (dataset tvpp-9vvx), as JSON rows. */
export const NYC_PERMITTED_EVENTS_URL = 'https://data.cityofnewyork.us/resource/tvpp-9vvx.json';

/**
 * The permit types the public can attend. The dataset is mostly youth and adult sports league
 * permits, film shoots and theater load-ins, which nobody would swipe on.
 */
export const PUBLIC_EVENT_TYPES = [
  'Special Event',
  'Street Event',
  'Street Festival',
  'Single Block Festival',
  'Block Party',
  'Parade',
  'Farmers Market',
  'Plaza Event',
  'Plaza Partner Event',
  'Open Street Partner Event',
  'Athletic Race / Tour',
  'Health Fair',
] as const;

export interface SocrataQuery {
  url: string;
  eventTypes: readonly string[];
  days: number;
  limit: number;
}

const floating = (d: DateTime) => d.toFormat("yyyy-MM-dd'T'HH:mm:ss");
const soqlString = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** A SoQL query for permits of the public types starting from today through `days` ahead. */
export function socrataQueryUrl(q: SocrataQuery, now: Date): string {
  const from = DateTime.fromJSDate(now, { zone: NYC_ZONE }).startOf('day');
  const to = from.plus({ days: q.days });
  const url = new URL(q.url);
  url.searchParams.set(
    '$where',
    `start_date_time >= ${soqlString(floating(from))} AND start_date_time < ${soqlString(floating(to))}` +
      ` AND event_type in (${q.eventTypes.map(soqlString).join(', ')})`,
  );
  url.searchParams.set('$order', 'start_date_time, event_id');
  url.searchParams.set('$limit', String(q.limit));
  return url.href;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The dataset writes "N/A" where a field does not apply; it is no text to show. */
const field = (v: unknown, max: number) => {
  const t = plainText(v, max);
  return /^(n\/?a|none|null|-)$/i.test(t) ? '' : t;
};

/**
 * Permits that are no public event, by name: closures and maintenance, testing and vaccination
 * sites, private celebrations, school programs, and the Parks note that a permit carries "no
 * amplified sound" (a picnic or a party, not a show). docs/crawler.md#which-permits-are-public
 * tells how the list was drawn.
 */
const PRIVATE_NAME = new RegExp(
  [
    String.raw`\bclos(ure|ed|ing)\b`,
    String.raw`\bmaintenance\b`,
    String.raw`\b(construction|repairs?)\b`,
    String.raw`\btesting\b`,
    String.raw`\bcovid`,
    String.raw`\bvaccin`,
    String.raw`\bwedding`,
    String.raw`\bbirthday`,
    String.raw`\b(bridal|baby) shower`,
    String.raw`\banniversary\b`,
    String.raw`\bfuneral|\bmemorial service`,
    String.raw`\bbaptism|\bchristening|\bquincea`,
    String.raw`\bfamily (reunion|gathering|picnic)`,
    String.raw`\bprivate\b`,
    String.raw`\bno amplified sound\b`,
    String.raw`\boutdoor learning\b`,
    String.raw`\b(p\.?s\.?|i\.?s\.?|m\.?s\.?|j\.?h\.?s\.?)\s?\d+`,
    String.raw`\bschool\b`,
    String.raw`\b(recess|field day|graduation|prom)\b`,
    String.raw`\bafter-?\s?school\b|\bp\.?e\.? class\b`,
    String.raw`\b(rehearsal|practice|tryouts?)\b`,
  ].join('|'),
  'i',
);

/**
 * Parks names a permit for a private party by its kind alone: in a real window most "Special
 * Event" rows are a bare "Celebration" at Cop Cot, Wagner Cove or Ladies' Pavilion (the
 * wedding spots), "Picnic" or "Miscellaneous". A public event has a name of its own.
 */
const BARE_PERMIT_NAME = /^(celebration|miscellaneous|picnic|gathering|party|ceremony|meeting)s?$/i;

/** Whether a permit is one the public can attend: a public type, and not private by its name. */
export function isPublicPermit(type: string, name: string): boolean {
  const publicType = (PUBLIC_EVENT_TYPES as readonly string[]).includes(type);
  return publicType && !PRIVATE_NAME.test(name) && !BARE_PERMIT_NAME.test(name.trim());
}

/** Parks books a whole day as midnight to 11:59 PM (a circus's tent, a lawn's closure). */
const wholeDay = (start: string, end: string) =>
  /T00:00(:00(\.0+)?)?$/.test(start) && /T23:59(:\d\d(\.\d+)?)?$/.test(end);

/**
 * Reads the dataset's rows. A permit is one row per day it runs (a weekly market has a row per
 * week), so a row's id is its event id and start; a festival closing several blocks repeats
 * that pair once per block, and the repeats are counted as duplicates. Permitted street events
 * are free to attend and have no page of their own: the record's URL is their provenance. The
 * portal's CSV export of the same rows reads alike.
 */
export function parseSocrataRows(json: string, datasetUrl: string): CrawledEvent[] {
  const data: unknown = isSocrataCsvExport(json) ? socrataCsvRows(json) : JSON.parse(json);
  if (!Array.isArray(data)) {
    const message = (data as { message?: unknown } | null)?.message;
    throw new Error(
      typeof message === 'string' ? `the dataset answered: ${message}` : 'expected a list of rows',
    );
  }
  return data.map((raw: unknown): CrawledEvent => {
    const row = (raw ?? {}) as Record<string, unknown>;
    const id = str(row.event_id);
    const start = nycMomentOfIso(row.start_date_time);
    const endDate = nycDateOfIso(row.end_date_time);
    const type = field(row.event_type, 80);
    const agency = field(row.event_agency, 120);
    const location = unshout(field(row.event_location, 300));
    const closure = field(row.street_closure_type, 120);
    const name = field(row.event_name, 300);
    const allDay = start !== null && wholeDay(str(row.start_date_time), str(row.end_date_time));
    const record = new URL(datasetUrl);
    record.searchParams.set('event_id', id);
    return {
      sourceId: id && start ? `${id}@${str(row.start_date_time)}` : '',
      title: name,
      description: [
        type && agency ? `${type} permitted by the ${agency}.` : type,
        closure && location ? `${closure}: ${location}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
      date: start?.date ?? '',
      time: allDay ? ALL_DAY : (start?.time ?? ''),
      ...(allDay ? { allDay } : {}),
      endDate: start && endDate && endDate > start.date ? endDate : null,
      venue: location,
      price: 'Free',
      category: categoryFrom([name, type], 'festival'),
      originalCategory: type || null,
      performer: null,
      url: null,
      recordUrl: id ? record.href : null,
      imageUrl: null,
      location: null,
      borough: field(row.event_borough, 40) || null,
      ...(isPublicPermit(type, name) ? {} : { unusable: 'not-public' as const }),
    };
  });
}
