import { CATEGORIES } from '@sokoni/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { reasonsIn, relatedSearchIn, understoodIn } from './match-words.ts';
import { languageOfMessage } from './reply-language.ts';
import { describeQuery, parseQuery } from './understanding/index.ts';

const LOCAL = ['ss', 'zu', 'sw'] as const;
const SUBCATEGORIES = CATEGORIES.flatMap((c) => c.subcategories.map((subcategory) => ({ category: c.slug, subcategory })));

describe.each(LOCAL)('the assistant\'s words about a search in %s (issue 29)', (language) => {
  it('offers related searches the understanding reads as their subcategory, with the price cap and the town', () => {
    for (const { category, subcategory } of SUBCATEGORIES) {
      const chip = relatedSearchIn(language, subcategory, 'E2,000', 'Manzini');
      const { query, needsClarification } = parseQuery(chip, { defaultCurrency: 'SZL' });
      expect(needsClarification, chip).toBe(false);
      expect({ category: query.category, priceMax: query.priceMax, city: query.city }, chip).toEqual({ category, priceMax: 2000, city: 'Manzini' });
    }
  });

  it('offers related searches that keep the conversation in the language (or name none)', () => {
    const hint = language === 'zu' ? 'zu' : 'ss';
    const other = SUBCATEGORIES.map(({ subcategory }) => relatedSearchIn(language, subcategory, undefined, undefined)).filter((chip) => {
      const read = languageOfMessage(chip, hint);
      return read !== null && read !== language;
    });
    expect(other).toEqual([]);
  });

  it('reads the search back with no English words but the data', () => {
    const { query } = parseQuery('used Samsung phone under E2,000 in Manzini', { defaultCurrency: 'SZL' });
    const read = understoodIn(language, query, describeQuery(query));
    expect(read).toContain('Samsung');
    expect(read).toContain('E2,000');
    expect(read).not.toMatch(/\b(used|phones?|under|in)\b/);
  });

  it('words the reasons, keeping the data', () => {
    const english = ['Matches “samsung”', 'Under your budget', 'Over your budget: E6,499', 'Other kind: Phones & Tablets', 'Same picture as your photo', 'Samsung, as you asked', 'Pre-owned, as you asked', 'In Manzini', 'In red', '86,000 km', 'Rated 4.5★', 'Electronics in Manzini', 'Pickup truck, 2019', 'Motorbike'];
    const local = reasonsIn(language, english, 'Manzini');
    expect(local).toHaveLength(english.length);
    // All but the distance, which is data.
    expect(local.filter((reason, i) => reason === english[i])).toEqual(['86,000 km']);
    expect(local.join(' | ')).toContain('samsung');
    expect(local.join(' | ')).toContain('Manzini');
    expect(local.join(' | ')).toContain(', 2019');
    expect(local.join(' | ')).not.toMatch(/\b(as you asked|budget|Pre-owned|Rated|Other kind|Phones|photo|Pickup truck|Motorbike)\b/);
  });

  it('says another kind without an English item word it has no words for', () => {
    const [subcategory, item] = reasonsIn(language, ['Other kind: Phones & Tablets', 'Other kind: soundbar'], 'Manzini');
    expect(subcategory).toMatch(/: \S/);
    expect(item).not.toMatch(/soundbar|:/);
    expect(item).toBe(subcategory!.split(':')[0]);
  });
});

describe('English', () => {
  it('is left as it is', () => {
    const { query } = parseQuery('used Samsung phone under E2,000 in Manzini', { defaultCurrency: 'SZL' });
    expect(understoodIn('en', query, describeQuery(query))).toBe(describeQuery(query));
    expect(reasonsIn('en', ['Under your budget', 'In Manzini'], 'Manzini')).toEqual(['Under your budget', 'In Manzini']);
  });
});
