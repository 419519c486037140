// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalog-factories.ts';
import { changesOf, clearError, draftOf, editProblems, publishFormProblems, suggestedFields } from './edit-listing-form.ts';

describe('edit listing form', () => {
  const now = new Date('2026-11-25T00:00:00Z');

  it('prefills from the product, a price of 0 too (doc 2 §5: 0 or more)', () => {
    const listing = makeProduct({ title: 'Bike', description: 'Fast bike', price: { amount: 0, currency: 'SZL', formattedPrice: '' }, category: 'vehicles', attributes: { make: 'Toyota', year: 2019 } });
    expect(draftOf(listing)).toEqual({ title: 'Bike', description: 'Fast bike', price: '0', category: 'vehicles', condition: 'new', make: 'Toyota', model: '', year: '2019', mileage: '' });
  });

  it('checks the doc 2 §5 rules in their words', () => {
    const draft = { title: ' a ', description: 'ab', price: '', category: 'electronics', condition: 'new', make: '', model: '', year: '', mileage: '' };
    expect(editProblems(draft, { vehicle: false, now })).toEqual({
      title: 'Title must be at least 2 characters',
      description: 'Description must be at least 3 characters',
      price: 'Price is required',
    });
    expect(editProblems({ ...draft, title: 'x'.repeat(201), description: 'ok!', price: '-3' }, { vehicle: false, now })).toEqual({
      title: 'Title must be less than 200 characters',
      price: 'Price must be a positive number',
    });
  });

  it('asks a vehicle for its make and model, a sensible year and whole kilometres', () => {
    const draft = { title: 'Hilux', description: 'Good bakkie', price: '1000', category: 'vehicles', condition: 'used', make: '', model: ' ', year: '2029', mileage: '12.5' };
    expect(editProblems(draft, { vehicle: true, now })).toEqual({
      make: 'Make is required',
      model: 'Model is required',
      year: 'Enter a year between 1950 and 2027',
      mileage: 'Mileage must be a whole number of kilometres',
    });
  });

  it('sends trimmed text, a plain-number price, a changed category and merged attributes', () => {
    const listing = makeProduct({ category: 'vehicles', attributes: { fuel: 'Diesel', mileage: 5 } });
    const draft = { title: ' Hilux ', description: ' Double cab ', price: '349900.5', category: 'vehicles', condition: 'new', make: 'Toyota', model: 'Hilux', year: '2019', mileage: '' };
    expect(changesOf(draft, listing, { vehicle: true })).toEqual({
      title: 'Hilux',
      description: 'Double cab',
      price: 349900.5,
      attributes: { fuel: 'Diesel', make: 'Toyota', model: 'Hilux', year: 2019 },
    });
    expect(changesOf({ ...draft, category: 'electronics' }, makeProduct({ category: 'uncategorized' }), { vehicle: false }).category).toBe('electronics');
  });

  it('a draft under review: empty where the AI left a blank (no price, no condition), its suggestions marked, and Publish asks for what is missing', () => {
    const listing = makeProduct({
      title: '',
      price: { amount: 0, currency: 'SZL', formattedPrice: '' },
      category: 'uncategorized',
      condition: 'new',
      status: 'pending',
      mediaProcessing: { status: 'completed', retryCount: 1 },
      tags: ['bottle', 'cup'],
      draft: { labels: [], priceRange: null, source: 'builtin', suggested: ['description'], confidence: { description: 0.4 }, missing: ['title', 'category', 'price', 'condition'] },
    });
    const draft = draftOf(listing);
    expect(draft).toMatchObject({ title: '', price: '', condition: '', category: 'uncategorized' });
    expect([...suggestedFields(listing)]).toEqual(['description']);
    expect(publishFormProblems({ ...draft, description: 'A blue cup' }, { vehicle: false, now })).toEqual({
      title: 'What is it? Add a title',
      category: 'Choose a category',
      price: 'Add a price',
      condition: 'Choose the condition',
    });
    const ready = { ...draft, title: 'Blue cup', description: 'A blue cup', price: '35', category: 'home-garden', condition: 'used' };
    expect(publishFormProblems(ready, { vehicle: false, now })).toEqual({});
    // The condition chosen is sent even when it equals the stored default; a removed tag is sent too.
    expect(changesOf(ready, listing, { vehicle: false, tags: ['cup'] })).toMatchObject({ condition: 'used', tags: ['cup'], category: 'home-garden' });
    expect(changesOf({ ...ready, condition: 'new' }, listing, { vehicle: false, tags: ['bottle', 'cup'] })).toMatchObject({ condition: 'new' });
    expect(changesOf({ ...ready, condition: 'new' }, listing, { vehicle: false, tags: ['bottle', 'cup'] }).tags).toBeUndefined();
  });

  it('a published listing shows no suggestions and keeps its price of 0', () => {
    const listing = makeProduct({ price: { amount: 0, currency: 'SZL', formattedPrice: '' }, status: 'active', draft: { labels: [], priceRange: null, source: 'builtin', suggested: ['title'], confidence: {}, missing: [] } });
    expect(suggestedFields(listing).size).toBe(0);
    expect(draftOf(listing).price).toBe('0');
  });

  it('clears only the edited field’s error', () => {
    const errors = { title: 'x', price: 'y' };
    expect(clearError(errors, 'title')).toEqual({ price: 'y' });
    expect(clearError(errors, 'make')).toBe(errors);
  });
});
