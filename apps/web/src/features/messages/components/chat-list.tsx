import { unreadBadge } from '@sokoni/contracts/chat-rules';
import type { Chat } from '@sokoni/contracts/chats';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { cn } from '@/components/cn.ts';
import { ChatIcon } from '@/components/icons.tsx';
import { LoadState, listStatus } from '@/components/load-state.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';
import { matchesSearch, type ChatList as ChatListData } from '../list-cache.ts';
import { ListSearch, ListSkeleton } from './list-search.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { offerStepMessage, offerWords, type OfferWords } from '@/entities/offer/offer-words.ts';
import { chatListTime, messagesWords, type MessagesWords } from '../messages-words.ts';

function preview(chat: Chat, userId: string, t: MessagesWords, offerT: OfferWords): string {
  const last = chat.lastMessage;
  if (!last) return t.noMessagesYet;
  // By the person who wrote it: in a direct chat the "buyer" is only whoever wrote first.
  const mine = last.senderUserId === userId;
  const text = offerStepMessage(last.content, offerT) || (last.hasAttachments ? t.attachment : '');
  return mine ? t.youSaid({ text }) : text;
}

type Props = { userId: string; query: UseQueryResult<ChatListData>; selectedId: string | null; onSelect: (chat: Chat) => void };

/** doc 2 §2.4: the shop-style chat list — search, refresh, skeletons, 'Failed to load messages' with Try Again. */
export function ChatList({ userId, query, selectedId, onSelect }: Props) {
  const t = useWords(messagesWords);
  const [search, setSearch] = useState('');
  const chats = (query.data?.chats ?? []).filter((c) => matchesSearch(search, c.recipient.name, c.productInfo?.title, c.lastMessage?.content));
  const status = listStatus(query, query.data?.chats.length ?? 0);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ListSearch value={search} onChange={setSearch} onRefresh={() => void query.refetch()} refreshing={query.isFetching && !query.isPending} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <LoadState
          status={status}
          loading={<ListSkeleton />}
          error={{ title: t.loadFailed, description: errorMessage(query.error, t.getChatsFailed), onRetry: () => void query.refetch() }}
          empty={{ icon: <ChatIcon size={28} />, title: t.noConversations, description: t.noConversationsShop }}
          frameClassName="p-6"
        >
          {chats.length === 0 ? (
            <p className="p-6 text-center text-sm text-slate-500">{t.noMatch({ search })}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {chats.map((chat) => (
                <li key={chat.id}>
                  <ChatListItem chat={chat} userId={userId} selected={chat.id === selectedId} onSelect={onSelect} />
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </div>
  );
}

function ChatListItem({ chat, userId, selected, onSelect }: { chat: Chat; userId: string; selected: boolean; onSelect: (chat: Chat) => void }) {
  const t = useWords(messagesWords);
  const { recipient } = chat;
  const offerT = useWords(offerWords);
  const unread = chat.unreadCount > 0;
  return (
    <button
      type="button"
      onClick={() => onSelect(chat)}
      aria-current={selected ? 'true' : undefined}
      className={cn('flex w-full items-center gap-3 px-3 py-3 text-left transition-colors', selected ? 'bg-brand-50' : 'hover:bg-slate-50')}
    >
      <Avatar name={recipient.name} src={recipient.type === 'shop' ? recipient.logo : recipient.avatar} size={48} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('truncate text-[15px] text-slate-900', unread ? 'font-bold' : 'font-semibold')}>{recipient.name}</span>
          <span className="ml-auto shrink-0 text-xs text-slate-500">{chatListTime(chat.lastMessage?.createdAt ?? chat.updatedAt, t)}</span>
        </span>
        {chat.productInfo && <span className="block truncate text-xs font-medium text-brand-700">{chat.productInfo.title}</span>}
        <span className="flex items-center gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-semibold text-slate-800' : 'text-slate-500')}>{preview(chat, userId, t, offerT)}</span>
          {unread && (
            <span aria-label={t.unread({ count: chat.unreadCount })} className="ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white">
              {unreadBadge(chat.unreadCount)}
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
