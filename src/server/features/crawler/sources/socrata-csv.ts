import { parse } from 'csv-parse/sync';
import { DateTime } from 'luxon';

/**
 * The portal's "Export → CSV" of the dataset: the columns are named as people read them and the
 * times written "05/05/2022 09:00:00 AM". Admins save a window that way more often than through
 * the API, so it reads as the API's rows would.
 */
const COLUMNS: Record<string, string> = {
  'Event ID': 'event_id',
  'Event Name': 'event_name',
  'Start Date/Time': 'start_date_time',
  'End Date/Time': 'end_date_time',
  'Event Agency': 'event_agency',
  'Event Type': 'event_type',
  'Event Borough': 'event_borough',
  'Event Location': 'event_location',
  'Event Street Side': 'event_street_side',
  'Street Closure Type': 'street_closure_type',
  'Community Board': 'community_board',
  'Police Precinct': 'police_precinct',
};

const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/** Whether a saved answer is the portal's CSV export rather than the API's JSON. */
export function isSocrataCsvExport(text: string): boolean {
  return withoutBom(text).startsWith('Event ID,');
}

/** The export's "MM/dd/yyyy hh:mm:ss a" as the API's floating timestamp; anything else as is. */
function apiTimestamp(value: string): string {
  const dt = DateTime.fromFormat(value, 'MM/dd/yyyy hh:mm:ss a', { locale: 'en-US' });
  return dt.isValid ? dt.toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS") : value;
}

/** The export's rows keyed by the API's field names. */
export function socrataCsvRows(text: string): Record<string, string>[] {
  const records: Record<string, string>[] = parse(withoutBom(text), {
    columns: (header: string[]) => header.map((h) => COLUMNS[h.trim()] ?? h.trim()),
    skip_empty_lines: true,
    relax_column_count: true,
  });
  return records.map((r) => ({
    ...r,
    start_date_time: apiTimestamp(r.start_date_time ?? ''),
    end_date_time: apiTimestamp(r.end_date_time ?? ''),
  }));
}
