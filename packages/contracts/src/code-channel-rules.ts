/**
 * How one-time codes reach phones, as the server's messenger sends them (MESSENGER): WhatsApp, a
 * text message (Twilio without a `whatsapp:` sender), or, in development, nowhere but the
 * server's outbox. Every screen that says where a code goes says it from this, never from a
 * guess (issue 24 #15: re-verification said "text message" while sign-up said WhatsApp). Zod-free:
 * the web app imports these values.
 */
export const CODE_CHANNELS = ['whatsapp', 'sms', 'outbox'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

type ChannelWords = {
  /** Sign-up's hint under the phone field (doc 1 §1: the user is told the number must reach the channel). */
  signupHint: string;
  /** Before a code is sent: "We will send a 6-digit code {sendVia} {phone}, the number you sign in with." */
  sendVia: string;
  /** After: where to look. */
  lookIn: string;
};

export const CODE_CHANNEL_WORDS: Readonly<Record<CodeChannel, ChannelWords>> = {
  whatsapp: {
    signupHint: 'Use a number registered with WhatsApp — your verification code is sent there.',
    sendVia: 'on WhatsApp to',
    lookIn: 'Check your WhatsApp messages.',
  },
  sms: {
    signupHint: 'Use a mobile number that can receive text messages — your verification code is sent there by SMS.',
    sendVia: 'by text message (SMS) to',
    lookIn: 'Check your text messages (SMS).',
  },
  // Development: nothing reaches a phone, and saying it would would send people to wait for nothing.
  outbox: {
    signupHint: 'This test server sends no messages to phones: your verification code is kept in its development outbox.',
    sendVia: "to this test server's development outbox (it sends nothing to phones) for",
    lookIn: "This test server sends nothing to phones: read the code in its development outbox.",
  },
};

/** Before the server has said (loading, offline): words true of every channel. */
const UNKNOWN_CHANNEL: ChannelWords = {
  signupHint: 'Use your own mobile number — your verification code is sent there.',
  sendVia: 'to',
  lookIn: 'Check your phone for the code.',
};

export const codeChannelWords = (channel: CodeChannel | null | undefined): ChannelWords => (channel && CODE_CHANNEL_WORDS[channel]) || UNKNOWN_CHANNEL;
