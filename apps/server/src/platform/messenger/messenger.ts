import type { OtpType } from '@sokoni/contracts/auth';

export type CodeMessage = { to: string; type: OtpType; code: string };

/** How one-time codes reach phones: the outbox in development, WhatsApp or Twilio in production. */
export interface Messenger {
  readonly kind: 'outbox' | 'whatsapp' | 'twilio';
  sendCode(message: CodeMessage): Promise<void>;
}

export function codeText({ type, code }: CodeMessage): string {
  const what = type === 'password_reset' ? 'password reset code' : 'verification code';
  return `Your Sokoni ${what} is ${code}. It expires in 10 minutes. Never share it with anyone.`;
}

export class MessengerError extends Error {}
