import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { codeText, type Messenger } from './messenger.ts';
import { outboxMessages } from './schema.ts';

/** Development messenger: keeps each message for GET /api/dev/outbox and prints it to the log. */
export function createOutboxMessenger(db: Db, log: FastifyBaseLogger): Messenger {
  return {
    kind: 'outbox',
    channel: 'outbox',
    async sendCode(message) {
      const text = codeText(message);
      await db.insert(outboxMessages).values({ to: message.to, type: message.type, code: message.code, text });
      log.info({ to: message.to, type: message.type, code: message.code }, `[outbox] ${message.to}: ${text}`);
    },
  };
}
