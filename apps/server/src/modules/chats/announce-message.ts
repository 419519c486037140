import type { Offer } from '@sokoni/contracts/offers';
import type { ChatsDeps } from './chat-deps.ts';
import type { ChatListRow, MessageRow } from './repo.ts';
import { toChatMessage, toConversationMessage } from './views.ts';

/** `message:new` to every device of both people, each with their own view; a notification when the recipient has none connected (an inquiry always). */
export function announceMessage(deps: ChatsDeps, row: ChatListRow, message: MessageRow, recipientId: string, inquiry = false, offer?: Offer) {
  for (const userId of [row.chat.buyerId, row.chat.peerId]) {
    const view = toChatMessage(message, row, row.product, { userId }, deps.ports, offer);
    deps.realtime.emitToUser(userId, 'message:new', {
      chatId: row.chat.id,
      message: { ...view, conversation: toConversationMessage(message, row, { userId }, deps.ports, offer) },
      ...(userId === message.senderId && message.clientKey ? { clientKey: message.clientKey } : {}),
    });
  }
  void deps
    .isConnected(recipientId)
    .then(async (online) => {
      if (online) await deps.repo.markOneDelivered(message.id);
      if (online && !inquiry) return;
      return notifyRecipient(deps, row, message, recipientId, inquiry);
    })
    .catch((err: unknown) => deps.log.warn({ err, chatId: row.chat.id }, 'chat: delivery bookkeeping failed'));
}

function notifyRecipient(deps: ChatsDeps, row: ChatListRow, message: MessageRow, recipientId: string, inquiry: boolean) {
  const sender = message.senderId === row.buyer.id ? row.buyer : row.peer;
  const from = message.senderType === 'Shop' && row.shop ? row.shop.name : sender.name || sender.username;
  const text = message.content || (message.attachments.length === 1 ? 'Sent an attachment' : `Sent ${message.attachments.length} attachments`);
  return deps.notifier.notify({
    recipientId,
    actorId: message.senderId,
    type: 'chat',
    setting: 'newMessages',
    title: inquiry ? `New inquiry from ${from}${row.product ? ` about ${row.product.title}` : ''}` : `New message from ${from}`,
    message: text.length > 140 ? `${text.slice(0, 139)}…` : text,
    // The sender's words stay as written; "Sent an attachment" is ours, in the recipient's language.
    quotes: Boolean(message.content),
    data: { chatId: row.chat.id, link: `/messages?chat=${row.chat.id}` },
    webPush: true,
  });
}
