import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../db/client.ts';
import type { Messenger } from './messenger.ts';
import { createOutboxMessenger } from './outbox.ts';
import { createTwilioMessenger } from './twilio.ts';
import { createWhatsAppMessenger } from './whatsapp.ts';

export function createMessenger(config: Config['messenger'], db: Db, log: FastifyBaseLogger): Messenger {
  switch (config.kind) {
    case 'whatsapp':
      return createWhatsAppMessenger(config.whatsapp);
    case 'twilio':
      return createTwilioMessenger(config.twilio);
    default:
      return createOutboxMessenger(db, log);
  }
}
