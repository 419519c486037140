import { CATEGORIES, type CategorySlug } from '@sokoni/contracts/catalog';
import type { Language } from '@sokoni/contracts/languages';
import type { LexiconEntry } from './phrase-lexicon.ts';
import type { CategoryWord } from './category-word.ts';
import type { CategoryTarget } from './targets.ts';

type Local = Exclude<Language, 'en'>;
type Subcategory = (typeof CATEGORIES)[number]['subcategories'][number];

/**
 * The catalog's subcategories and categories named in siSwati, isiZulu and Kiswahili (issue 29):
 * the assistant's reading of a search and its related-search chips use them, and the
 * understanding reads them back (a tapped chip searches what it names). Glossary: docs/glossary.md.
 */
export const SUBCATEGORY_NAMES: Readonly<Record<Local, Readonly<Record<Subcategory, string>>>> = {
  ss: {
    Cars: 'Timoto',
    'Bakkies & Trucks': 'Emabhakhi nemaloli',
    Motorbikes: 'Tithuthuthu',
    'Parts & Accessories': 'Tincenye tetimoto',
    'Phones & Tablets': 'Tingcingo nemathebulethi',
    'Laptops & Computers': 'Emakhompyutha',
    'TV & Audio': 'Libonakudze nemsakato',
    Accessories: 'Tinsita te-elektroniki',
    Women: 'Temakhosikati',
    Men: 'Temadvodza',
    Shoes: 'Ticatfulo',
    'Bags & Jewellery': 'Tikhwama nobucwebe',
    Furniture: 'Fenisha',
    Kitchen: 'Tasekhishini',
    Decor: 'Kuhlobisa likhaya',
    'Garden & Tools': 'Ingadze nemathulusi',
    Skincare: 'Kunakekela sikhumba',
    Hair: 'Tinwele',
    Makeup: 'Timonyo',
    Wellness: 'Imphilo lenhle',
    'Baskets & Weaving': 'Emabhasikidi nekweluka',
    Carvings: 'Imibatfo',
    Candles: 'Emakhandlela',
    'Paintings & Prints': 'Imidvwebo',
    Fitness: 'Kuvivinya umtimba',
    Cycling: 'Emabhayisikili',
    Camping: 'Kukhempa',
    'Team Sports': 'Imidlalo yemacembu',
    Clothing: 'Timphahla tebantfwana',
    Toys: 'Emathoyizi',
    School: 'Tetikolo',
    Nursery: 'Tetinswane',
    'Fresh Produce': 'Titselo nemibhidvo',
    Pantry: 'Kudla kwasendlini',
    Drinks: 'Tinatfo',
    'Local Specialities': 'Kudla kwendzawo',
    Repairs: 'Kulungisa',
    Events: 'Imicimbi',
    Lessons: 'Tifundvo',
    Transport: 'Kutfutsa',
  },
  zu: {
    Cars: 'Izimoto',
    'Bakkies & Trucks': 'Amabhakhi namaloli',
    Motorbikes: 'Izithuthuthu',
    'Parts & Accessories': 'Izingxenye zezimoto',
    'Phones & Tablets': 'Izingcingo namathebulethi',
    'Laptops & Computers': 'Amakhompyutha',
    'TV & Audio': 'Umabonakude nomsakazo',
    Accessories: 'Izinsiza ze-elekthronikhi',
    Women: 'Okwabesifazane',
    Men: 'Okwabesilisa',
    Shoes: 'Izicathulo',
    'Bags & Jewellery': 'Izikhwama nobucwebe',
    Furniture: 'Ifenisha',
    Kitchen: 'Okwasekhishini',
    Decor: 'Ukuhlobisa ikhaya',
    'Garden & Tools': 'Ingadi namathuluzi',
    Skincare: 'Ukunakekela isikhumba',
    Hair: 'Izinwele',
    Makeup: 'Izimonyo',
    Wellness: 'Impilo enhle',
    'Baskets & Weaving': 'Obhasikidi nokweluka',
    Carvings: 'Imibazo',
    Candles: 'Amakhandlela',
    'Paintings & Prints': 'Imidwebo',
    Fitness: 'Ukuzivocavoca',
    Cycling: 'Amabhayisikili',
    Camping: 'Ukukhempa',
    'Team Sports': 'Imidlalo yamaqembu',
    Clothing: 'Izingubo zezingane',
    Toys: 'Amathoyizi',
    School: 'Okwesikole',
    Nursery: 'Okwezinsana',
    'Fresh Produce': 'Izithelo nemifino',
    Pantry: 'Ukudla kwasendlini',
    Drinks: 'Iziphuzo',
    'Local Specialities': 'Ukudla kwendawo',
    Repairs: 'Ukulungisa',
    Events: 'Imicimbi',
    Lessons: 'Izifundo',
    Transport: 'Ukuthutha',
  },
  sw: {
    Cars: 'Magari',
    'Bakkies & Trucks': 'Pikapu na malori',
    Motorbikes: 'Pikipiki',
    'Parts & Accessories': 'Vipuri vya magari',
    'Phones & Tablets': 'Simu na tabiti',
    'Laptops & Computers': 'Kompyuta',
    'TV & Audio': 'Runinga na redio',
    Accessories: 'Vifaa vya elektroniki',
    Women: 'Mavazi ya wanawake',
    Men: 'Mavazi ya wanaume',
    Shoes: 'Viatu',
    'Bags & Jewellery': 'Mikoba na vito',
    Furniture: 'Samani',
    Kitchen: 'Vifaa vya jikoni',
    Decor: 'Mapambo ya nyumba',
    'Garden & Tools': 'Bustani na zana',
    Skincare: 'Utunzaji wa ngozi',
    Hair: 'Nywele',
    Makeup: 'Vipodozi',
    Wellness: 'Afya njema',
    'Baskets & Weaving': 'Vikapu na ufumaji',
    Carvings: 'Vinyago',
    Candles: 'Mishumaa',
    'Paintings & Prints': 'Michoro na picha',
    Fitness: 'Mazoezi',
    Cycling: 'Baiskeli',
    Camping: 'Vifaa vya kambi',
    'Team Sports': 'Michezo ya timu',
    Clothing: 'Nguo za watoto',
    Toys: 'Vinyago vya watoto',
    School: 'Vifaa vya shule',
    Nursery: 'Vifaa vya watoto wachanga',
    'Fresh Produce': 'Matunda na mboga',
    Pantry: 'Vyakula vya stoo',
    Drinks: 'Vinywaji',
    'Local Specialities': 'Vyakula vya kienyeji',
    Repairs: 'Matengenezo',
    Events: 'Huduma za sherehe',
    Lessons: 'Masomo',
    Transport: 'Usafiri',
  },
};

export const CATEGORY_NAMES: Readonly<Record<Local, Readonly<Record<CategorySlug, string>>>> = {
  ss: {
    vehicles: 'Timoto',
    electronics: 'Ti-elektroniki',
    fashion: 'Timphahla nemfashini',
    'home-garden': 'Likhaya nengadze',
    'beauty-health': 'Buhle nemphilo',
    'crafts-art': 'Imisebenti yetandla nebuciko',
    'sports-outdoors': 'Temidlalo nangaphandle',
    'baby-kids': 'Tetinswane nebantfwana',
    'food-groceries': 'Kudla nemagrosa',
    services: 'Imisebenti',
  },
  zu: {
    vehicles: 'Izimoto',
    electronics: 'Ezikagesi',
    fashion: 'Izingubo nemfashini',
    'home-garden': 'Ikhaya nengadi',
    'beauty-health': 'Ubuhle nempilo',
    'crafts-art': 'Imisebenzi yezandla nobuciko',
    'sports-outdoors': 'Ezemidlalo nangaphandle',
    'baby-kids': 'Okwezinsana nezingane',
    'food-groceries': 'Ukudla namagrosa',
    services: 'Izinsizakalo',
  },
  sw: {
    vehicles: 'Magari',
    electronics: 'Elektroniki',
    fashion: 'Mavazi na mitindo',
    'home-garden': 'Nyumba na bustani',
    'beauty-health': 'Urembo na afya',
    'crafts-art': 'Kazi za mikono na sanaa',
    'sports-outdoors': 'Michezo na nje',
    'baby-kids': 'Watoto wachanga na watoto',
    'food-groceries': 'Chakula na mahitaji',
    services: 'Huduma',
  },
};

/** A subcategory's name in `language` (the catalog's English name when it has none). */
export const subcategoryNameIn = (language: Local, subcategory: string): string => SUBCATEGORY_NAMES[language][subcategory as Subcategory] ?? subcategory;
export const categoryNameIn = (language: Local, category: string): string => CATEGORY_NAMES[language][category as CategorySlug] ?? category;

/** The subcategory names as words the understanding reads: a tapped related-search chip searches its subcategory. */
export function kindNameEntries(): LexiconEntry<CategoryWord>[] {
  const entries: LexiconEntry<CategoryWord>[] = [];
  for (const category of CATEGORIES) {
    for (const subcategory of category.subcategories) {
      const target = { category: category.slug, subcategory } as CategoryTarget;
      const phrases = [...new Set((['ss', 'zu', 'sw'] as const).map((language) => SUBCATEGORY_NAMES[language][subcategory].toLowerCase()))];
      entries.push({ phrases, value: { target } });
    }
  }
  return entries;
}
