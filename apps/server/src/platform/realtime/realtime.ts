import type { ClientEventName, ClientEventPayload, ServerEventName, ServerEventPayload } from '@sokoni/contracts/realtime';

/** Who sent a client event, and the rooms their socket may join (after the handler's own checks). */
export type ClientEventContext = {
  userId: string;
  /** Puts this socket in the conversation's room, e.g. once the sender proved they take part. */
  joinConversation(conversationId: string): void;
  leaveConversation(conversationId: string): void;
};

/**
 * Handles one client event, with its payload already validated against the contract's schema.
 * What it returns is acknowledged as `{success: true, data}`; an AppError it throws as
 * `{success: false, message}`; anything else is logged and acknowledged as a plain failure.
 */
export type ClientEventHandler<E extends ClientEventName> = (context: ClientEventContext, payload: ClientEventPayload<E>) => unknown;

/** Pushes typed events to users and conversations, across server processes when Redis is configured. */
export interface Realtime {
  emitToUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void;
  /** To every socket in the conversation's room (those that joined it), optionally but one user's. */
  emitToConversation<E extends ServerEventName>(conversationId: string, event: E, payload: ServerEventPayload<E>, opts?: { exceptUserId?: string }): void;
  onClientEvent<E extends ClientEventName>(event: E, handler: ClientEventHandler<E>): void;
  /** Whether any device of the user is connected, to this process or (with Redis) another. */
  isConnected(userId: string): Promise<boolean>;
  /**
   * Resolves once what was emitted so far has left this process (published to Redis; at once
   * without it), so an answer never acknowledges an event that a crash right after could lose.
   */
  sent(): Promise<void>;
  /** Sockets connected to this process now (not the other processes'). */
  connectedCount(): number;
  /** Ends the sockets of revoked sessions on every server process: one session, or all of a user's but one. */
  disconnectSessions(target: RevokedSessions): void;
  close(): Promise<void>;
}

export type RevokedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };
