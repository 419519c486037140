// The assistant's query understanding: a buyer's message as a structured search, and back as a phrase.
export { parseQuery } from './parse-query.ts';
export { categoryNounOf, describeQuery, nounOf } from './describe-query.ts';
export { askedKindOf, isOfKind, kindLabelOf, type AskedKind } from './kinds.ts';
export { itemWordsOf } from './item-words.ts';
export { exampleSearchTerms } from './clarify.ts';
export type { Budget, ParseContext, ParsedTurn, ShopperCountry, ShopperQuery } from './shopper-query.ts';
