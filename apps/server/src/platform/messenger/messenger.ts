import type { OtpType } from '@sokoni/contracts/auth';
import type { CodeChannel } from '@sokoni/contracts/code-channel-rules';
import type { Language } from '@sokoni/contracts/languages';
import { inLanguage } from '../i18n/server-words.ts';

export type CodeMessage = { to: string; type: OtpType; code: string; language: Language };

/** How one-time codes reach phones: the outbox in development, WhatsApp or Twilio in production. */
export interface Messenger {
  readonly kind: 'outbox' | 'whatsapp' | 'twilio';
  /** Where a code lands, as the screens tell the person (Twilio sends SMS or WhatsApp by its sender). */
  readonly channel: CodeChannel;
  sendCode(message: CodeMessage): Promise<void>;
}

/** The text a code goes out in, in the account's language (or the one the request asked for). */
export function codeText({ type, code, language }: CodeMessage): string {
  const what = type === 'password_reset' ? 'password reset code' : 'verification code';
  return inLanguage(language, `Your Sokoni ${what} is ${code}. It expires in 10 minutes. Never share it with anyone.`);
}

export class MessengerError extends Error {}
