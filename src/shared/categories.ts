/** The one list of event categories; every input path normalizes through `normalizeCategory`. */
export const categories = [
  { id: 'music', label: 'Music', color: '#7c3aed' },
  { id: 'comedy', label: 'Comedy', color: '#f59e0b' },
  { id: 'theater', label: 'Theater', color: '#dc2626' },
  { id: 'art', label: 'Art & Culture', color: '#db2777' },
  { id: 'museum', label: 'Museums', color: '#0891b2' },
  { id: 'food', label: 'Food & Drink', color: '#ea580c' },
  { id: 'sports', label: 'Sports', color: '#16a34a' },
  { id: 'lecture', label: 'Lectures', color: '#4f46e5' },
  { id: 'nightlife', label: 'Nightlife', color: '#9333ea' },
  { id: 'outdoor', label: 'Outdoor', color: '#65a30d' },
  { id: 'meditation', label: 'Meditation', color: '#0d9488' },
  { id: 'dance', label: 'Dance', color: '#e11d48' },
  { id: 'tours', label: 'Tours', color: '#ca8a04' },
  { id: 'yoga', label: 'Yoga', color: '#059669' },
  { id: 'movie', label: 'Movies', color: '#1d4ed8' },
  { id: 'festival', label: 'Festivals', color: '#c026d3' },
  { id: 'other', label: 'Other', color: '#64748b' },
] as const;

export type CategoryId = (typeof categories)[number]['id'];

/** Every category id in display order: the one list each screen shows (docs/product.md#categories). */
export const categoryIds = categories.map((c) => c.id) as readonly CategoryId[];

/** The category filters (deck chips, search chips), "all" first, then every category. */
export const categoryFilterIds = ['all', ...categoryIds] as const;
export type CategoryFilterId = CategoryId | 'all';

/** The choices of every category select (forms and filters): canonical id and label. */
export const categoryChoices: readonly { value: CategoryId; label: string }[] = categories.map(
  (c) => ({ value: c.id, label: c.label }),
);

const byId = new Map<string, (typeof categories)[number]>(categories.map((c) => [c.id, c]));

const aliases: Record<string, CategoryId> = {
  concert: 'music',
  concerts: 'music',
  'live music': 'music',
  jazz: 'music',
  play: 'theater',
  plays: 'theater',
  theatre: 'theater',
  broadway: 'theater',
  musical: 'theater',
  'art & culture': 'art',
  'arts & culture': 'art',
  arts: 'art',
  gallery: 'art',
  exhibition: 'art',
  museums: 'museum',
  'food & drink': 'food',
  'food and drink': 'food',
  drinks: 'food',
  dining: 'food',
  sport: 'sports',
  fitness: 'sports',
  lectures: 'lecture',
  talk: 'lecture',
  talks: 'lecture',
  workshop: 'lecture',
  'stand-up': 'comedy',
  standup: 'comedy',
  club: 'nightlife',
  party: 'nightlife',
  outdoors: 'outdoor',
  parks: 'outdoor',
  tour: 'tours',
  walking: 'tours',
  movies: 'movie',
  film: 'movie',
  films: 'movie',
  cinema: 'movie',
  festivals: 'festival',
  fair: 'festival',
  market: 'festival',
};

export function isKnownCategory(id: string): id is CategoryId {
  return byId.has(id);
}

const aliasKey = (raw: string) => raw.trim().toLowerCase().replace(/\s+/g, ' ');

/** A canonical id or one of its aliases (older names such as "concert" or "play"), in any case. */
export function isCategoryName(raw: string): boolean {
  const key = aliasKey(raw);
  return isKnownCategory(key) || Object.hasOwn(aliases, key);
}

/** Maps free-form input ("Concerts", "Art & Culture", " play ") onto a canonical id, else "other". */
export function normalizeCategory(raw: string | null | undefined): CategoryId {
  const key = aliasKey(raw ?? '');
  if (isKnownCategory(key)) return key;
  return aliases[key] ?? 'other';
}

export function categoryLabel(id: string): string {
  return byId.get(id)?.label ?? id.charAt(0).toUpperCase() + id.slice(1);
}

export function categoryColor(id: string): string {
  return byId.get(normalizeCategory(id))?.color ?? '#64748b';
}
