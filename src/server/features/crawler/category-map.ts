import { normalizeCategory, type CategoryId } from '#shared/categories.ts';

/**
 * Words in a source's own labels or titles that name one of our categories. The more specific
 * come first: "Yoga in the Park" is yoga before it is outdoor, "Jazz Film Night" a film.
 */
const keywordRules: [RegExp, CategoryId][] = [
  [/\byoga\b/, 'yoga'],
  [/\bmeditat/, 'meditation'],
  [/\bcomed(y|ian)|stand-?up|\bimprov\b/, 'comedy'],
  [/\b(dance|dancing|ballet|salsa|tango)\b/, 'dance'],
  [/\b(film|films|movie|movies|cinema|screening)\b/, 'movie'],
  [/\bmuseum/, 'museum'],
  [/\b(theat(er|re)|broadway|musical|opera|play|drama|circus|magic)\b/, 'theater'],
  [
    /\b(music|concert|jazz|rock|pop|hip-?hop|rap|classical|symphony|orchestra|band|dj|r&b|soul|folk|blues|country|choir|gospel|live)\b/,
    'music',
  ],
  [/\b(food|drink|greenmarket|farmers|tasting|wine|beer|cooking|brunch)\b/, 'food'],
  [
    /\b(lecture|talk|reading|book|author|workshop|class|education|seminar|panel|library)\b/,
    'lecture',
  ],
  [
    /\b(sports?|fitness|run|running|race|basketball|baseball|football|soccer|hockey|tennis|athletic|bike|cycling|swim)\b/,
    'sports',
  ],
  [/\b(tours?|walking|walk)\b/, 'tours'],
  [/\b(festival|fair|parade|celebration|block party|street event|carnival)\b/, 'festival'],
  [/\b(nightlife|club|party)\b/, 'nightlife'],
  [/\b(nature|outdoors?|garden|bird|birding|hike|kayak|park|parks|wildlife)\b/, 'outdoor'],
  [/\b(art|arts|exhibit|exhibition|gallery|craft|crafts|painting|sculpture|photography)\b/, 'art'],
];

/**
 * Our category for what a source says about an event: each label in turn (the source's
 * category first, the title last) through the shared aliases, then through the keywords.
 */
export function categoryFrom(
  labels: readonly (string | null | undefined)[],
  fallback: CategoryId = 'other',
): CategoryId {
  const present = labels.filter((l): l is string => typeof l === 'string' && l.trim() !== '');
  for (const label of present) {
    const direct = normalizeCategory(label);
    if (direct !== 'other') return direct;
  }
  for (const label of present) {
    const lower = label.toLowerCase();
    for (const [re, id] of keywordRules) if (re.test(lower)) return id;
  }
  return fallback;
}
