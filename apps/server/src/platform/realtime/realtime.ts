/** Pushes events to a user's connected devices, across server processes when Redis is configured. */
export interface Realtime {
  emitToUser(userId: string, event: string, payload: unknown): void;
  /**
   * Handles an event a signed-in client sends (chat:typing, say). The handler gets the sender's
   * user id; what it throws is logged, never sent back.
   */
  onClientEvent(event: string, handler: (userId: string, payload: unknown) => void | Promise<void>): void;
  close(): Promise<void>;
}
