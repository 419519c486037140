import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { clearProductViewerStates } from '@/entities/product/product-enrichment.ts';
import { clearShopFollowStates } from '@/entities/shop/follow-toggle.ts';
import { forgetAsked } from '@/lib/query/ask-once.ts';
import { useSession } from '@/lib/session/use-session.ts';

/** When the signed-in user changes, cached like/bookmark/follow states belong to someone else. */
export function useViewerReset(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.status === 'authenticated' ? session.user.id : null;
  const previous = useRef(viewer);
  useEffect(() => {
    if (previous.current === viewer) return;
    previous.current = viewer;
    forgetAsked();
    clearProductViewerStates(queryClient);
    clearShopFollowStates(queryClient);
  }, [queryClient, viewer]);
}
