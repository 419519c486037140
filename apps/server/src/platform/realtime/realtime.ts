/** Pushes events to a user's connected devices, across server processes when Redis is configured. */
export interface Realtime {
  emitToUser(userId: string, event: string, payload: unknown): void;
  /**
   * Handles an event a signed-in client sends (chat:typing, say). The handler gets the sender's
   * user id; what it throws is logged, never sent back.
   */
  onClientEvent(event: string, handler: (userId: string, payload: unknown) => void | Promise<void>): void;
  /** Ends the sockets of revoked sessions on every server process: one session, or all of a user's but one. */
  disconnectSessions(target: RevokedSessions): void;
  close(): Promise<void>;
}

export type RevokedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };
