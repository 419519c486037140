import { useMemo } from 'react';
import { useLanguage, useWords } from '@/lib/i18n/use-words.ts';
import { taxonomyIn, type Taxonomy } from './taxonomy.ts';
import { categoryWords, countryWords, shopCategoryWords, subcategoryWords } from './taxonomy-words.ts';

/** Category, subcategory, shop-category and country names in the language the app speaks now (issue 29). */
export function useTaxonomy(): Taxonomy {
  const categories = useWords(categoryWords);
  const subcategories = useWords(subcategoryWords);
  const shopCategories = useWords(shopCategoryWords);
  const countries = useWords(countryWords);
  const language = useLanguage();
  return useMemo(() => taxonomyIn({ categories, subcategories, shopCategories, countries }, language), [categories, subcategories, shopCategories, countries, language]);
}
