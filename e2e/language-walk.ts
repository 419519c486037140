import type { Page } from '@playwright/test';
import { CATEGORIES, SHOP_CATEGORIES } from '../packages/contracts/src/catalog.ts';
import { LANGUAGE_COOKIE } from '../packages/contracts/src/languages.ts';
import { COUNTRY_NAMES } from '../apps/web/src/lib/taxonomy/country-names.ts';
import { TAXONOMY as SS_TAXONOMY } from '../apps/web/src/lib/i18n/words/ss/taxonomy.ts';
import { TAXONOMY as SW_TAXONOMY } from '../apps/web/src/lib/i18n/words/sw/taxonomy.ts';
import { TAXONOMY as ZU_TAXONOMY } from '../apps/web/src/lib/i18n/words/zu/taxonomy.ts';

// Issue 29: "Playwright walks … in siSwati and Kiswahili and finds no untranslated text".
// A screen is read twice, in English and in the other language; text that reads the same in both
// is untranslated, unless the API sent it (a title, a shop's name, a message: data, not words) or
// it is the same in every language (numbers, prices, the brand). The taxonomy's names are words,
// though the API sends them too: a category shown in English is untranslated.

export type Code = 'en' | 'ss' | 'zu' | 'sw';

/** Written alike in every language: the brand and the wordmark's halves, language names, units. */
const SAME_EVERYWHERE = new Set(['Sokoni', 'soko', 'ni', 'English', 'siSwati', 'isiZulu', 'Kiswahili', 'AI', 'OK', 'SZL', 'ZAR', 'KES']);

/**
 * The language the app speaks on this device from the next load (a guest's choice, kept as the
 * picker keeps it). An account that has chosen a language speaks its own: use a fresh account, or
 * choose in Settings.
 */
export async function speak(page: Page, code: Code): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/help');
  // Both places the picker keeps it: the app reads this device's storage, the server paints a
  // guest's first screen in the cookie's language (lib/i18n/language-cookie.ts).
  await page.evaluate(
    ({ language, cookie }) => {
      localStorage.setItem('sokoni.language', language);
      const keep = language !== 'en';
      document.cookie = `${cookie}=${keep ? language : ''}; path=/; max-age=${keep ? 31_536_000 : 0}; samesite=lax`;
    },
    { language: code, cookie: LANGUAGE_COOKIE },
  );
}

/**
 * Category, subcategory and shop-category names: the screens translate them (lib/taxonomy), so they
 * are never data.
 */
const TAXONOMY_NAMES = new Set<string>([...CATEGORIES.flatMap((c) => [c.name, ...c.subcategories]), ...SHOP_CATEGORIES]);

const COUNTRIES_IN: Record<Exclude<Code, 'en'>, Record<string, string>> = {
  ss: SS_TAXONOMY.taxonomyCountries as Record<string, string>,
  zu: ZU_TAXONOMY.taxonomyCountries as Record<string, string>,
  sw: SW_TAXONOMY.taxonomyCountries as Record<string, string>,
};

/**
 * The country names `code` writes otherwise than English ("Kenya" is "iKenya" in siSwati): words
 * the screens translate, so one of them shown in English is untranslated. A name written alike
 * (Kenya in Kiswahili) stays data.
 */
function countriesRenamedIn(code: Code): Set<string> {
  if (code === 'en') return new Set();
  return new Set(Object.entries(COUNTRY_NAMES).filter(([iso, english]) => COUNTRIES_IN[code][iso] !== english).map(([, english]) => english));
}

/** Every string the API sends from now on (JSON replies' string values) but the taxonomy's names: data the screens show as it is. */
export function recordApiStrings(page: Page): Set<string> {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (!TAXONOMY_NAMES.has(value.trim())) strings.add(value.trim());
    }
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('application/json')) return;
    try {
      collect(await response.json());
    } catch {
      // a reply without a body (204) or one the page navigated away from
    }
  });
  return strings;
}

/** What a person reads or hears on the screen now: visible text, and the labels, placeholders and titles of what is shown. */
export async function screenTexts(page: Page): Promise<Set<string>> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) || !shown(parent)) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  return new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => /\p{L}{2,}/u.test(text)));
}

/** Is `text` data the API sent, or made only of it (a name and a title side by side, "E 1,200")? */
function isData(text: string, data: Set<string>): boolean {
  if (data.has(text) || SAME_EVERYWHERE.has(text)) return true;
  let rest = text;
  for (const value of [...data].filter((v) => v.length >= 2).sort((a, b) => b.length - a.length)) if (rest.includes(value)) rest = rest.split(value).join(' ');
  for (const word of SAME_EVERYWHERE) rest = rest.split(word).join(' ');
  return !/\p{L}{2,}/u.test(rest);
}

/** The texts shown alike in English and in the other language that are neither data nor the same everywhere: untranslated words. */
export function untranslated(english: Set<string>, other: Set<string>, data: Set<string>): string[] {
  return [...other].filter((text) => english.has(text) && !isData(text, data)).sort();
}

/**
 * Reads a screen in English, then in `code` (reloaded), and returns what was left in English.
 * `open` brings the screen up and waits until it has loaded; it runs once per language.
 */
export async function englishLeftOn(page: Page, code: Code, open: () => Promise<void>): Promise<string[]> {
  const data = recordApiStrings(page);
  await speak(page, 'en');
  await open();
  const english = await screenTexts(page);
  await speak(page, code);
  await open();
  const other = await screenTexts(page);
  await speak(page, 'en');
  const renamed = countriesRenamedIn(code);
  return untranslated(english, other, new Set([...data].filter((text) => !renamed.has(text))));
}
