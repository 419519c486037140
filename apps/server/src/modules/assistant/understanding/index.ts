// The assistant's query understanding: a buyer's message as a structured search, and back as a phrase.
export { parseQuery } from './parse-query.ts';
export { describeQuery } from './describe-query.ts';
export type { Budget, ParseContext, ParsedTurn, ShopperCountry, ShopperQuery } from './shopper-query.ts';
