/** Query-key factories: every cached query's key is built here, so invalidation never guesses. */
export const queryKeys = {
  users: {
    all: ['users'] as const,
    me: () => [...queryKeys.users.all, 'me'] as const,
  },
  countries: {
    all: ['countries'] as const,
    picker: () => [...queryKeys.countries.all, 'picker'] as const,
  },
};
