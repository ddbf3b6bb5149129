import { decodeHTML } from 'entities';
import { load } from 'cheerio';

// Control characters break PostgreSQL (NUL) and the product refuses them in every other input.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * A text whose producer escaped its line breaks once too often (a literal backslash and "n",
 * as some iCalendar and JSON-LD writers do), with real line breaks again.
 */
export function unescapeLineBreaks(raw: string): string {
  // A calendar reader that unescapes a doubled backslash first leaves one before a real break.
  return raw.replace(/\\r\\n|\\n|\\r|\\(?=\r?\n)/g, '\n');
}

/** One line of text from a source: no control characters or runs of spaces, at most `max` long. */
export function plainText(raw: unknown, max: number): string {
  if (typeof raw !== 'string' && typeof raw !== 'number') return '';
  const text = String(raw).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/**
 * Text a source gave as plain text, its HTML entities decoded: sources write "Joe&#039;s Pub"
 * in fields that are not HTML.
 */
export function decodedText(raw: unknown, max: number): string {
  if (typeof raw !== 'string') return plainText(raw, max);
  return plainText(raw.includes('&') ? decodeHTML(raw) : raw, max);
}

/** The text of an HTML fragment (a feed's description, a JSON-LD name with entities in it). */
export function htmlText(raw: unknown, max: number): string {
  if (typeof raw !== 'string' || raw === '') return '';
  if (!/[<&]/.test(raw)) return plainText(raw, max);
  const $ = load(raw.replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, ' $&'), null, false);
  return plainText($.root().text(), max);
}

/** An absolute http(s) URL, else null: a `javascript:` link must never reach a card. */
export function httpUrl(raw: unknown, base?: string): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const url = new URL(raw.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length <= 2048 ? url.href : null;
  } catch {
    return null;
  }
}

/** "7:30 PM", the time text cards show. */
export function clockText(hour: number, minute: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Reads "8:00 am", "8 pm", "19:30:00" or "19:30" as a clock time, else null. */
export function parseClock(raw: unknown): { hour: number; minute: number } | null {
  if (typeof raw !== 'string') return null;
  const m = /^\s*(\d{1,2})(?::(\d{2}))?(?::\d{2}(?:\.\d+)?)?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(raw);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (half === undefined && m[2] === undefined) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** A clock time as card text, or `fallback` when it does not read as one. */
export function timeText(raw: unknown, fallback: string): string {
  const clock = parseClock(raw);
  return clock ? clockText(clock.hour, clock.minute) : fallback;
}

/** The time a source gives no time for. */
export const UNKNOWN_TIME = 'TBD';
/** The price a source gives no price for: the card says so and price filters leave it out. */
export const UNKNOWN_PRICE = 'TBA';
/** The price of an event whose text says it costs something without naming the amount. */
export const SEE_DETAILS = 'See details';

function dollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "Free", "$25" or "$25 - $80" from amounts in dollars; null when they make no price. */
export function priceText(min: number | null, max: number | null): string | null {
  const low = min ?? max;
  const high = max ?? min;
  if (low === null || high === null || !Number.isFinite(low) || !Number.isFinite(high)) return null;
  if (low < 0 || high < low) return null;
  if (high === 0) return 'Free';
  if (low === high) return dollars(low);
  // Some seats cost nothing (a free ticket tier): "$0 - $40" reads as a mistake on a card.
  return `${low === 0 ? 'Free' : dollars(low)} - ${dollars(high)}`;
}

const AMOUNT = String.raw`\$\s?(\d{1,5}(?:\.\d{2})?)`;
const PRICE_IN_TEXT = new RegExp(`${AMOUNT}(?:\\s*(?:-|–|to)\\s*${AMOUNT})?`, 'i');

/** A price named in free text ("Tickets $15–$30", "Free admission"), else `fallback`. */
export function priceFromText(text: string, fallback: string): string {
  const m = PRICE_IN_TEXT.exec(text);
  if (m) return priceText(Number(m[1]), m[2] === undefined ? null : Number(m[2])) ?? fallback;
  return /\bfree\b/i.test(text) ? 'Free' : fallback;
}

/** Text a dataset wrote in capitals ("ATLANTIC AVENUE"), with its all-capital words capitalised. */
export function unshout(text: string): string {
  return text.replace(/\b[A-Z][A-Z']{2,}\b/g, (w) => w.charAt(0) + w.slice(1).toLowerCase());
}
