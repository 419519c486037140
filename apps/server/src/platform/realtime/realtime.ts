/** Pushes events to a user's connected devices, across server processes when Redis is configured. */
export interface Realtime {
  emitToUser(userId: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}
