import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatPriceBody } from '@sokoni/contracts/countries';
import { formatPrice } from '@sokoni/contracts/money';
import { countryListSchema, currentCountrySchema, formattedPriceSchema, pickerCountryListSchema } from '@sokoni/contracts/country-replies';
import { invalid } from '../../platform/http/errors.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import { createStaticJson } from '../../platform/http/static-json.ts';
import { allCountries, countryByCode, defaultCountry, isMarket, pickerCountries, supportedCountries } from './catalog.ts';

// The lists change only with a deploy: let phones and CDNs keep them for a day.
const DAY_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const picker = createStaticJson(() => ok({ countries: pickerCountries() }), DAY_CACHE);
  const supported = createStaticJson(() => ok({ countries: supportedCountries() }), DAY_CACHE);
  const all = createStaticJson(() => ok({ countries: allCountries() }), DAY_CACHE);
  app.get('/countries/picker', { schema: { tags: ['countries'], summary: 'Countries for the dial-code picker', response: replies(pickerCountryListSchema) } }, picker);
  app.get('/countries/supported', { schema: { tags: ['countries'], summary: 'Countries Sokoni trades in', response: replies(countryListSchema) } }, supported);
  app.get('/countries', { schema: { tags: ['countries'], summary: 'Every country', response: replies(countryListSchema) } }, all);

  app.get('/countries/current', { schema: { tags: ['countries'], summary: "The caller's country, Eswatini by default", response: replies(currentCountrySchema) } }, async (request, reply) => {
    reply.header('vary', 'cf-ipcountry, x-country-code, accept-language');
    const guess = countryFromHeaders(request.headers);
    return ok({ country: guess ?? defaultCountry(), detected: Boolean(guess) });
  });

  app.post(
    '/countries/format-price',
    { schema: { tags: ['countries'], summary: "A price in a country's currency", body: formatPriceBody, response: replies(formattedPriceSchema) } },
    async (request) => {
      const country = countryByCode(request.body.countryCode);
      if (!country) throw invalid('countryCode', 'Unknown country code');
      const { amount } = request.body;
      return ok({
        amount,
        countryCode: country.code,
        currency: country.currency,
        formattedPrice: formatPrice(amount, country.currency.code),
      });
    },
  );
};

/** A CDN's country header when there is one, else the region of the first Accept-Language tag. */
function countryFromHeaders(headers: Record<string, string | string[] | undefined>) {
  for (const name of ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-country-code']) {
    const value = headers[name];
    const country = typeof value === 'string' ? countryByCode(value.trim()) : undefined;
    if (country) return country;
  }
  const language = headers['accept-language'];
  const region = typeof language === 'string' ? /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(language.trim())?.[1] : undefined;
  // Only a market's region: many phones here say en-US, which names a language, not where they are.
  const country = countryByCode(region);
  return country && isMarket(country.code) ? country : undefined;
}
