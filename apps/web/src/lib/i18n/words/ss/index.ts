import type { Words } from '../../words-type.ts';
import { BUYING } from './buying.ts';
import { CORE } from './core.ts';
import { SELLING } from './selling.ts';
import { TALKING } from './talking.ts';
import { TAXONOMY } from './taxonomy.ts';

/** siSwati: the web app's words, one file per part of the app (glossary: docs/glossary.md). Keys are the components' own. */
export const WORDS: Words = {
  ...CORE,
  ...BUYING,
  ...SELLING,
  ...TALKING,
  ...TAXONOMY,
};

/** The contracts' messages the web shows itself, in the server's words for them. */
export { SS as CONTRACT_WORDS } from '@sokoni/contracts/words/ss';
