/** Named stale times: how long a cached answer is shown without asking again. */
export const STALE_TIMES = {
  /** The profile changes rarely, but role and verification must not lag long. */
  currentUser: 30_000,
  /** The country list is static reference data. */
  countries: 24 * 60 * 60 * 1000,
} as const;
