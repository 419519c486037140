import { CHAT_LIMITS } from '@sokoni/contracts/chat-rules';
import type { Chat } from '@sokoni/contracts/chats';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { chatKeys } from '../api/chat-keys.ts';
import { getChatMessages, markChatRead, sendChatMessage, type ChatPage } from '../api/chats-api.ts';
import { useMarkRead } from '../hooks/use-mark-read.ts';
import { useOutgoing, type SendDraft } from '../hooks/use-outgoing.ts';
import { useThreadQuery } from '../hooks/use-thread-query.ts';
import { useTyping } from '../hooks/use-typing.ts';
import { chatListWithMessage, type ChatList } from '../list-cache.ts';
import { addMessage, inOrder, type Pages } from '../thread-cache.ts';
import { fromChatMessage, shopRows, withPending } from '../thread-model.ts';
import { BlockedNotice } from './blocked-notice.tsx';
import { Composer, useDraft } from './composer.tsx';
import { ProductBar } from './product-bar.tsx';
import { QuickReplies } from './quick-replies.tsx';
import { SafetyActions } from './safety-actions.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { ThreadBody } from './thread-body.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

type Props = { userId: string; chat: Chat; onBack: () => void };

/** doc 2 §2.4: one shop-style conversation — recipient, the product bar, messages and the composer. */
export function ChatThread({ userId, chat, onBack }: Props) {
  const t = useWords(messagesWords);
  const client = useQueryClient();
  const threadKey = chatKeys.thread(userId, chat.id);
  const fetchPage = useCallback((cursor: { before?: string; after?: string }, signal?: AbortSignal) => getChatMessages(chat.id, cursor, signal), [chat.id]);
  const query = useThreadQuery(threadKey, fetchPage);
  const draft = useDraft();
  const { typing, notify, stop } = useTyping(userId, chat.id);

  const send: SendDraft = useCallback(
    async ({ content, uploads, clientKey }) => {
      stop();
      const { message } = await sendChatMessage({
        chatId: chat.id,
        content,
        attachments: uploads.map((u) => ({ key: u.key, type: u.type, size: u.size, url: u.url })),
        clientKey,
        shopId: chat.asShop ? chat.shopId : null,
        productId: chat.productInfo?.id ?? null,
      });
      client.setQueryData<Pages<ChatPage>>(threadKey, (data) => data && addMessage(data, message));
      client.setQueryData<ChatList>(chatKeys.list(userId), (list) => (list && chatListWithMessage(list, chat.id, message, true, true)) ?? list);
    },
    // threadKey is derived from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chat.id, chat.asShop, chat.shopId, chat.productInfo?.id, client, stop, userId],
  );
  const outgoing = useOutgoing({ style: 'shop', send, restore: draft.restore });

  const me = useMemo(() => ({ userId }), [userId]);
  const stored = useMemo(() => inOrder(query.data).map((m) => fromChatMessage(m, me)), [query.data, me]);
  const messages = withPending(stored, outgoing.pending);
  const rows = useMemo(() => shopRows(messages), [messages]);
  const newestIncoming = [...stored].reverse().find((m) => !m.mine)?.key;
  useMarkRead(userId, chat.id, newestIncoming, () => markChatRead(chat.id));

  const suggestions = query.data?.pages[0]?.suggestedActions ?? [];
  const { recipient } = chat;
  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={t.conversationWith({ name: recipient.name })}>
      <ThreadHeader
        name={recipient.name}
        picture={recipient.type === 'shop' ? recipient.logo : recipient.avatar}
        label={recipient.type === 'shop' ? t.shop : t.customer}
        verified={recipient.isVerified}
        onBack={onBack}
        actions={<SafetyActions myId={userId} personId={recipient.userId} name={recipient.name} blocked={chat.blockedByMe} />}
      />
      {chat.productInfo && <ProductBar product={chat.productInfo} offerTo={chat.buyerId === userId && recipient.type === 'shop' ? recipient.name : null} />}
      <ThreadBody
        query={query}
        rows={rows}
        typingName={typing ? recipient.name : null}
        outgoing={outgoing}
        empty={<QuickReplies replies={suggestions} max={CHAT_LIMITS.productQuickReplies} onPick={(text) => void outgoing.submit(text, [])} />}
      />
      {chat.blocked ? (
        <BlockedNotice myId={userId} personId={recipient.userId} name={recipient.name} blockedByMe={chat.blockedByMe} />
      ) : (
        <Composer style="shop" draft={draft} onTyping={notify} onSend={(content, files) => void outgoing.submit(content, files)} />
      )}
    </section>
  );
}
