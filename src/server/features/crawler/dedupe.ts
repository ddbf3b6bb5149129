import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client.ts';

/** Titles at least this similar (pg_trgm trigrams, 0–1) on the same day and venue are one event. */
const TITLE_SIMILARITY = 0.8;

/**
 * A title or venue as compared: lowercase, punctuation and the word "the" gone, spaces single.
 * "The Snarky Puppy!" and "snarky puppy" compare equal.
 */
export function normalizedName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\bthe\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The same normalisation in SQL, so both sides of a comparison in the database agree. */
function normalizedSql(text: SQL): SQL {
  return sql`btrim(regexp_replace(regexp_replace(regexp_replace(lower(${text}),
    '[^[:alnum:]]+', ' ', 'g'), '\\mthe\\M', ' ', 'g'), ' +', ' ', 'g'))`;
}

interface MatchCandidate {
  /** The caller's index for the crawled event. */
  i: number;
  date: string;
  title: string;
  venue: string;
}

export interface MatchedEvent {
  id: number;
  source: string;
  sourceKey: string | null;
}

/**
 * Existing events that crawled events are the same as, in one query for the whole batch: the
 * same day, a title equal after normalisation or at least 0.8 similar, and a venue equal after
 * normalisation or missing on either side. An exact title wins over a similar one.
 */
export async function findSameEvents(
  db: Db,
  candidates: readonly MatchCandidate[],
): Promise<Map<number, MatchedEvent>> {
  const found = new Map<number, MatchedEvent>();
  if (candidates.length === 0) return found;
  const dates = candidates.map((c) => c.date).sort();
  const title = normalizedSql(sql`e.title`);
  const venue = normalizedSql(sql`e.venue`);
  const rows = await queryRows<{
    i: number;
    id: string | number;
    source: string;
    source_key: string | null;
  }>(
    db,
    sql`WITH c AS (
      SELECT c.i, c.date, ${normalizedSql(sql`c.title`)} AS title, ${normalizedSql(sql`c.venue`)} AS venue
      FROM json_to_recordset(${JSON.stringify(candidates)}::json) AS c(i int, date date, title text, venue text)
    )
    SELECT DISTINCT ON (c.i) c.i, e.id, e.source, e.source_key
    FROM c JOIN events e ON e.date = c.date
    WHERE e.starts_at >= (${dates[0]}::date - 1) AND e.starts_at < (${dates.at(-1)}::date + 2)
      AND (${title} = c.title OR similarity(${title}, c.title) >= ${TITLE_SIMILARITY})
      AND (c.venue = '' OR ${venue} = '' OR ${venue} = c.venue)
    ORDER BY c.i, (${title} = c.title) DESC, similarity(${title}, c.title) DESC, e.id`,
  );
  for (const r of rows) {
    found.set(Number(r.i), { id: Number(r.id), source: r.source, sourceKey: r.source_key });
  }
  return found;
}
