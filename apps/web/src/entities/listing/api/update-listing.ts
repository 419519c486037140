import type { UpdateProductBody } from '@sokoni/contracts/seller';
import { api } from '@/lib/api/api.ts';
import type { Listing } from '../types.ts';

/** What the edit forms send (doc 2 §3: the price a plain number); the server reads nothing else. */
export type ListingChanges = Partial<Pick<UpdateProductBody, 'title' | 'description' | 'category' | 'subcategory' | 'brand' | 'condition' | 'attributes' | 'tags'>> & {
  price?: number;
  currency?: string;
};

/** PUT /products/{id} (owner) → {product}. */
export async function updateListing(id: string, changes: ListingChanges): Promise<Listing> {
  const { data } = await api.put('/products/:id', changes, { params: { id } });
  return data.product;
}
