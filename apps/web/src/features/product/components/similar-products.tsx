import { useSimilarProducts } from '@/entities/product/api/get-similar-products.ts';
import { ProductCard } from '@/entities/product/ui/product-card.tsx';
import { useProductEnrichment } from '@/features/social/use-product-enrichment.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { productWords } from '../product-words.ts';

/** A product page's similar listings (asked for once the reader is near them): nothing while none. */
export function SimilarProducts({ id }: { id: string }) {
  const query = useSimilarProducts(id);
  const products = query.data?.products ?? [];
  const t = useWords(productWords);
  useProductEnrichment(products);
  if (!products.length) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-10">
      <h2 id="similar-title" className="mb-3 text-lg font-bold text-slate-900">
        {t.similarProducts}
      </h2>
      <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-4 md:overflow-visible md:px-0 lg:grid-cols-5">
        {products.slice(0, 10).map((p) => (
          <div key={p.id} className="w-44 shrink-0 snap-start md:w-auto">
            <ProductCard product={p} sizes="(min-width: 768px) 220px, 176px" />
          </div>
        ))}
      </div>
    </section>
  );
}
