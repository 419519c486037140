/** A language's words: component → key → words (or plural forms for a `count`). */
export type Words = Readonly<Record<string, Readonly<Record<string, string | Readonly<Record<string, string>>>>>>;
