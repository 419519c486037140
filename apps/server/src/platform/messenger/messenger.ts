import type { OtpType } from '@sokoni/contracts/auth';
import type { CodeChannel } from '@sokoni/contracts/code-channel-rules';

export type CodeMessage = { to: string; type: OtpType; code: string };

/** How one-time codes reach phones: the outbox in development, WhatsApp or Twilio in production. */
export interface Messenger {
  readonly kind: 'outbox' | 'whatsapp' | 'twilio';
  /** Where a code lands, as the screens tell the person (Twilio sends SMS or WhatsApp by its sender). */
  readonly channel: CodeChannel;
  sendCode(message: CodeMessage): Promise<void>;
}

export function codeText({ type, code }: CodeMessage): string {
  const what = type === 'password_reset' ? 'password reset code' : 'verification code';
  return `Your Sokoni ${what} is ${code}. It expires in 10 minutes. Never share it with anyone.`;
}

export class MessengerError extends Error {}
