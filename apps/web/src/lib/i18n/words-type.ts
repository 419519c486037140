/** A language's words: component → key → words (or plural forms for a `count`). */
export type Words = Readonly<Record<string, Readonly<Record<string, string | Readonly<Record<string, string>>>>>>;

/** A component's words in the current language, as `useWords` reads them. */
export type WordsStore<Body> = { get: () => Body; listen: (listener: () => void) => () => void };
