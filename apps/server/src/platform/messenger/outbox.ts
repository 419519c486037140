import { desc, eq } from 'drizzle-orm';
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

/** What the outbox "sent" to one number, newest first (GET /api/dev/outbox reads it). */
export async function outboxFor(db: Db, to: string, limit: number) {
  return db
    .select({ to: outboxMessages.to, type: outboxMessages.type, code: outboxMessages.code, text: outboxMessages.text, createdAt: outboxMessages.createdAt })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(limit);
}
