import type { ClientEventName, ClientEventPayload, RealtimeAck } from '@sokoni/contracts/realtime';
import { isTokenErrorMessage } from '../api/client.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The part of a Socket.IO client socket this module uses (tests pass a fake). */
export type RealtimeSocket = {
  readonly active: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  connect(): unknown;
  disconnect(): unknown;
  readonly connected: boolean;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
};

/** What a user reads when their event could not be sent (issue 29). */
const realtimeWords = i18n('realtime', { notConnected: 'Not connected. Check your connection and try again.' });

/** A client event's answer when it could not reach the server (offline, or no answer in time), in the app's language. */
export const NOT_DELIVERED: RealtimeAck = {
  success: false,
  get message() {
    return realtimeWords.get().notConnected;
  },
};
const ACK_TIMEOUT_MS = 5_000;

/** Opens a socket that asks `auth` for its handshake payload on every (re)connect. */
export type CreateSocket = (auth: (send: (payload: { token: string }) => void) => void) => RealtimeSocket;

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';
export type RealtimeHandler = (payload: unknown) => void;

/**
 * Fired locally each time the connection is made, the first time too: what the app fetched
 * before it (a thread loaded while the socket was still connecting, or before a drop) may have
 * missed events, so listeners catch up.
 */
export const REALTIME_CONNECTED = 'realtime:connected';

export type RealtimeDeps = {
  /** Loads the Socket.IO client on demand (it is not part of the first paint). */
  loadSocket: () => Promise<CreateSocket>;
  /** The signed-in user's id, or null; `subscribeSession` says when it may have changed. */
  currentUserId: () => string | null;
  subscribeSession: (listener: () => void) => () => void;
  /** A valid access token (refreshed first when close to expiry), or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /** The app's single-flight refresh; a refused refresh ends the session by itself. */
  refreshTokens: () => Promise<unknown>;
  setTimeout?: (run: () => void, ms: number) => unknown;
  now?: () => number;
  /** Calls `listener` when the device's network comes back (the window's `online` event). */
  subscribeOnline?: (listener: () => void) => () => void;
};

/** Token refreshes in a row that still end in a refused handshake before giving up. */
const MAX_AUTH_RETRIES = 2;
/** A server that drops us is asked again after this, times the tries so far (at most 3). */
const SERVER_DROP_DELAY_MS = 2_000;
const MAX_SERVER_DROP_RETRIES = 3;
/** A connection that lasted this long resets the server-drop tries. */
const STABLE_CONNECTION_MS = 30_000;

/**
 * One Socket.IO connection per signed-in session: opened on sign-in or session restore, closed on
 * sign-out or when another user signs in, with a fresh access token on every (re)connect.
 * Handlers are kept here rather than on the socket, so they survive reconnects and can be
 * registered before the client has loaded.
 */
export function createRealtimeConnection(deps: RealtimeDeps) {
  const later = deps.setTimeout ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const now = deps.now ?? Date.now;
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const statusListeners = new Set<() => void>();
  let status: RealtimeStatus = 'idle';
  let userId: string | null = null;
  let socket: RealtimeSocket | null = null;
  /** Bumped on every open and close: late callbacks of an older socket see they are stale. */
  let generation = 0;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    statusListeners.forEach((listener) => listener());
  };

  const dispatch = (event: string, payload: unknown) => {
    handlers.get(event)?.forEach((handler) => handler(payload));
  };

  const close = () => {
    generation++;
    socket?.disconnect();
    socket = null;
    setStatus('idle');
  };

  const auth = (send: (payload: { token: string }) => void) => {
    // Offline, the refresh fails too: hand over the stored token, the handshake fails on the network anyway.
    deps.getAccessToken().then(
      (token) => send({ token: token ?? '' }),
      () => send({ token: '' }),
    );
  };

  const open = async (mine: number) => {
    setStatus('connecting');
    let create: CreateSocket;
    try {
      create = await deps.loadSocket();
    } catch {
      // The chunk failed to load (offline): the next sign-in or reload tries again.
      if (mine === generation) setStatus('idle');
      return;
    }
    if (mine !== generation) return;
    const current = create(auth);
    socket = current;
    const isCurrent = () => mine === generation;
    let connectedAt = 0;
    let authRetries = 0;
    let serverDrops = 0;

    current.onAny((event, payload) => {
      if (isCurrent()) dispatch(event, payload);
    });
    current.on('connect', () => {
      if (!isCurrent()) return;
      authRetries = 0;
      connectedAt = now();
      setStatus('connected');
      dispatch(REALTIME_CONNECTED, undefined);
    });
    current.on('connect_error', (error: Error) => {
      // While `active`, the client retries by itself (network trouble); otherwise the server refused us.
      if (!isCurrent() || current.active) return;
      setStatus('reconnecting');
      if (!isTokenErrorMessage(error.message) || authRetries >= MAX_AUTH_RETRIES) return;
      authRetries++;
      deps.refreshTokens().then(
        () => {
          if (isCurrent()) current.connect();
        },
        () => undefined, // a refused refresh signs the user out, which closes this socket
      );
    });
    current.on('disconnect', (reason: string) => {
      if (!isCurrent()) return;
      setStatus('reconnecting');
      if (reason !== 'io server disconnect') return; // anything else reconnects by itself
      if (now() - connectedAt >= STABLE_CONNECTION_MS) serverDrops = 0;
      if (serverDrops >= MAX_SERVER_DROP_RETRIES) return;
      serverDrops++;
      later(() => {
        if (isCurrent()) current.connect();
      }, SERVER_DROP_DELAY_MS * serverDrops);
    });
  };

  /**
   * The network is back: connect now rather than at the end of the client's back-off (up to
   * several seconds on a phone that was offline a while); a fresh connection catches up at once.
   */
  const reconnectNow = () => {
    if (!socket || socket.connected) return;
    socket.disconnect();
    socket.connect();
  };

  const sync = () => {
    const next = deps.currentUserId();
    if (next === userId) return;
    close();
    userId = next;
    if (next) void open(generation);
  };

  return {
    /** Follows the session from now on; returns a function that stops and disconnects. */
    start(): () => void {
      const unsubscribe = deps.subscribeSession(sync);
      const unsubscribeOnline = deps.subscribeOnline?.(reconnectNow);
      sync();
      return () => {
        unsubscribe();
        unsubscribeOnline?.();
        close();
        userId = null;
      };
    },
    /** Calls `handler` with each `event` payload; returns the unsubscribe function. */
    on(event: string, handler: RealtimeHandler): () => void {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    /**
     * Sends a client event and resolves with the server's acknowledgement (the API's envelope),
     * or NOT_DELIVERED when offline or when no answer came within the timeout.
     */
    async send<E extends ClientEventName>(event: E, payload: ClientEventPayload<E>, opts: { timeoutMs?: number } = {}): Promise<RealtimeAck> {
      if (!socket?.connected) return NOT_DELIVERED;
      try {
        return (await socket.timeout(opts.timeoutMs ?? ACK_TIMEOUT_MS).emitWithAck(event, payload)) as RealtimeAck;
      } catch {
        return NOT_DELIVERED;
      }
    },
    getStatus: (): RealtimeStatus => status,
    subscribeStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;
