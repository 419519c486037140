import { ITEMS, VEHICLES } from './data/products.ts';

/** Every item the demo catalog can list, as the seed titles it (vehicles by year, make, model, variant). */
export function demoListings(): { title: string; sub: string; category: string; attrs?: Record<string, unknown> }[] {
  const vehicles = VEHICLES.map((v) => ({ title: `${v.year} ${v.make} ${v.model} ${v.variant}`, sub: v.sub, category: 'vehicles', attrs: { model: v.model } }));
  const items = Object.entries(ITEMS).flatMap(([category, list]) => list.map((i) => ({ title: i.title, sub: i.sub, category })));
  return [...vehicles, ...items];
}
