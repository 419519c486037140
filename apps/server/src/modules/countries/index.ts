// The countries module's face: the country catalog (ISO codes, dial codes, currencies) and its routes.
export { allCountries, countryByCode, countryCodeOf, defaultCountry, pickerCountries, supportedCountries } from './catalog.ts';
export { countriesRoutes } from './routes.ts';
