/**
 * The countries the app offers (the server's markets and the contracts' FALLBACK_COUNTRIES), by
 * ISO code, in the English the API and the pickers use for them. A file of its own, without
 * imports: the e2e language walks read it too.
 */
export const COUNTRY_NAMES = {
  SZ: 'Eswatini',
  ZA: 'South Africa',
  BW: 'Botswana',
  LS: 'Lesotho',
  MZ: 'Mozambique',
  NA: 'Namibia',
  ZM: 'Zambia',
  ZW: 'Zimbabwe',
  MW: 'Malawi',
  KE: 'Kenya',
  TZ: 'Tanzania',
  UG: 'Uganda',
  RW: 'Rwanda',
  US: 'United States',
  GB: 'United Kingdom',
  DE: 'Germany',
  FR: 'France',
  CA: 'Canada',
  AU: 'Australia',
} as const;
