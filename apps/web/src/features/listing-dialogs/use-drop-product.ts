import { SELLER_MESSAGES } from '@sokoni/contracts/seller-rules';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { describeError } from '@/lib/api/describe-error.ts';
import { createListing, type NewListing } from '@/entities/listing/api/create-listing.ts';
import { dropReducer } from '@/entities/listing/drop-state.ts';
import type { Listing } from '@/entities/listing/types.ts';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Runs one Drop Your Product submission through its states (drop-state.ts); `cancel` stops the upload. */
export function useDropProduct(shopId: string, onCreated: (listing: Listing) => void) {
  const [state, dispatch] = useReducer(dropReducer, { step: 'form' });
  const upload = useRef<AbortController | null>(null);
  const created = useRef(onCreated);
  useEffect(() => {
    created.current = onCreated;
  });

  const submit = useCallback(
    async (input: NewListing) => {
      const controller = new AbortController();
      upload.current = controller;
      dispatch({ type: 'submit' });
      try {
        const listing = await createListing(shopId, input, { signal: controller.signal, onProgress: (p) => dispatch({ type: 'progress', percent: p.percent }) });
        dispatch({ type: 'progress', percent: 100 });
        dispatch({ type: 'created', listing });
        created.current(listing);
      } catch (error) {
        if (isAbort(error)) dispatch({ type: 'reset' });
        else dispatch({ type: 'failed', message: describeError(error, SELLER_MESSAGES.createFailed) });
      } finally {
        if (upload.current === controller) upload.current = null;
      }
    },
    [shopId],
  );

  const cancel = useCallback(() => upload.current?.abort(), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, submit, cancel, reset };
}
