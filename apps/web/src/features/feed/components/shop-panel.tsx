import { ShopProfile } from '@/features/social/shop-profile.tsx';
import { FeedPanelFrame } from './feed-panel.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from '../feed-words.ts';

/** doc 1 §2.5: the shop page slides in over the feed. */
export function ShopPanel({ shopId, onClose }: { shopId: string; onClose: () => void }) {
  const t = useWords(feedWords);
  return (
    <FeedPanelFrame label={t.shop} onClose={onClose} wide>
      <div className="p-3 md:p-5">
        <ShopProfile shopId={shopId} onBack={onClose} compact />
      </div>
    </FeedPanelFrame>
  );
}
