/**
 * A language's words for the server's English (issue 29): keyed by the English exactly as the
 * documents and the contract word it, the way gettext keys by its source text, so every message
 * the server already sends finds its translation without a key threaded through each module.
 * A key with `{slots}` is a template: "Please wait {seconds} seconds…" matches the English with
 * any value there, and the value goes into the translation's same slot as it is (a name, a
 * title: data), except a slot named `{message}` or `{what}`, which holds words and is translated in turn.
 * A slot may be empty (an admin's reason that was not given).
 * Of two templates that match, the one with more fixed words wins ("New inquiry from {from} about
 * {title}" before "New inquiry from {from}").
 */
export type Translations = Readonly<Record<string, string>>;

/** Slots that hold words, translated in turn; any other slot is data. */
const WORD_SLOTS = new Set(['message', 'what']);

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function templatePattern(english: string): RegExp {
  return new RegExp(`^${escape(english).replace(/\\?\{(\w+)\\?\}/g, '(?<$1>.*?)')}$`, 's');
}

/** English → the language's words; English stays English when the catalog has no entry for it. */
export function translator(translations: Translations): (english: string) => string {
  const templates = Object.entries(translations)
    .filter(([english]) => /\{\w+\}/.test(english))
    .map(([english, words]) => ({ pattern: templatePattern(english), words, fixed: english.replace(/\{\w+\}/g, '').length }))
    .sort((a, b) => b.fixed - a.fixed);
  const translate = (english: string): string => {
    const exact = translations[english];
    if (exact !== undefined) return exact;
    for (const { pattern, words } of templates) {
      const match = pattern.exec(english);
      if (!match) continue;
      return words.replace(/\{(\w+)\}/g, (slot, name: string) => {
        const value = match.groups?.[name];
        return value === undefined ? slot : WORD_SLOTS.has(name) ? translateKeepingSpace(value) : value;
      });
    }
    return english;
  };
  /** A slot's words with the spaces around them kept: " Reason: …" is "Reason: …" translated after its space. */
  const translateKeepingSpace = (text: string) => {
    const [, before, words, after] = /^(\s*)(.*?)(\s*)$/s.exec(text)!;
    return words ? `${before}${translate(words)}${after}` : text;
  };
  return translate;
}
