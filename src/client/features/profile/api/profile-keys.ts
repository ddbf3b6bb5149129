/** Query keys of the profile's own reads (the calendar settings keep theirs). */
export const profileKeys = {
  all: ['profile'] as const,
  stats: () => [...profileKeys.all, 'stats'] as const,
  preferences: () => [...profileKeys.all, 'preferences'] as const,
};
