import type { CatalogProduct } from '@/entities/product/types.ts';

let seq = 0;

/** A small product factory for unit tests (STYLE.md: factories, not copied fixtures). */
export function makeProduct(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  seq += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  const shopId = overrides.shopId ?? 'shop-1';
  return {
    id,
    _id: id,
    shopId,
    shop: { id: shopId, _id: shopId, name: 'Mbabane Mobile', slug: 'mbabane-mobile', owner: 'owner-1', isVerified: true, avatar: null, location: { city: 'Mbabane', country: 'Eswatini' } },
    title: `Product ${seq}`,
    name: `Product ${seq}`,
    slug: `product-${seq}`,
    description: 'A fine product.',
    price: { amount: 100, currency: 'SZL', formattedPrice: 'E100.00' },
    media: [{ key: 'k', type: 'image', url: '/media/p.webp' }],
    mediaCount: 1,
    category: 'electronics',
    categoryName: 'Electronics',
    subcategory: null,
    brand: null,
    condition: 'new',
    status: 'active',
    isActive: true,
    isAvailable: true,
    isFeatured: false,
    isOnSale: false,
    likes: 3,
    views: 10,
    comments: 0,
    rating: { average: 0, count: 0 },
    stock: { quantity: 1, sku: null, isInStock: true },
    tags: [],
    attributes: {},
    location: { city: 'Mbabane', country: 'Eswatini' },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const page = (products: CatalogProduct[]) => ({
  products,
  pagination: { currentPage: 1, totalPages: 1, total: products.length, hasMore: false, hasNextPage: false },
});
