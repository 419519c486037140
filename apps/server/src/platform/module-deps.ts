import type { Config } from '../config.ts';
import type { Db } from './db/client.ts';
import type { Limiter } from './limiter.ts';
import type { Notifier } from './notifier.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { Storage } from './storage/storage.ts';

/** What a domain module's routes are registered with; each builds its repo and service from it. */
export type ModuleDeps = {
  db: Db;
  config: Config;
  limiter: Limiter;
  storage: Storage;
  /** Turns a stored media key into an address (MEDIA_PUBLIC_URL, else the server's /media). */
  mediaUrl: (key: string | null) => string | null;
  /** A media address this server made, back to its key (other strings unchanged). */
  mediaKeyOf: (address: string) => string;
  notifier: Notifier;
  realtime: Realtime;
};
