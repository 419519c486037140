import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyCurrentUser } from '@/lib/session/get-current-user.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { uploadMedia } from '@/lib/upload/upload-media.ts';
import { submitIdVerification } from './api/submit-id-verification.ts';
import { runIdSubmission, type IdSubmissionState } from './id-submission.ts';

/** The ID view's submission: its state for the bar, and a start that cancels itself when the modal closes. */
export function useIdSubmission() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<IdSubmissionState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (document: File, video: File) => {
      controller.current?.abort();
      const run = new AbortController();
      controller.current = run;
      try {
        const user = await runIdSubmission(document, video, {
          // doc 2 §4: both files go up with the purpose verification (a private folder: signed addresses).
          upload: (file, onProgress, signal) => uploadMedia(file, { folder: 'verification', signal, onProgress: (p) => onProgress(p.percent / 100) }),
          submit: (body) => submitIdVerification(body),
          onState: (next) => !run.signal.aborted && setState(next),
          signal: run.signal,
        });
        applyCurrentUser(queryClient, user);
        void queryClient.invalidateQueries({ queryKey: queryKeys.verification.all });
        return true;
      } catch (error) {
        if (!run.signal.aborted) setState({ status: 'failed', error });
        return false;
      }
    },
    [queryClient],
  );

  return { state, start };
}
