// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shopChanges, shopSaveFailure, shopSaveProblem } from './shop-form.ts';
import { slugReducer, slugSavable, type SlugState } from './slug-check.ts';
import { temporaryShop } from '@/entities/shop/api/create-shop.ts';

const idle: SlugState = { status: 'idle', slug: 'thandis-shop' };
const typed = (state: SlugState, value: string) => slugReducer(state, { type: 'typed', value, original: 'thandis-shop' });

describe('slug check state machine', () => {
  it('lowercases as typed and accepts the unchanged original without a check', () => {
    expect(typed(idle, 'Thandis-SHOP')).toEqual({ status: 'idle', slug: 'thandis-shop' });
    expect(typed(idle, 'Mbabane-Mobile')).toEqual({ status: 'checking', slug: 'mbabane-mobile' });
  });

  it('is invalid at once, in the doc 2 §5 words, when a rule is broken', () => {
    expect(typed(idle, 'ab')).toMatchObject({ status: 'invalid', reason: 'rule', message: 'Shop URL must be at least 3 characters long' });
    expect(typed(idle, 'my shop')).toMatchObject({ message: 'Shop URL can only contain lowercase letters, numbers, and hyphens' });
    expect(typed(idle, '')).toMatchObject({ message: 'Shop URL is required' });
    expect(typed(idle, '-shop')).toMatchObject({ message: 'Shop URL cannot start or end with a hyphen' });
    expect(typed(idle, 'my--shop')).toMatchObject({ message: 'Shop URL cannot contain consecutive hyphens' });
  });

  it('becomes available or taken from the check, ignoring answers for a slug typed past', () => {
    const checking = typed(idle, 'new-shop');
    expect(slugReducer(checking, { type: 'checked', slug: 'new-shop', available: true })).toEqual({ status: 'available', slug: 'new-shop' });
    expect(slugReducer(checking, { type: 'checked', slug: 'new-shop', available: false })).toMatchObject({ status: 'invalid', reason: 'taken', message: 'This URL is already taken! Try another one' });
    expect(slugReducer(checking, { type: 'checked', slug: 'new-sho', available: true })).toBe(checking);
    expect(slugReducer(checking, { type: 'check-failed', slug: 'new-shop' })).toMatchObject({ status: 'invalid', reason: 'error', message: 'Error checking URL availability' });
  });

  it('lets only the original or an available slug be saved', () => {
    expect(slugSavable(idle)).toBe(true);
    expect(slugSavable({ status: 'available', slug: 'x-y-z' })).toBe(true);
    expect(slugSavable({ status: 'checking', slug: 'x-y-z' })).toBe(false);
    expect(slugSavable(slugReducer({ status: 'available', slug: 'x-y-z' }, { type: 'taken', slug: 'x-y-z' }))).toBe(false);
  });
});

describe('shop save', () => {
  const shop = { ...temporaryShop({ id: 'u1', name: 'Thandi', phoneNumber: '+26879000000', countryCode: 'SZ' }), slug: 'thandis-shop', description: 'Handmade baskets', logo: '/media/logo.webp' };
  const draft = { name: 'Thandi Baskets', description: 'Handmade baskets from Malkerns', logoRemoved: true, coverRemoved: true };

  it('checks the URL, the name and the description in the §5/§8 words', () => {
    expect(shopSaveProblem(draft, { status: 'checking', slug: 'abc' })).toEqual({ field: 'slug', message: 'Please fix the shop URL before saving!' });
    expect(shopSaveProblem({ ...draft, name: ' ' }, idle)).toEqual({ field: 'name', message: 'Shop name is required!' });
    expect(shopSaveProblem({ ...draft, description: '' }, idle)).toEqual({ field: 'description', message: 'Shop description is required!' });
    expect(shopSaveProblem({ ...draft, description: 'Too short' }, idle)).toEqual({ field: 'description', message: 'Shop description must be at least 10 characters long!' });
    expect(shopSaveProblem(draft, idle)).toBeNull();
  });

  it('sends what changed, and null for an emptied picture the shop had', () => {
    expect(shopChanges(shop, draft, { status: 'available', slug: 'thandi-baskets' })).toEqual({
      name: 'Thandi Baskets',
      description: 'Handmade baskets from Malkerns',
      slug: 'thandi-baskets',
      logo: null,
    });
    expect(shopChanges(shop, { name: shop.name, description: shop.description, logoRemoved: false, coverRemoved: false }, idle)).toEqual({});
  });

  it('words a failure from the message, data.message or field errors, else the fallback', () => {
    expect(shopSaveFailure({ message: 'Shop not found' })).toBe('Shop not found');
    expect(shopSaveFailure({ message: '', data: { message: 'Busy' } })).toBe('Busy');
    expect(shopSaveFailure({ message: 'Slug is reserved', status: 409, fieldErrors: [{ message: 'a' }] })).toBe('Slug is reserved');
    expect(shopSaveFailure({ message: 'Validation failed', status: 422, fieldErrors: [{ message: 'Name too long' }, { message: 'Bad slug' }] })).toBe('Name too long, Bad slug');
    expect(shopSaveFailure({ message: 'Validation failed', status: 422, fieldErrors: [{ message: 'a' }, { message: 'b' }] })).toBe('a, b');
    expect(shopSaveFailure({ message: 'Name too long (and 1 more)', status: 422, fieldErrors: [{ message: 'Name too long' }, { message: 'Bad slug' }] })).toBe('Name too long, Bad slug');
  });

  it('shows the field errors of a validation failure in every language, not its status words (issue 29)', () => {
    const fieldErrors = [{ message: 'Jina ni refu mno' }, { message: 'Anwani si sahihi' }];
    expect(shopSaveFailure({ message: 'Uthibitishaji umeshindwa', status: 422, fieldErrors })).toBe('Jina ni refu mno, Anwani si sahihi');
    expect(shopSaveFailure({ message: 'Kuhlolwa kuhlulekile', status: 422, fieldErrors: [{ message: 'Ligama lide kakhulu' }] })).toBe('Ligama lide kakhulu');
    // Another status's own words stay first, whatever the language.
    expect(shopSaveFailure({ message: 'Lelikheli selitsetfwe', status: 409, fieldErrors: [{ message: 'x' }] })).toBe('Lelikheli selitsetfwe');
    expect(shopSaveFailure(null)).toBe('Failed to update shop. Please try again!');
  });
});
