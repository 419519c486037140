/** What an action that needs the network says offline: what happened, then what to do. */
export const OFFLINE_MESSAGES = {
  title: "You're offline",
  banner: "You're offline. You can still look at what you saw last; liking, commenting, messaging and uploading need a connection.",
  action: (action: string) => `${action} needs an internet connection. Connect, then try again.`,
} as const;
