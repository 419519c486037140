import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The currency prices are compared in: Eswatini's, the product's home market. */
export const BASE_CURRENCY = 'SZL';

/**
 * Roughly how many lilangeni one unit of each currency is worth (mid-2025 mid-market rates).
 * They only rank prices across markets (sort, price filters), never convert what a buyer pays,
 * so a few percent of drift does not matter; a new currency needs a row here (the unit test
 * checks every currency a supported market uses). LSL and NAD are pegged to ZAR, ZAR to SZL.
 */
export const RATES_TO_BASE: Readonly<Record<string, number>> = {
  SZL: 1,
  ZAR: 1,
  LSL: 1,
  NAD: 1,
  BWP: 1.33,
  USD: 17.8,
  EUR: 20.7,
  GBP: 24,
  CAD: 13,
  AUD: 11.6,
  KES: 0.138,
  MZN: 0.279,
  ZMW: 0.75,
  MWK: 0.0103,
  TZS: 0.0072,
  UGX: 0.005,
  RWF: 0.0123,
  ZWG: 0.66,
  ZWL: 0.0013,
};

/** A price in the base currency; undefined without a price (0) or in a currency without a rate. */
export function toBasePrice(amount: number, currency: string): number | undefined {
  const rate = RATES_TO_BASE[currency.toUpperCase()];
  return amount > 0 && rate !== undefined ? amount * rate : undefined;
}

// Codes are three capitals and rates plain numbers, so inlining them is safe and keeps the
// expression free of parameters (the same text in every query).
const whens = sql.raw(
  Object.entries(RATES_TO_BASE)
    .filter(([code, rate]) => /^[A-Z]{3}$/.test(code) && Number.isFinite(rate))
    .map(([code, rate]) => `when '${code}' then ${rate}`)
    .join(' '),
);

/**
 * SQL twin of toBasePrice: the price in SZL, null without one. The products table stores it as
 * the generated column `price_szl` (indexed for the price sorts): a change of rates is a
 * migration that redefines that column.
 */
export const basePriceOf = (amount: AnyColumn, currency: AnyColumn): SQL =>
  sql`(case when ${amount} > 0 then ${amount} * (case upper(${currency}) ${whens} end) end)`;
