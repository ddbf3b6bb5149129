/** Query and mutation keys of the profile's own data (the calendar settings keep theirs). */
export const profileKeys = {
  all: ['profile'] as const,
  stats: () => [...profileKeys.all, 'stats'] as const,
  preferences: () => [...profileKeys.all, 'preferences'] as const,
  password: () => [...profileKeys.all, 'password'] as const,
};
