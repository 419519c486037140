import { ShopProfile } from '@/features/social/shop-profile.tsx';
import { FeedPanelFrame } from './feed-panel.tsx';

/** doc 1 §2.5: the shop page slides in over the feed. */
export function ShopPanel({ shopId, onClose }: { shopId: string; onClose: () => void }) {
  return (
    <FeedPanelFrame label="Shop" onClose={onClose} wide>
      <div className="p-3 md:p-5">
        <ShopProfile shopId={shopId} onBack={onClose} compact />
      </div>
    </FeedPanelFrame>
  );
}
