import { SOCKET_PATH } from '@sokoni/contracts/realtime';
import { io } from 'socket.io-client';
import type { CreateSocket } from './realtime-connection.ts';

/**
 * Loaded on demand after sign-in. WebSocket first (one round trip less on slow networks), long
 * polling when a proxy blocks it.
 */
export const createSocket: CreateSocket = (auth) =>
  io({ path: SOCKET_PATH, auth, transports: ['websocket', 'polling'], tryAllTransports: true });
