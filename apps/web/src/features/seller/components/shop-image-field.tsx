import type { ShopImageKind } from '@sokoni/contracts/seller-rules';
import { useId, useRef } from 'react';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { FieldError } from '@/components/field.tsx';
import { CameraIcon, ImageIcon } from '@/components/icons.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { sellerSays } from '@/entities/listing/seller-messages.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { useShopImage } from '../hooks/use-shop-image.ts';
import { sellerWords } from '../seller-words.ts';

type Props = {
  shopId: string;
  kind: ShopImageKind;
  label: string;
  /** The shop's saved picture (null when none, or when the seller emptied it). */
  current: string | null;
  onUploaded: () => void;
  onRemove: () => void;
};

/** The logo (square) or cover (wide) of the shop: pick, watch it upload, or empty it. */
export function ShopImageField({ shopId, kind, label, current, onUploaded, onRemove }: Props) {
  const t = useWords(sellerWords);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const image = useShopImage(shopId, kind);
  const shown = image.preview ?? current;
  const logo = kind === 'logo';
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold text-slate-700" id={`${id}-label`}>
        {label}
      </p>
      <div className={cn('flex gap-3', logo ? 'items-center' : 'flex-col')}>
        <div className={cn('relative shrink-0 overflow-hidden bg-slate-100 ring-1 ring-slate-200', logo ? 'size-20 rounded-2xl' : 'aspect-[3/1] w-full rounded-2xl')}>
          {shown ? (
            <img src={shown} alt={logo ? t.logoPreview : t.coverPreview} className={cn('size-full object-cover', image.uploading && 'opacity-60')} />
          ) : (
            <span className="flex size-full items-center justify-center text-slate-400">
              <ImageIcon size={logo ? 26 : 32} />
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={image.error ? `${id}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void image.pick(file).then((ok) => ok && onUploaded());
            }}
          />
          <Button size="sm" variant="outline" loading={image.uploading} onClick={() => input.current?.click()}>
            <CameraIcon size={16} /> {shown ? t.change : t.upload}
          </Button>
          {shown && !image.uploading && (
            <Button size="sm" variant="ghost" onClick={onRemove}>
              {t.remove}
            </Button>
          )}
          {image.uploading && <ProgressBar value={image.percent ?? 0} label={logo ? t.uploadingLogo : t.uploadingCover} className="w-full" />}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={sellerSays(image.error)} />
    </div>
  );
}
