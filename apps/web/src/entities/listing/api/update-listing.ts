import type { ApiBodyOf } from '@sokoni/contracts/api-requests';
import { api } from '@/lib/api/api.ts';
import type { Listing } from '../types.ts';

type UpdateBody = ApiBodyOf<'PUT /products/:id'>;
/** What the edit forms send (doc 2 §3: the price a plain number); the server reads nothing else. */
export type ListingChanges = Pick<UpdateBody, 'title' | 'description' | 'category' | 'subcategory' | 'brand' | 'condition' | 'attributes' | 'tags' | 'currency'> & {
  price?: Extract<UpdateBody['price'], number>;
};

/** PUT /products/{id} (owner) → {product}. */
export async function updateListing(id: string, changes: ListingChanges): Promise<Listing> {
  const { data } = await api.put('/products/:id', changes, { params: { id } });
  return data.product;
}
