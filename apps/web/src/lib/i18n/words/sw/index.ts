import type { Words } from '../../words-type.ts';
import { CORE } from './core.ts';
import { TALKING } from './talking.ts';

/** Kiswahili: the web app's words, one file per part of the app (glossary: docs/glossary.md). Keys are the components' own. */
export const WORDS: Words = {
  ...CORE,
  ...TALKING,
};
