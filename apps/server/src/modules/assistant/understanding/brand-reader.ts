import { ALL_BRANDS, MODELS, VEHICLE_MAKE_NAMES, type Brand, type Model } from './brands.ts';
import { NUMBERED_MODELS } from './phone-models.ts';
import { PhraseLexicon, type LexiconEntry } from './phrase-lexicon.ts';
import type { Scan } from './scan.ts';
import type { CategoryTarget } from './targets.ts';

type Named = { brand?: Brand; model?: Model };

const BRAND_AND_MODEL_LEXICON = new PhraseLexicon<Named>([
  ...ALL_BRANDS.map(
    (brand): LexiconEntry<Named> => ({
      phrases: brand.aliases,
      value: { brand },
      ...(brand.unlessNext ? { unlessNext: brand.unlessNext } : {}),
      ...(brand.unlessPrev ? { unlessPrev: brand.unlessPrev } : {}),
      ...(brand.unlessAfterNumber ? { unlessAfterNumber: true } : {}),
    }),
  ),
  ...MODELS.filter((m) => !m.needsMake).map((model): LexiconEntry<Named> => ({ phrases: model.aliases, value: { model } })),
]);
const MODELS_NEEDING_MAKE = new PhraseLexicon<Named>(MODELS.filter((m) => m.needsMake).map((model) => ({ phrases: model.aliases, value: { model } })));

export type BrandReading = {
  brands: string[];
  models: string[];
  /** The category the first model names, else the first brand's main one. */
  modelTarget?: CategoryTarget;
  brandTarget?: CategoryTarget;
  /** Words kept for search ("ipad", "playstation"), with their position. */
  keep: { text: string; at: number }[];
  vehicle: boolean;
};

/**
 * Brands, makes and models: numbered names first ("iphone 13 pro", "galaxy a14"), then names and
 * aliases (longest first, so "polo vivo" is a Volkswagen before "vivo" is a phone brand), then the
 * models whose names are common words, only beside their make ("vw polo", not "polo shirt").
 */
export function readBrands(scan: Scan): BrandReading {
  const out: BrandReading = { brands: [], models: [], keep: [], vehicle: false };
  const addBrand = (name: string) => {
    if (!out.brands.includes(name)) out.brands.push(name);
    if (VEHICLE_MAKE_NAMES.has(name)) out.vehicle = true;
  };
  const addModel = (name: string, make: string, target: CategoryTarget) => {
    addBrand(make);
    if (!out.models.includes(name)) out.models.push(name);
    out.modelTarget ??= target;
    if (target.category === 'vehicles') out.vehicle = true;
  };

  const whole = scan.text;
  for (const reader of NUMBERED_MODELS) {
    if (reader.onlyWith && !reader.onlyWith.test(whole)) continue;
    scan.take(reader.re, (m) => addModel(reader.name(m), reader.brand, reader.target));
  }
  const named = (hit: { value: Named; start: number }) => {
    const { brand, model } = hit.value;
    if (model) addModel(model.name, model.make, model.target);
    if (brand) {
      addBrand(brand.name);
      out.brandTarget ??= brand.targets[0];
      if (brand.keep) out.keep.push({ text: brand.keep, at: hit.start });
    }
  };
  BRAND_AND_MODEL_LEXICON.read(scan, (value) => !value.brand?.onlyWith || value.brand.onlyWith.test(whole)).forEach(named);
  MODELS_NEEDING_MAKE.read(scan, (value) => value.model !== undefined && out.brands.includes(value.model.make)).forEach(named);
  return out;
}
