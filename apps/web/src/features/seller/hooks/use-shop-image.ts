import { UPLOAD_LIMITS } from '@sokoni/contracts/media-rules';
import { SELLER_MESSAGES, type ShopImageKind } from '@sokoni/contracts/seller-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MyShop } from '@/entities/shop/types.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { uploadShopImage } from '../api/upload-shop-image.ts';
import { sellerWords } from '../seller-words.ts';

/** doc 2 §5 Shop image upload: an image, under 5 MB. */
export function shopImageProblem(file: File): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return SELLER_MESSAGES.notAnImage;
  // "Under 5 MB": exactly 5 MB is refused too, as the server does.
  if (file.size >= UPLOAD_LIMITS.shopImage.maxBytes) return SELLER_MESSAGES.imageTooLarge;
  return null;
}

type Upload = { preview: string | null; percent: number | null; error: string | null };

/**
 * A logo or cover upload (doc 2 §4, §8): a local preview at once, real progress, saved to the
 * shop by the server on arrival (the cached shop is replaced); on failure the preview reverts
 * and 'Failed to upload {logo or coverImage}: reason' shows.
 */
export function useShopImage(shopId: string, kind: ShopImageKind) {
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<Upload>({ preview: null, percent: null, error: null });
  const preview = upload.preview;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = async (file: File): Promise<boolean> => {
    const problem = shopImageProblem(file);
    if (problem) {
      setUpload({ preview: null, percent: null, error: problem });
      return false;
    }
    setUpload({ preview: URL.createObjectURL(file), percent: 0, error: null });
    try {
      const saved = await uploadShopImage(shopId, kind, file, (p) => setUpload((u) => ({ ...u, percent: p.percent })));
      queryClient.setQueryData<{ shop: MyShop | null }>(queryKeys.shops.mine(), { shop: saved.shop });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shops.detail(shopId), refetchType: 'none' });
      setUpload({ preview: null, percent: null, error: null });
      return true;
    } catch (error) {
      setUpload({ preview: null, percent: null, error: SELLER_MESSAGES.uploadFailed(kind, errorMessage(error, sellerWords.get().uploadFailedReason)) });
      return false;
    }
  };

  return { ...upload, uploading: upload.percent !== null, pick };
}
