import type { Chat } from '@sokoni/contracts/chats';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { ChatIcon } from '@/components/icons.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { chatKeys } from './api/chat-keys.ts';
import { chatWithShopQuery, getChat, getChats } from './api/chats-api.ts';
import { ChatList } from './components/chat-list.tsx';
import { ChatThread } from './components/chat-thread.tsx';
import { ConversationThread } from './components/conversation-thread.tsx';
import { ThreadSkeleton } from './components/thread-body.tsx';
import { SplitLayout } from './components/split-layout.tsx';
import { StartConversationModal } from './components/start-conversation-modal.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from './messages-words.ts';

/** The list is kept a little while; the socket moves it between visits. */
const LIST_STALE_MS = 30_000;

/** doc 2 §2.5: a chat a dealer takes part in is a dealer conversation, whichever screen opens it. */
const isDealerChat = (chat: Chat, myRole: string) => chat.recipient.role === 'dealer' || myRole === 'dealer';

/**
 * Messages (doc 2 §2.4), shop style, signed-in only (the route guard says 'Sign in to view
 * messages'). `?chat=` opens a conversation; `?shop=&product=` (from the feed, a product or a
 * shop page) opens Start Conversation first.
 */
export function MessagesView() {
  const session = useSession();
  const t = useWords(messagesWords);
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const myRole = session.status === 'authenticated' ? session.user.role : '';
  const { current, push, replace } = useNavigation();
  const { chat: chatId = null, shop: shopId, product: productId, message: suggested } = current.params;

  const list = useQuery({ queryKey: chatKeys.list(userId), queryFn: ({ signal }) => getChats(signal), staleTime: LIST_STALE_MS, enabled: Boolean(userId) });
  const listed = list.data?.chats.find((c) => c.id === chatId);
  // A chat opened by link (a notification) that is not among the 50 newest.
  const single = useQuery({
    queryKey: [...chatKeys.user(userId), 'one', chatId],
    queryFn: ({ signal }) => getChat(chatId!, signal),
    enabled: Boolean(userId && chatId) && list.isSuccess && !listed,
  });
  const chat = listed ?? single.data;

  const open = useCallback((id: string) => (chatId ? replace : push)('messages', { chat: id }), [chatId, push, replace]);
  const started = useCallback((id: string) => replace('messages', { chat: id }), [replace]);

  // Talking to a dealer's shop is a dealer conversation about the car: there, not Start Conversation.
  const withShop = useQuery({ ...chatWithShopQuery(userId, shopId ?? '', productId ?? null), enabled: Boolean(userId && shopId) });
  const dealer = withShop.data?.seller?.role === 'dealer' && withShop.data.seller.userId !== userId ? withShop.data.seller : null;
  useEffect(() => {
    if (dealer) replace('chat', { with: dealer.userId, ...(productId ? { car: productId } : {}) });
  }, [dealer, productId, replace]);

  const back = () => replace('messages', {});
  const detail = chat ? (
    isDealerChat(chat, myRole) ? (
      <ConversationThread key={chat.id} userId={userId} participantId={chat.recipient.userId} listed={undefined} onBack={back} />
    ) : (
      <ChatThread key={chat.id} userId={userId} chat={chat} onBack={back} />
    )
  ) : single.isError ? (
    <EmptyState icon={<ChatIcon size={28} />} title={t.chatNotFound} description={t.chatGone} />
  ) : (
    <ThreadSkeleton />
  );

  return (
    <>
      <SplitLayout
        showDetail={Boolean(chatId)}
        list={<ChatList userId={userId} query={list} selectedId={chatId} onSelect={(c) => open(c.id)} />}
        detail={detail}
        placeholder={<EmptyState icon={<ChatIcon size={28} />} title={t.selectConversation} description={t.pickConversationLeft} className="m-auto" />}
      />
      {shopId && userId && withShop.isSuccess && !dealer && (
        <StartConversationModal userId={userId} shopId={shopId} productId={productId ?? null} suggested={suggested} onClose={() => replace('messages', {})} onStarted={started} />
      )}
    </>
  );
}
