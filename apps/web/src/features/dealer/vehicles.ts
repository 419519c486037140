import type { ProductStats } from '@sokoni/contracts/catalog';
import { listingStateOf } from '@/entities/listing/listing-state.ts';
import type { Listing } from '@/entities/listing/types.ts';
import { dealerWords } from './dealer-words.ts';

/** What a dealer reads off a vehicle: its `attributes` (doc 1 §3), each one a short scalar. */
export type Vehicle = { make: string; model: string; variant: string; year: number | null; mileage: number | null; transmission: string; fuel: string; colour: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const whole = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.round(n) : null;
};

export function vehicleOf(listing: Pick<Listing, 'attributes'>): Vehicle {
  const a = listing.attributes ?? {};
  return { make: text(a.make), model: text(a.model), variant: text(a.variant ?? a.trim), year: whole(a.year), mileage: whole(a.mileage), transmission: text(a.transmission), fuel: text(a.fuel), colour: text(a.colour) };
}

/**
 * "2019 Mahindra Pik Up 2.2 mHawk S6 Double Cab": year, make and model with the variant, which
 * tells two of one model apart (a Single and a Double Cab read the same without it). The variant
 * is the attribute, else what the title says after year, make and model; until the dealer has
 * confirmed make and model, the listing's title.
 */
export function vehicleName(listing: Pick<Listing, 'attributes' | 'title'>): string {
  const v = vehicleOf(listing);
  if (!v.make && !v.model) return listing.title || dealerWords.get().newVehicle;
  const base = [v.year, v.make, v.model].filter(Boolean).join(' ');
  const title = listing.title?.trim() ?? '';
  const variant = v.variant || (title.toLowerCase().startsWith(`${base.toLowerCase()} `) ? title.slice(base.length).trim() : '');
  return variant ? `${base} ${variant}` : base;
}

/** "86,000 km". */
export const formatMileage = (km: number) => `${km.toLocaleString('en-US')} km`;

/**
 * The AI drafts a vehicle's listing but make and model stay the dealer's to confirm: a vehicle
 * whose drafting is over (or failed) and which lacks either needs the dealer's details.
 */
export function needsDetails(listing: Listing): boolean {
  if (listing.mediaProcessing?.status === 'processing') return false;
  const v = vehicleOf(listing);
  return !v.make || !v.model;
}

export type StatusFilter = 'all' | 'active' | 'hidden' | 'sold' | 'processing';
export type VehicleFilters = { q: string; make: string; status: StatusFilter };
export const NO_FILTERS: VehicleFilters = { q: '', make: '', status: 'all' };

/** Which status filter a vehicle falls under ('processing' holds the AI's unfinished, failed and unpublished drafts). */
export function statusOf(listing: Listing): Exclude<StatusFilter, 'all'> {
  const state = listingStateOf(listing);
  if (state.kind === 'processing' || state.kind === 'failed' || state.kind === 'review') return 'processing';
  if (state.kind === 'sold') return 'sold';
  if (state.kind === 'hidden') return 'hidden';
  return 'active';
}

/** Search over make, model, year, title and colour; make exact; status as above. */
export function filterVehicles(listings: readonly Listing[], filters: VehicleFilters): Listing[] {
  const words = filters.q.toLowerCase().split(/\s+/).filter(Boolean);
  return listings.filter((listing) => {
    const v = vehicleOf(listing);
    if (filters.make && v.make.toLowerCase() !== filters.make.toLowerCase()) return false;
    if (filters.status !== 'all' && statusOf(listing) !== filters.status) return false;
    if (words.length === 0) return true;
    const haystack = [listing.title, v.make, v.model, v.year, v.colour, v.fuel, v.transmission].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The makes in stock, for the make filter, alphabetically. */
export function makesOf(listings: readonly Listing[]): string[] {
  return [...new Set(listings.map((l) => vehicleOf(l).make).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

export type DealerTotals = { inStock: number; sold: number; views: number; likes: number; saves: number; inquiries: number };

/** The figures at the top: stock and sales from the list, engagement summed from each vehicle's stats. */
export function totalsOf(listings: readonly Listing[], stats: Readonly<Record<string, ProductStats>>): DealerTotals {
  const totals: DealerTotals = { inStock: 0, sold: 0, views: 0, likes: 0, saves: 0, inquiries: 0 };
  for (const listing of listings) {
    const status = statusOf(listing);
    if (status === 'sold') totals.sold += 1;
    else if (status === 'active') totals.inStock += 1;
    const s = stats[listing.id];
    totals.views += s?.views ?? listing.views ?? 0;
    totals.likes += s?.likes ?? listing.likes ?? 0;
    totals.saves += s?.bookmarks ?? 0;
    totals.inquiries += s?.inquiries ?? 0;
  }
  return totals;
}
