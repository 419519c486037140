import { commonWords } from '@/components/common-words.ts';
/** What an action that needs the network says offline: what happened, then what to do. */
export const OFFLINE_MESSAGES = {
  /** The banner's English, translated with the app's status words (app-status.tsx). */
  banner: "You're offline. You can still look at what you saw last; liking, commenting, messaging and uploading need a connection.",
  /** In the app's language when asked (common-words.ts). */
  get title() {
    return commonWords.get().offlineTitle;
  },
  action: (action: string) => commonWords.get().offlineAction({ action }),
};
