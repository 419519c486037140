/** Realtime names, without zod, so the web app can import them. */

/**
 * Realtime (contract): Socket.IO at /api/socket.io, authenticated with the access token sent as
 * `auth: {token}` (or `Authorization: Bearer`). Connect with `transports: ['websocket', 'polling']`:
 * websocket first needs no sticky sessions between several server processes. A refused token
 * fails the connection with `connect_error` "Invalid or expired token" (refresh, then connect
 * again); at the token's expiry the server drops the transport and the client reconnects by
 * itself, so pass `auth` as a callback that reads the current token.
 */
export const SOCKET_PATH = '/api/socket.io';
export const SOCKET_EVENTS = { notificationNew: 'notification:new', messageNew: 'message:new', messageRead: 'message:read', chatTyping: 'chat:typing' } as const;
