/**
 * The words that say what an event is about, for the taste model (docs/deck-ranking.md#features):
 * the title's words first, then the description's, lowercased, without the words every listing
 * uses, a plural's "s" taken off so "concerts" and "concert" are one word. A bounded handful:
 * the first words of a long description say what the event is; the rest is mostly directions.
 */

const WORD = /[\p{L}][\p{L}'’-]*[\p{L}]|[\p{L}]/gu;
export const MAX_WORDS = 16;
/** Shorter words are mostly articles and abbreviations; "DJ" and "art" are kept. */
const MIN_LENGTH = 2;

// Function words and the words of any listing ("event", "tickets", "nyc"): they say nothing of
// what a person loves, and would otherwise be the words every event shares.
const STOP = new Set(
  `a an and are as at be by for from has have in is it its of on or our the this to was were
  will with you your we us all more new york nyc city event events ticket tickets join free
  come get one two night day pm am ft feat featuring presents plus live info details
  de la le el los las et du des en`.split(/\s+/),
);

function normalize(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/[’']/g, '');
  // A plural's s, not the s of "jazz", "class" or "bus".
  if (w.length > 4 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function eventWords(title: string, description: string): string[] {
  const out = new Set<string>();
  for (const text of [title, description]) {
    for (const raw of text.match(WORD) ?? []) {
      const w = normalize(raw);
      if (w.length < MIN_LENGTH || STOP.has(w)) continue;
      out.add(w);
      if (out.size >= MAX_WORDS) return [...out];
    }
  }
  return [...out];
}
