import { z } from 'zod';

/**
 * What the country routes send (doc 1 §9). The types are re-exported by `countries.ts`, which the
 * web app imports at run time, so these stay out of its bundle.
 */

export const currencySchema = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
export type Currency = z.infer<typeof currencySchema>;

export const countrySchema = z
  .object({
    name: z.string(),
    code: z.string(),
    code3: z.string(),
    callingCode: z.string(),
    dialCode: z.string(),
    flag: z.string(),
    region: z.string(),
    subregion: z.string(),
    currency: currencySchema,
    languages: z.array(z.string()),
    isActive: z.boolean(),
    isSupported: z.boolean(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

/** The light row the phone field's dial-code picker needs, with the currency prices follow (doc 1 §3). */
export const pickerCountrySchema = countrySchema.pick({ name: true, code: true, flag: true, dialCode: true, callingCode: true, currency: true, isSupported: true });
export type PickerCountry = z.infer<typeof pickerCountrySchema>;

export const countryListSchema = z.object({ countries: z.array(countrySchema) });
export const pickerCountryListSchema = z.object({ countries: z.array(pickerCountrySchema) });
/** `detected`: false when nothing in the request named a country and the default was given. */
export const currentCountrySchema = z.object({ country: countrySchema, detected: z.boolean() });
export const formattedPriceSchema = z.object({ amount: z.number(), countryCode: z.string(), currency: currencySchema, formattedPrice: z.string() });
