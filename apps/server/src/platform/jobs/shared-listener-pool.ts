import { EventEmitter } from 'node:events';
import type { PgNotification, PgPool, PgPoolClient, PgQueryResult } from 'bullmq';

export type Sql = (text: string, params?: readonly unknown[]) => Promise<PgQueryResult>;
export type ListenerEvents = { notification(n: PgNotification): void; error(error: Error): void };

/**
 * What BullMQ's PostgreSQL backend takes as its connection: a `pg.Pool`. Each BullMQ Queue and
 * Worker checks one client out of it and keeps it for `LISTEN`; with a queue per job definition a
 * real pool would then hold a connection per definition. Here every checked-out client is a view
 * of one listening session (`listenSql` + `subscribe`), and plain queries go to `sql`.
 */
export function sharedListenerPool(opts: { sql: Sql; listenSql: Sql; subscribe(events: ListenerEvents): () => void; end(): Promise<void> }): PgPool {
  class SharedPool extends EventEmitter implements PgPool {
    constructor() {
      super();
      // Every Queue and Worker on this one pool listens for its 'error' (a dozen job definitions):
      // not a leak; a bound well above that still warns of one.
      this.setMaxListeners(100);
    }
    query<R>(text: string, params?: readonly unknown[]) {
      return opts.sql(text, params) as Promise<PgQueryResult<R>>;
    }
    async connect(): Promise<PgPoolClient> {
      return new ListenerView();
    }
    end() {
      return opts.end();
    }
  }
  class ListenerView extends EventEmitter implements PgPoolClient {
    private readonly unsubscribe = opts.subscribe({
      notification: (n) => this.emit('notification', n),
      // BullMQ rebuilds its listener on 'error'; an EventEmitter throws on 'error' nobody hears.
      error: (error) => this.listenerCount('error') > 0 && this.emit('error', error),
    });
    query<R>(text: string, params?: readonly unknown[]) {
      return opts.listenSql(text, params) as Promise<PgQueryResult<R>>;
    }
    release() {
      this.unsubscribe();
    }
  }
  return new SharedPool();
}

/** A set of subscribers the listening session's events fan out to. */
export function fanOut() {
  const subscribers = new Set<ListenerEvents>();
  return {
    subscribe(events: ListenerEvents) {
      subscribers.add(events);
      return () => void subscribers.delete(events);
    },
    notify: (n: PgNotification) => subscribers.forEach((s) => s.notification(n)),
    fail: (error: Error) => subscribers.forEach((s) => s.error(error)),
  };
}
