import { proseOf } from './prose.ts';

/**
 * References to entries of an issue tracker, which a reader of the repository cannot open: the
 * text should say what was asked, or link a file that says it. Three shapes are refused: a
 * tracker word with a number, a bare number in the forms trackers link (after "see" or "fixes",
 * in parentheses, with a `GH-` prefix), and an entry named by its subject or by what it asked.
 */
const numbered = new RegExp(
  [
    String.raw`\b(?:issues?|tickets?|pull requests?|PRs?)\s*(?:#\s*)?\d+\b`,
    String.raw`\bbugs?\s*#\s*\d+\b`,
    String.raw`\b(?:see|fix(?:es|ed)?|close[sd]?|resolve[sd]?|refs?)\s+#\d+\b`,
    String.raw`\(#\d+(?:,\s*#\d+)*\)`,
    String.raw`\bGH-\d+\b`,
  ].join('|'),
  'gi',
);

// `the <one or two words> issue`, unless the words make it a plain problem (`the same …`) or
// what follows does (`… with the parser`).
const named = new RegExp(
  String.raw`\bthe\s+((?:[\p{L}\p{N}][\p{L}\p{N}'’-]*\s+){1,2})issue\b` +
    String.raw`(?!\s+(?:with|of|in|at|on|for|here|there|is|was)\b)`,
  'giu',
);

// `the issue` as the author of a request: it asks, says, sets a budget.
const requestVerbs = [
  'ask(?:s|ed)?',
  'sa(?:ys|id)',
  'want(?:s|ed)?',
  'require[sd]?',
  'list(?:s|ed)?',
  'sets?\\s+out',
  'name[sd]?',
  'state[sd]?',
  'report(?:s|ed)?',
].join('|');
const asAuthor = new RegExp(
  String.raw`\b(?:the|this|that)\s+issue(?:['’]s\b|\s+(?:(?:that|which)\s+)?(?:${requestVerbs})\b)`,
  'gi',
);

/**
 * Words that make `the … issue` no tracker entry: a qualifier of a plain problem (`the same …`),
 * or a small word that shows the match spans two phrases (`the share the …`).
 */
const plainProblem = new Set(
  (
    'same real main only underlying actual other another first second third last next whole ' +
    'bigger biggest larger key core known root one general remaining related following above ' +
    'below very common usual obvious opposite exact similar single specific deeper subtle minor ' +
    'major serious big small possible likely potential this that these any no ' +
    'the a an of to in on at by for from with and or but as is was be it its'
  ).split(' '),
);

interface Found {
  at: number;
  text: string;
}

function find(prose: string): Found[] {
  const found: Found[] = [];
  for (const m of prose.matchAll(numbered)) found.push({ at: m.index, text: m[0] });
  for (const m of prose.matchAll(asAuthor)) found.push({ at: m.index, text: m[0] });
  for (const m of prose.matchAll(named)) {
    const words = (m[1] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.some((word) => plainProblem.has(word))) found.push({ at: m.index, text: m[0] });
  }
  // One phrase can take two shapes; it is reported once.
  return [...new Map(found.sort((a, b) => a.at - b.at).map((f) => [f.at, f])).values()];
}

/** The tracker references in one stretch of prose, in order of appearance. */
export function issueReferences(prose: string): string[] {
  return find(prose).map((f) => f.text);
}

// Any of the shapes above needs one of these; a file without them is not parsed at all.
const mayRefer = /issue|ticket|pull request|\bPRs?\b|bug|#\s*\d|GH-/i;

/** `path:line: reference` for each tracker reference in a file's prose. */
export function issueReferencesIn(path: string, text: string): string[] {
  if (!mayRefer.test(text)) return [];
  return proseOf(path, text).flatMap(({ first, lines }) => {
    // The lines are joined, so a reference wrapped over two lines is still one phrase.
    const starts: number[] = [];
    let joined = '';
    for (const line of lines) {
      starts.push(joined.length);
      joined += `${line.trim()} `;
    }
    const lineAt = (offset: number) => first + starts.findLastIndex((start) => start <= offset);
    return find(joined).map((f) => `${path}:${lineAt(f.at)}: ${f.text}`);
  });
}
