import { MessengerError, type Messenger } from './messenger.ts';

type WhatsAppConfig = { token: string; phoneNumberId: string; template: string; apiBase: string };

/** WhatsApp Cloud API: an approved authentication template carrying the code (body and copy button). */
export function createWhatsAppMessenger(config: WhatsAppConfig, fetchImpl: typeof fetch = fetch): Messenger {
  return {
    kind: 'whatsapp',
    channel: 'whatsapp',
    async sendCode({ to, code }) {
      const response = await fetchImpl(`${config.apiBase}/${config.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          to: to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: config.template,
            language: { code: 'en' },
            components: [
              { type: 'body', parameters: [{ type: 'text', text: code }] },
              { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
            ],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new MessengerError(`WhatsApp API answered ${response.status}: ${await response.text()}`);
    },
  };
}
