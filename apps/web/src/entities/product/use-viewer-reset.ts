import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/session/use-session.ts';
import { clearViewerState } from './use-product-enrichment.ts';

/** When the signed-in user changes, cached like/bookmark/follow states belong to someone else. */
export function useViewerReset(): void {
  const queryClient = useQueryClient();
  const session = useSession();
  const viewer = session.status === 'authenticated' ? session.user.id : null;
  const previous = useRef(viewer);
  useEffect(() => {
    if (previous.current === viewer) return;
    previous.current = viewer;
    clearViewerState(queryClient);
  }, [queryClient, viewer]);
}
