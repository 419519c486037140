import type { AdminProduct } from '@sokoni/contracts/admin';
import { useState } from 'react';
import { PackageIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useProducts } from '../api/get-products.ts';
import { useSetProductHidden } from '../api/set-product-hidden.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { adminWords } from '../admin-words.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { AdminList } from './admin-list.tsx';
import { FilterBar, FilterSelect, SearchField, type Option } from './filters.tsx';
import { ProductRow } from './product-row.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

type Visibility = 'any' | 'hidden' | 'visible';

type Change = { product: AdminProduct; hide: boolean };

/** Products by title or shop; hide one from buyers (its seller still sees it), or show it again. */
export function ProductsSection() {
  const t = useWords(adminWords);
  const visibilityOptions: Option<Visibility>[] = [
    { value: 'any', label: t.allProducts },
    { value: 'hidden', label: t.hidden },
    { value: 'visible', label: t.visible },
  ];
  const [search, setSearch] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('any');
  const q = useDebouncedValue(search.trim());
  const query = useProducts({ q: q || undefined, hidden: visibility === 'any' ? undefined : visibility === 'hidden' ? 'true' : 'false' });
  const rows = rowsOf(query.data);
  const visibilityChange = useSetProductHidden();
  const toasts = useActionToasts();
  const { headingRef, refocus } = useSectionFocus();
  const [changing, setChanging] = useState<Change | null>(null);

  const apply = async ({ product, hide }: Change, reason?: string) => {
    try {
      const { message } = await visibilityChange.mutateAsync({ productId: product.id, hide, reason });
      toasts.done(message, hide ? t.productHidden : t.productVisible);
      setChanging(null);
      refocus();
    } catch (error) {
      toasts.failed(error, hide ? t.hideFailed : t.showFailed);
    }
  };
  const busyId = visibilityChange.isPending ? visibilityChange.variables?.productId : undefined;

  return (
    <section aria-labelledby="admin-products">
      <SectionHeader id="admin-products" headingRef={headingRef} title={t.products} description={t.productsText} />
      <FilterBar>
        <SearchField label={t.searchProducts} value={search} onChange={setSearch} placeholder={t.productsPlaceholder} />
        <FilterSelect label={t.visibility} value={visibility} options={visibilityOptions} onChange={setVisibility} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label={t.products}
        noun={{ one: t.productOne, many: t.productMany }}
        errorTitle={t.productsFailed}
        empty={{ icon: <PackageIcon size={28} />, title: t.noProducts, description: q ? t.tryAnotherTitle : undefined }}
      >
        {rows.map((product) => (
          <ProductRow key={product.id} product={product} busy={busyId === product.id} onHide={() => setChanging({ product, hide: true })} onUnhide={() => setChanging({ product, hide: false })} />
        ))}
      </AdminList>
      {changing && (
        <ReasonDialog
          title={changing.hide ? t.hideTitle({ title: changing.product.title }) : t.showTitle({ title: changing.product.title })}
          description={changing.hide ? t.hideText : t.showText}
          reasonLabel={changing.hide ? t.reason : t.note}
          confirmLabel={changing.hide ? t.hideProduct : t.unhideProduct}
          destructive={changing.hide}
          busy={visibilityChange.isPending}
          onCancel={() => setChanging(null)}
          onConfirm={(reason) => void apply(changing, reason)}
        />
      )}
    </section>
  );
}
