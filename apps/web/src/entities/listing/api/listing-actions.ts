import { api } from '@/lib/api/api.ts';
import type { Listing } from '../types.ts';

/** DELETE /products/{id} (owner). */
export async function deleteListing(id: string): Promise<void> {
  await api.delete('/products/:id', undefined, { params: { id } });
}

/** PATCH /products/{id}/availability {isAvailable}: false hides it from buyers. */
export async function setListingAvailability(id: string, isAvailable: boolean): Promise<Listing> {
  const { data } = await api.patch('/products/:id/availability', { isAvailable }, { params: { id } });
  return data.product;
}

/** PATCH /products/{id}/sold {sold, soldPrice?}: records a sale (the shop's stats count it) or undoes it. */
export async function setListingSold(id: string, sold: boolean, soldPrice?: number): Promise<Listing> {
  const { data } = await api.patch('/products/:id/sold', soldPrice === undefined ? { sold } : { sold, soldPrice }, { params: { id } });
  return data.product;
}

/** POST /products/{id}/processing/retry: a failed listing is processed again. */
export async function retryListingProcessing(id: string): Promise<Listing> {
  const { data } = await api.post('/products/:id/processing/retry', undefined, { params: { id } });
  return data.product;
}

/** POST /products/{id}/publish: the seller's reviewed draft goes live (422 names what it still needs). */
export async function publishListing(id: string): Promise<Listing> {
  const { data } = await api.post('/products/:id/publish', undefined, { params: { id } });
  return data.product;
}
