import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { CommentsPanelSlot } from '@/components/comments-sheet/comments-panel-slot.tsx';
import { ChatIcon } from '@/components/icons.tsx';
import { Card } from '@/components/page.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { sellerWords } from '../seller-words.ts';

/** doc 2 §2.14: the shop's comments panel, shown and hidden on demand (loaded when first shown). */
export function CommentsToggle({ shopId }: { shopId: string }) {
  const t = useWords(sellerWords);
  const [open, setOpen] = useState(false);
  return (
    <Card className="p-4 md:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex min-w-0 items-center gap-2 text-lg font-bold text-slate-900">
          <ChatIcon size={20} className="shrink-0 text-brand-700" /> {t.comments}
        </h2>
        <Button size="sm" className="shrink-0 whitespace-nowrap" variant={open ? 'outline' : 'secondary'} aria-expanded={open} aria-controls="shop-comments" onClick={() => setOpen((o) => !o)}>
          {open ? t.hideComments : t.showComments}
        </Button>
      </div>
      <div id="shop-comments" hidden={!open} className="mt-4">
        {open && <CommentsPanelSlot target={{ targetType: 'shop', targetId: shopId }} title={t.shopComments} />}
      </div>
    </Card>
  );
}
