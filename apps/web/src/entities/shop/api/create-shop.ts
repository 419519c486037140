import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@sokoni/contracts/users';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import type { MyShop } from '../types.ts';

/** POST /shops → 201 {shop}; 409 when the user has one already. The name defaults from the user. */
export async function createShop(): Promise<MyShop> {
  const { data } = await api.post('/shops');
  return data.shop;
}

/** The stand-in shown while the shop is created (doc 2 §4 Shop screen): named as the server will name it. */
export function temporaryShop(user: Pick<User, 'id' | 'name' | 'phoneNumber' | 'countryCode'>, now = new Date()): MyShop {
  const name = user.name.trim() ? `${user.name.trim()}'s Shop` : `Shop ${user.phoneNumber.slice(-4)}`;
  const id = `temp-${now.getTime()}`;
  const place = { city: '', country: user.countryCode };
  return {
    id,
    _id: id,
    name,
    slug: '',
    description: '',
    category: null,
    owner: { id: user.id, _id: user.id, name: user.name, isIdVerified: false },
    isVerified: false,
    location: place,
    address: place,
    logo: null,
    coverImage: null,
    contactPhone: null,
    followersCount: 0,
    productsCount: 0,
    viewsCount: 0,
    rating: { average: 0, count: 0 },
    averageRating: 0,
    totalSales: 0,
    createdAt: now.toISOString(),
    isOptimistic: true,
  };
}

/**
 * Creating the shop (doc 2 §4): a temporary optimistic shop shows at once and the server's
 * replaces it; on failure it is removed (the caller reopens the dialog). The profile, which
 * carries the shop, is refreshed either way.
 */
export function useCreateShop(user: User | null) {
  const queryClient = useQueryClient();
  const key = queryKeys.shops.mine();
  return useMutation({
    mutationFn: createShop,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      if (user) queryClient.setQueryData<{ shop: MyShop | null }>(key, { shop: temporaryShop(user) });
    },
    onSuccess: (shop) => queryClient.setQueryData<{ shop: MyShop | null }>(key, { shop }),
    onError: (error) => {
      // doc 2 §8: a failed creation is logged only; the optimistic shop goes.
      console.error('Shop creation failed', error);
      queryClient.setQueryData<{ shop: MyShop | null }>(key, { shop: null });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.me() });
      // A 409 means a shop exists already: read it rather than show none.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
