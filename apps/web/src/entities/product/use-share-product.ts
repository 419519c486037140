import { displayPrice } from '@sokoni/contracts/money';
import { useCallback } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { recordShare } from './api/record-share.ts';
import { isUsableId } from './usable-id.ts';
import type { CatalogProduct } from './types.ts';
import { productTerms } from './product-terms.ts';

export const productShareUrl = (id: string) => `${window.location.origin}/products/${encodeURIComponent(id)}`;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and some webviews: the selection trick still works.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;opacity:0;top:0;left:0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/**
 * Share a product: the Web Share API where the device has it (title, text with the price, the
 * product link), otherwise the link is copied and "Link copied" shown. Either way the share is
 * counted (POST /products/{id}/share).
 */
export function useShareProduct(): (product: Pick<CatalogProduct, 'id' | 'title' | 'price'>) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (product) => {
      if (!isUsableId(product?.id)) {
        console.warn('Cannot share: invalid product data');
        return;
      }
      const url = productShareUrl(product.id);
      const t = productTerms.get();
      const title = product.title || t.untitled;
      const text = `${title} — ${displayPrice(product.price?.amount, product.price?.currency)}`;
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, text, url });
          recordShare(product.id, 'native');
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      if (await copyText(url)) {
        toast.success(t.linkCopied);
        recordShare(product.id, 'copy_link');
      } else {
        toast.error(t.copyThisLink({ url }));
      }
    },
    [toast],
  );
}
