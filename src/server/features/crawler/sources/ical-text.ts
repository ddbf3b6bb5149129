import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';

/** Every VCALENDAR in a file: some feeds are several calendars written one after another. */
export function calendarsIn(text: string): string[] {
  return text.match(/BEGIN:VCALENDAR[\s\S]*?END:VCALENDAR/gi) ?? [];
}

/** Content lines with their folded continuations joined (RFC 5545 §3.1). */
function unfolded(calendar: string): string[] {
  return calendar.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

const valueOf = (line: string) => line.slice(line.indexOf(':') + 1);
// Called for every line of files of hundreds of thousands: compares only the name's length.
const named = (line: string, name: string) =>
  (line[name.length] === ';' || line[name.length] === ':') &&
  line.slice(0, name.length).toUpperCase() === name;

/**
 * The Events Calendar (a WordPress plug-in) writes local wall-clock times as "TZID=UTC+0", and
 * with its PRODID even a bare "TZID=UTC"; both are New York time on the sites that use it.
 */
function localTimeZone(lines: string[]): string[] {
  const tec = lines.some((l) => named(l, 'PRODID') && /ECPv|events calendar/i.test(valueOf(l)));
  const mislabelled = tec
    ? /TZID="?UTC(?:\+0+(?::?00)?)?"?(?=[;:])/i
    : /TZID="?UTC\+0+(?::?00)?"?(?=[;:])/i;
  return lines.map((l) =>
    named(l, 'X-WR-TIMEZONE') && /^UTC\+0/i.test(valueOf(l))
      ? 'X-WR-TIMEZONE:America/New_York'
      : /TZID/i.test(l)
        ? l.replace(mislabelled, 'TZID=America/New_York')
        : l,
  );
}

/**
 * An event without a UID gets one that stays the same from crawl to crawl: from its URL, else
 * its SUMMARY and DTSTART. (The calendar reader keys events by UID and would drop it.)
 */
function withUids(lines: string[]): string[] {
  const out: string[] = [];
  let event: string[] | null = null;
  for (const line of lines) {
    if (/^BEGIN:VEVENT$/i.test(line.trim())) event = [];
    if (event === null) {
      out.push(line);
      continue;
    }
    event.push(line);
    if (!/^END:VEVENT$/i.test(line.trim())) continue;
    if (!event.some((l) => named(l, 'UID'))) {
      const url = event.find((l) => named(l, 'URL'));
      const basis = url
        ? `url:${valueOf(url)}`
        : ['SUMMARY', 'DTSTART']
            .map((n) => valueOf(event!.find((l) => named(l, n)) ?? ''))
            .join('|');
      const uid = `nouid-${createHash('sha256').update(basis).digest('hex').slice(0, 32)}`;
      event.splice(1, 0, `UID:${uid}`);
    }
    out.push(...event);
    event = null;
  }
  return out;
}

const QUOTED_PRINTABLE = /;ENCODING=QUOTED-PRINTABLE/i;

/** Text escaped as an iCalendar TEXT value (RFC 5545 §3.3.11). */
const icalText = (text: string) => text.replace(/[\\;,]/g, '\\$&').replace(/\r?\n/g, '\\n');

/** A quoted-printable value's text: "=0D=0A" is a line break, "=C3=A9" an "é". */
function fromQuotedPrintable(encoded: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i += 1) {
    const hex = encoded.slice(i + 1, i + 3);
    if (encoded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(encoded[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Outlook 2003 writes SUMMARY and DESCRIPTION quoted-printable, vCalendar 1.0's ENCODING
 * parameter, which the calendar reader leaves as is ("Booking number 9876543=0D=0A=0D=0A...").
 * A line ending in "=" goes on in the next one.
 */
function withoutQuotedPrintable(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    let line = lines[i]!;
    const name = line.slice(0, Math.max(line.indexOf(':'), 0));
    if (!QUOTED_PRINTABLE.test(name)) {
      out.push(line);
      continue;
    }
    while (line.endsWith('=') && i + 1 < lines.length) line = line.slice(0, -1) + lines[(i += 1)];
    const text = fromQuotedPrintable(valueOf(line));
    out.push(`${name.replace(QUOTED_PRINTABLE, '')}:${icalText(text)}`);
  }
  return out;
}

/**
 * A calendar's text ready for the reader: local times named as such, every event with a UID.
 * Each pass over a large file's lines takes up to a tenth of a second; the event loop gets a
 * turn between passes, so other requests are not held for the whole file.
 */
export async function readableCalendar(calendar: string): Promise<string> {
  let lines = unfolded(calendar);
  for (const pass of [withoutQuotedPrintable, localTimeZone, withUids]) {
    await setImmediate();
    lines = pass(lines);
  }
  await setImmediate();
  return lines.join('\r\n');
}

/** The zone a calendar says its times are kept in (X-WR-TIMEZONE), if it names one. */
export function calendarZone(calendar: string): string | null {
  const line = unfolded(calendar).find((l) => named(l, 'X-WR-TIMEZONE'));
  return line ? valueOf(line).trim() || null : null;
}
