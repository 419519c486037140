import { CATEGORIES, SHOP_CATEGORIES } from '@sokoni/contracts/catalog';
import { FALLBACK_COUNTRIES } from '@sokoni/contracts/countries';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WORDS as SS } from '@/lib/i18n/words/ss/index.ts';
import { WORDS as SW } from '@/lib/i18n/words/sw/index.ts';
import { taxonomyIn, type TaxonomyWords } from './taxonomy.ts';
import { COUNTRY_NAMES } from './country-names.ts';
import { categoryWords, countryWords, shopCategoryWords, subcategoryWords } from './taxonomy-words.ts';
import { useTaxonomy } from './use-taxonomy.ts';

const english: TaxonomyWords = { categories: categoryWords.get(), subcategories: subcategoryWords.get(), shopCategories: shopCategoryWords.get(), countries: countryWords.get() };
const catalogOf = (words: typeof SS): TaxonomyWords => ({
  categories: words.taxonomyCategories as Record<string, string>,
  subcategories: words.taxonomySubcategories as Record<string, string>,
  shopCategories: words.taxonomyShopCategories as Record<string, string>,
  countries: words.taxonomyCountries as Record<string, string>,
});

describe('taxonomy names in the current language (issue 29)', () => {
  it('in English, says every name word for word as the contracts do', () => {
    const en = taxonomyIn(english, 'en');
    for (const c of CATEGORIES) {
      expect(en.category(c.slug)).toBe(c.name);
      expect(en.category(c.name)).toBe(c.name);
      for (const sub of c.subcategories) expect(en.subcategory(sub)).toBe(sub);
    }
    for (const shop of SHOP_CATEGORIES) expect(en.shopCategory(shop)).toBe(shop);
    for (const c of FALLBACK_COUNTRIES) {
      expect(COUNTRY_NAMES[c.code as keyof typeof COUNTRY_NAMES]).toBe(c.name);
      expect(en.country(c.code)).toBe(c.name);
      expect(en.country(c.name)).toBe(c.name);
    }
  });

  it('maps a slug and an English name alike', () => {
    const ss = taxonomyIn(catalogOf(SS), 'ss');
    expect(ss.category('sports-outdoors')).toBe('Temidlalo nangaphandle');
    expect(ss.category('Sports & Outdoors')).toBe('Temidlalo nangaphandle');
    expect(ss.subcategory('Bakkies & Trucks')).toBe('Ema-bakkie nemaloli');
    expect(ss.shopCategory('Car Dealer')).toBe('Umtsengisi wetimoto');
    expect(ss.country('ZA')).toBe('Ningizimu Afrika');
    expect(ss.country('South Africa')).toBe('Ningizimu Afrika');
    expect(ss.place({ city: 'Durban', country: 'South Africa' })).toBe('Durban, Ningizimu Afrika');
  });

  it('lets what it does not know through as it came', () => {
    const sw = taxonomyIn(catalogOf(SW), 'sw');
    expect(sw.category('jet-skis')).toBe('jet-skis');
    expect(sw.category('Jet Skis')).toBe('Jet Skis');
    expect(sw.subcategory('Drones')).toBe('Drones');
    expect(sw.shopCategory('Bakery')).toBe('Bakery');
    expect(sw.country('Atlantis')).toBe('Atlantis');
    expect(sw.place({ city: '', country: '' })).toBe('');
  });

  it("names a country the API listed: the catalog's, else the browser's, else the API's; English keeps the API's", () => {
    const sw = taxonomyIn(catalogOf(SW), 'sw');
    expect(sw.country({ code: 'GB', name: 'United Kingdom' })).toBe('Uingereza');
    expect(sw.country({ code: 'JP', name: 'Japan' })).toBe(new Intl.DisplayNames(['sw'], { type: 'region' }).of('JP'));
    expect(taxonomyIn(catalogOf(SS), 'ss').country({ code: 'JP', name: 'Japan' })).toBe('Japan');
    expect(taxonomyIn(english, 'en').country({ code: 'JP', name: 'Japan' })).toBe('Japan');
  });
});

describe('useTaxonomy in English', () => {
  it('says the names as given, with no tables of its own', () => {
    const { result } = renderHook(() => useTaxonomy());
    expect(result.current.category('sports-outdoors')).toBe('Sports & Outdoors');
    expect(result.current.category('Sports & Outdoors')).toBe('Sports & Outdoors');
    expect(result.current.subcategory('Cars')).toBe('Cars');
    expect(result.current.country({ code: 'ZA', name: 'South Africa' })).toBe('South Africa');
    expect(result.current.place({ city: 'Mbabane', country: 'Eswatini' })).toBe('Mbabane, Eswatini');
  });
});
