import type { AdminProduct } from '@sokoni/contracts/admin';
import { useState } from 'react';
import { PackageIcon } from '@/components/icons.tsx';
import { rowsOf } from '../api/admin-page.ts';
import { useProducts } from '../api/get-products.ts';
import { useSetProductHidden } from '../api/set-product-hidden.ts';
import { useActionToasts } from '../hooks/use-action-toasts.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { AdminList } from './admin-list.tsx';
import { FilterBar, FilterSelect, SearchField, type Option } from './filters.tsx';
import { ProductRow } from './product-row.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SectionHeader, useSectionFocus } from './section-header.tsx';

type Visibility = 'any' | 'hidden' | 'visible';
const VISIBILITY_OPTIONS: Option<Visibility>[] = [
  { value: 'any', label: 'All products' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'visible', label: 'Visible' },
];

type Change = { product: AdminProduct; hide: boolean };

/** Products by title or shop; hide one from buyers (its seller still sees it), or show it again. */
export function ProductsSection() {
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
      toasts.done(message, hide ? 'Product hidden' : 'Product visible again');
      setChanging(null);
      refocus();
    } catch (error) {
      toasts.failed(error, hide ? 'Failed to hide the product' : 'Failed to show the product');
    }
  };
  const busyId = visibilityChange.isPending ? visibilityChange.variables?.productId : undefined;

  return (
    <section aria-labelledby="admin-products">
      <SectionHeader id="admin-products" headingRef={headingRef} title="Products" description="Every listing, newest first. A hidden product is out of every list and page for buyers." />
      <FilterBar>
        <SearchField label="Search products" value={search} onChange={setSearch} placeholder="Title or shop name" />
        <FilterSelect label="Visibility" value={visibility} options={VISIBILITY_OPTIONS} onChange={setVisibility} />
      </FilterBar>
      <AdminList
        query={query}
        count={rows.length}
        label="Products"
        noun={{ one: 'product', many: 'products' }}
        errorTitle="Failed to load products"
        empty={{ icon: <PackageIcon size={28} />, title: 'No products found', description: q ? 'Try another title or shop.' : undefined }}
      >
        {rows.map((product) => (
          <ProductRow key={product.id} product={product} busy={busyId === product.id} onHide={() => setChanging({ product, hide: true })} onUnhide={() => setChanging({ product, hide: false })} />
        ))}
      </AdminList>
      {changing && (
        <ReasonDialog
          title={changing.hide ? `Hide “${changing.product.title}”?` : `Show “${changing.product.title}” again?`}
          description={changing.hide ? 'Buyers will no longer find it anywhere; its seller still sees it.' : 'Buyers can find it again.'}
          reasonLabel={changing.hide ? 'Reason' : 'Note'}
          confirmLabel={changing.hide ? 'Hide product' : 'Unhide product'}
          destructive={changing.hide}
          busy={visibilityChange.isPending}
          onCancel={() => setChanging(null)}
          onConfirm={(reason) => void apply(changing, reason)}
        />
      )}
    </section>
  );
}
