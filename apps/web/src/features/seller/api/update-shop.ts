import type { UpdateShopBody } from '@sokoni/contracts/seller';
import type { MyShop } from '@/entities/shop/types.ts';
import { api } from '@/lib/api/api.ts';

/** PUT /shops/{id} (owner): any of name, description, slug, logo, coverImage; null clears an image. 409 when the slug is taken. */
export async function updateShop(shopId: string, changes: UpdateShopBody): Promise<MyShop> {
  const { data } = await api.put('/shops/:id', changes, { params: { id: shopId } });
  return data.shop;
}
