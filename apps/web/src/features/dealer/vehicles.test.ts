// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalog-factories.ts';
import { filterVehicles, makesOf, needsDetails, NO_FILTERS, totalsOf, vehicleName, vehicleOf } from './vehicles.ts';

const hilux = makeProduct({ id: 'h', title: '2019 Toyota Hilux 2.8 GD-6', category: 'vehicles', attributes: { make: 'Toyota', model: 'Hilux', year: 2019, mileage: 86000, colour: 'Glacier White' } });
const polo = makeProduct({ id: 'p', title: 'Polo Vivo', category: 'vehicles', isAvailable: false, attributes: { make: 'Volkswagen', model: 'Polo Vivo', year: '2017' } });
const ranger = makeProduct({ id: 'r', title: 'Ranger', category: 'vehicles', status: 'sold', attributes: { make: 'Ford', model: 'Ranger' } });
const drafted = makeProduct({ id: 'd', title: 'White double-cab bakkie', category: 'vehicles', attributes: { vehicleType: 'truck' }, mediaProcessing: { status: 'completed', retryCount: 1 } });
const working = makeProduct({ id: 'w', title: 'New listing', category: 'vehicles', status: 'pending', attributes: {}, mediaProcessing: { status: 'processing', retryCount: 1 } });
const all = [hilux, polo, ranger, drafted, working];

describe('vehicles', () => {
  it('reads make, model, year and mileage from the attributes', () => {
    expect(vehicleOf(polo)).toMatchObject({ make: 'Volkswagen', model: 'Polo Vivo', year: 2017, mileage: null });
    expect(vehicleName(hilux)).toBe('2019 Toyota Hilux 2.8 GD-6');
    expect(vehicleName(polo)).toBe('2017 Volkswagen Polo Vivo');
    expect(vehicleName(drafted)).toBe('White double-cab bakkie');
  });

  it('tells two of one model apart by their variant (issue 24 #15: two cards read "2019 Mahindra Pik Up")', () => {
    const pikUp = (id: string, title: string, variant?: string) =>
      makeProduct({ id, title, category: 'vehicles', attributes: { make: 'Mahindra', model: 'Pik Up', year: 2019, ...(variant ? { variant } : {}) } });
    // The variant attribute, or what the title says after year, make and model.
    expect(vehicleName(pikUp('s', 'Mahindra bakkie', '2.2 mHawk S6 Single Cab'))).toBe('2019 Mahindra Pik Up 2.2 mHawk S6 Single Cab');
    expect(vehicleName(pikUp('d', '2019 Mahindra Pik Up 2.2 mHawk S6 Double Cab'))).toBe('2019 Mahindra Pik Up 2.2 mHawk S6 Double Cab');
    expect(vehicleName(pikUp('x', 'Pik Up for sale'))).toBe('2019 Mahindra Pik Up');
  });


  it('asks the dealer for make and model once the AI is done, not while it works', () => {
    expect(needsDetails(drafted)).toBe(true);
    expect(needsDetails(working)).toBe(false);
    expect(needsDetails(hilux)).toBe(false);
  });

  it('filters by words, make and status (processing holds unfinished drafts)', () => {
    const ids = (filters: Partial<typeof NO_FILTERS>) => filterVehicles(all, { ...NO_FILTERS, ...filters }).map((l) => l.id);
    expect(ids({ q: 'toyota 2019' })).toEqual(['h']);
    expect(ids({ q: 'white' })).toEqual(['h', 'd']);
    expect(ids({ make: 'volkswagen' })).toEqual(['p']);
    expect(ids({ status: 'hidden' })).toEqual(['p']);
    expect(ids({ status: 'sold' })).toEqual(['r']);
    expect(ids({ status: 'processing' })).toEqual(['w']);
    expect(ids({ status: 'active' })).toEqual(['h', 'd']);
    expect(makesOf(all)).toEqual(['Ford', 'Toyota', 'Volkswagen']);
  });

  it('totals stock, sales and each vehicle’s figures', () => {
    const stats = { h: { productId: 'h', views: 100, likes: 5, bookmarks: 3, inquiries: 2 } } as never;
    expect(totalsOf([hilux, ranger], stats)).toEqual({ inStock: 1, sold: 1, views: 100 + ranger.views, likes: 5 + ranger.likes, saves: 3, inquiries: 2 });
  });
});
