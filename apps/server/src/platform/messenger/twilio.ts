import { codeText, MessengerError, type Messenger } from './messenger.ts';

type TwilioConfig = { accountSid: string; authToken: string; from: string; apiBase: string };

/** Twilio Messages API; a `whatsapp:` sender sends over WhatsApp, otherwise SMS. */
export function createTwilioMessenger(config: TwilioConfig, fetchImpl: typeof fetch = fetch): Messenger {
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  const overWhatsApp = config.from.startsWith('whatsapp:');
  return {
    kind: 'twilio',
    channel: overWhatsApp ? 'whatsapp' : 'sms',
    async sendCode(message) {
      const to = overWhatsApp ? `whatsapp:${message.to}` : message.to;
      const response = await fetchImpl(`${config.apiBase}/2010-04-01/Accounts/${config.accountSid}/Messages.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: config.from, Body: codeText(message) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new MessengerError(`Twilio answered ${response.status}: ${await response.text()}`);
    },
  };
}
