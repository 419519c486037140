import { SHOP_DESCRIPTION_MAX, SHOP_NAME_MAX } from '@sokoni/contracts/seller-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { FormFooter } from '@/components/form-footer.tsx';
import { Field, inputClasses, textareaClasses } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import type { MyShop } from '@/entities/shop/types.ts';
import { ApiError } from '@/lib/api/api-error.ts';
import { sellerSays } from '@/entities/listing/seller-messages.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { updateShop } from '../api/update-shop.ts';
import { useSlugCheck } from '../hooks/use-slug-check.ts';
import { shopChanges, shopSaveFailure, shopSaveProblem, type ShopDraft } from '../shop-form.ts';
import { sellerWords } from '../seller-words.ts';
import { ShopImageField } from './shop-image-field.tsx';
import { SlugField } from './slug-field.tsx';

/** Edit shop (doc 2 §2.14): name, URL slug with its availability, description, logo and cover. */
export function EditShopModal({ shop, open, onOpenChange }: { shop: MyShop; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useWords(sellerWords);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.editShopTitle} className="md:max-w-lg">
      {open && <EditShopForm shop={shop} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function EditShopForm({ shop, onDone }: { shop: MyShop; onDone: () => void }) {
  const t = useWords(sellerWords);
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const slug = useSlugCheck(shop.slug);
  const [draft, setDraft] = useState<ShopDraft>({ name: shop.name, description: shop.description, logoRemoved: false, coverRemoved: false });
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // The banner sits above the images: scroll it into sight, or Save would seem to do nothing.
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) bannerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [problem]);

  const save = async () => {
    const found = shopSaveProblem(draft, slug.state);
    setProblem(found);
    if (found) return;
    const changes = shopChanges(shop, draft, slug.state);
    if (Object.keys(changes).length === 0) return onDone();
    setSaving(true);
    try {
      const saved = await updateShop(shop.id, changes);
      queryClient.setQueryData<{ shop: MyShop | null }>(queryKeys.shops.mine(), { shop: saved });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.me() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shops.detail(shop.id), refetchType: 'none' });
      toast.success(t.shopUpdated);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && changes.slug) slug.taken(changes.slug);
      setProblem({ message: shopSaveFailure(error) });
      setSaving(false);
    }
  };

  const text = (key: 'name' | 'description') => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: event.target.value }));
    if (problem?.field === key) setProblem(null);
  };

  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {problem && (
        <div ref={bannerRef} className="scroll-mt-4">
          <Banner tone="error">{sellerSays(problem.message)}</Banner>
        </div>
      )}
      <ShopImageField
        shopId={shop.id}
        kind="coverImage"
        label={t.coverImage}
        current={draft.coverRemoved ? null : shop.coverImage}
        onUploaded={() => setDraft((d) => ({ ...d, coverRemoved: false }))}
        onRemove={() => setDraft((d) => ({ ...d, coverRemoved: true }))}
      />
      <ShopImageField
        shopId={shop.id}
        kind="logo"
        label={t.logo}
        current={draft.logoRemoved ? null : shop.logo}
        onUploaded={() => setDraft((d) => ({ ...d, logoRemoved: false }))}
        onRemove={() => setDraft((d) => ({ ...d, logoRemoved: true }))}
      />
      <Field id={`${id}-name`} label={t.shopName}>
        <input id={`${id}-name`} value={draft.name} onChange={text('name')} maxLength={SHOP_NAME_MAX} aria-invalid={problem?.field === 'name' || undefined} className={inputClasses} />
      </Field>
      <SlugField
        id={`${id}-slug`}
        state={slug.state}
        onType={(value) => {
          slug.type(value);
          if (problem?.field === 'slug') setProblem(null);
        }}
      />
      <Field id={`${id}-description`} label={t.description} hint={t.descriptionHint}>
        <textarea id={`${id}-description`} value={draft.description} onChange={text('description')} rows={4} maxLength={SHOP_DESCRIPTION_MAX} aria-invalid={problem?.field === 'description' || undefined} className={textareaClasses} />
      </Field>
      <FormFooter onCancel={onDone}>
        <Button type="submit" loading={saving}>
          {t.saveChanges}
        </Button>
      </FormFooter>
    </form>
  );
}
