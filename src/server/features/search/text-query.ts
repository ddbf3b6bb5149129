import { sql, type SQL } from 'drizzle-orm';

/**
 * Turns what people type into tsquery input. User text reaches PostgreSQL only as bound
 * parameters: whole text through websearch_to_tsquery, which accepts anything, and single words
 * of letters and digits, the only tsquery syntax we write ourselves (docs/search.md).
 */

/** A shorter trailing word would match a large part of the table as a prefix. */
export const MIN_PREFIX_LENGTH = 3;
/** Fewer characters give too few trigrams to tell a typo from another word. */
export const MIN_FUZZY_LENGTH = 3;

const WORD = /[\p{L}\p{N}]+/gu;
// A plain word at the very end, after a space or nothing: the word being typed.
const TRAILING_WORD = /(^|\s)([\p{L}\p{N}]+)$/u;

export interface TextQuery {
  /** websearch_to_tsquery input: the text without the trailing word; '' when nothing is left. */
  complete: string;
  /** The trailing word, lowercased letters and digits, matched as a prefix; null when none. */
  prefix: string | null;
  /** The words for trigram typo matching; null when too short or written with search syntax. */
  fuzzy: string | null;
}

const words = (text: string) => (text.match(WORD) ?? []).map((w) => w.toLowerCase());

/**
 * Splits a search into the part websearch_to_tsquery reads as typed ("quoted phrases", -not,
 * or) and a trailing word matched as a prefix while it is being typed. null when the text
 * holds no word at all.
 */
export function parseTextQuery(q: string): TextQuery | null {
  if (words(q).length === 0) return null;
  const trailing = TRAILING_WORD.exec(q);
  const insidePhrase = (q.match(/"/g)?.length ?? 0) % 2 === 1;
  const last = trailing?.[2]?.toLowerCase();
  const prefix =
    trailing && last && !insidePhrase && last !== 'or' && last.length >= MIN_PREFIX_LENGTH
      ? last
      : null;
  const complete = prefix && trailing ? q.slice(0, trailing.index).trim() : q.trim();
  // Someone writing "phrases", -exclusions or "or" means exactly that: no typo guessing.
  const chunks = q.trim().split(/\s+/);
  const usesSyntax =
    q.includes('"') || chunks.some((c) => c.startsWith('-') || c.toLowerCase() === 'or');
  const wanted = words(q).join(' ');
  // A number is matched as written: a typo in one would find any other number.
  const lettered = /\p{L}/u.test(wanted);
  const fuzzy = !usesSyntax && lettered && wanted.length >= MIN_FUZZY_LENGTH ? wanted : null;
  return { complete, prefix, fuzzy };
}

export interface LocationQuery {
  /** tsquery text for the complete words, each limited to weight C (the place); null when none. */
  complete: string | null;
  /** The last word (letters and digits only). */
  last: string;
  /** Whether the last word is long enough to be matched as a prefix. */
  asPrefix: boolean;
}

/**
 * Every word must appear in the event's place (venue, neighborhood, borough); the last one may
 * be cut short.
 */
export function parseLocationQuery(text: string): LocationQuery | null {
  const all = words(text);
  const last = all.pop();
  if (last === undefined) return null;
  return {
    complete: all.length ? all.map((w) => `'${w}':C`).join(' & ') : null,
    last,
    asPrefix: last.length >= MIN_PREFIX_LENGTH,
  };
}

/**
 * A word as a prefix, stemmed as the index is ("comedy" → comedi:*) or-ed with the word as
 * written, which also keeps stop words ("the" on its way to "theater") and words the stemmer
 * would cut past what was typed.
 */
function prefixTsquery(word: string, weights: string): SQL {
  const operand = `'${word}':*${weights}`;
  return sql`(to_tsquery('english', ${operand}) || to_tsquery('simple', ${operand}))`;
}

export function textTsquery(t: TextQuery): SQL {
  const parts: SQL[] = [];
  if (t.complete) parts.push(sql`websearch_to_tsquery('english', ${t.complete})`);
  if (t.prefix) parts.push(prefixTsquery(t.prefix, ''));
  return sql`(${sql.join(parts, sql` && `)})`;
}

export function locationTsquery(l: LocationQuery): SQL {
  const last = l.asPrefix
    ? prefixTsquery(l.last, 'C')
    : sql`to_tsquery('english', ${`'${l.last}':C`})`;
  if (!l.complete) return last;
  return sql`(to_tsquery('english', ${l.complete}) && ${last})`;
}
