import { language } from '@/lib/i18n/language.ts';
import { taxonomyIn, type Taxonomy } from './taxonomy.ts';
import { categoryWords, countryWords, shopCategoryWords, subcategoryWords } from './taxonomy-words.ts';

/** Hands `publish` the taxonomy in the current language now and whenever the language or its words change. */
export function followTaxonomy(publish: (taxonomy: Taxonomy) => void): void {
  const stores = [categoryWords, subcategoryWords, shopCategoryWords, countryWords];
  const update = () => {
    const [categories, subcategories, shopCategories, countries] = stores.map((store) => store.get());
    publish(taxonomyIn({ categories: categories!, subcategories: subcategories!, shopCategories: shopCategories!, countries: countries! }, language.get()));
  };
  for (const store of stores) store.listen(update);
  language.listen(update);
  update();
}
