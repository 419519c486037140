import { io } from 'socket.io-client';
import type { CreateSocket } from './realtime-connection.ts';

/** Matches the contract's SOCKET_PATH (imported from there it would pull the contracts' zod schemas in). */
const SOCKET_PATH = '/api/socket.io';

/**
 * Loaded on demand after sign-in. WebSocket first (one round trip less on slow networks), long
 * polling when a proxy blocks it.
 */
export const createSocket: CreateSocket = (auth) =>
  io({ path: SOCKET_PATH, auth, transports: ['websocket', 'polling'], tryAllTransports: true });
