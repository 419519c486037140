import { dealerListTime, unreadBadge } from '@sokoni/contracts/chat-rules';
import type { Conversation } from '@sokoni/contracts/chats';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { cn } from '@/components/cn.ts';
import { CarIcon } from '@/components/icons.tsx';
import { LoadState, listStatus } from '@/components/load-state.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';
import { matchesSearch, totalUnread } from '../list-cache.ts';
import { ListSearch, ListSkeleton } from './list-search.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { offerStepMessage, offerWords, type OfferWords } from '@/entities/offer/offer-words.ts';
import { chatTimeWords, messagesWords, type MessagesWords } from '../messages-words.ts';

export const carLabel = (car: NonNullable<Conversation['car']>) => [car.year, car.make, car.model].filter(Boolean).join(' ') || car.title;

function preview(c: Conversation, t: MessagesWords, offerT: OfferWords): string {
  const last = c.lastMessage;
  if (!last) return t.noMessagesYet;
  const text = offerStepMessage(last.message, offerT) || (last.messageType === 'document' ? t.documentPreview : last.attachments.length ? t.photoPreview : '');
  return last.sender === c.participantId ? text : t.youSaid({ text });
}

type Props = { query: UseQueryResult<Conversation[]>; selectedId: string | null; onSelect: (c: Conversation) => void };

/** doc 2 §2.5: conversations with search, the total unread badge (99+), each one's badge, time ago and car. */
export function ConversationList({ query, selectedId, onSelect }: Props) {
  const t = useWords(messagesWords);
  const [search, setSearch] = useState('');
  const offerT = useWords(offerWords);
  const all = query.data ?? [];
  const total = totalUnread(all);
  const shown = all.filter((c) => matchesSearch(search, c.participant.name, c.car && carLabel(c.car), c.lastMessage?.message));
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 px-4 pt-4">
        <h1 className="text-xl font-extrabold text-slate-900">{t.dealerChat}</h1>
        {total > 0 && (
          <span aria-label={t.unreadMessages({ count: total })} className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
            {unreadBadge(total)}
          </span>
        )}
      </div>
      <ListSearch value={search} onChange={setSearch} onRefresh={() => void query.refetch()} refreshing={query.isFetching && !query.isPending} placeholder={t.searchByNameOrCar} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        <LoadState
          status={listStatus(query, all.length)}
          loading={<ListSkeleton />}
          error={{ title: t.loadFailed, description: errorMessage(query.error, t.getChatsFailed), onRetry: () => void query.refetch() }}
          empty={{ icon: <CarIcon size={28} />, title: t.noConversations, description: t.noConversationsDealer }}
          frameClassName="p-6"
        >
          {shown.length === 0 ? (
            <p className="p-6 text-center text-sm text-slate-500">{t.noMatch({ search })}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {shown.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(c)}
                    aria-current={c.participantId === selectedId ? 'true' : undefined}
                    className={cn('flex w-full items-center gap-3 px-3 py-3 text-left', c.participantId === selectedId ? 'bg-brand-50' : 'hover:bg-slate-50')}
                  >
                    <Avatar name={c.participant.name} src={c.participant.avatar} size={48} />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline gap-2">
                        <span className={cn('truncate text-[15px] text-slate-900', c.unreadCount ? 'font-bold' : 'font-semibold')}>{c.participant.name}</span>
                        <span className="ml-auto shrink-0 text-xs text-slate-500">{chatTimeWords(dealerListTime(c.lastMessage?.createdAt ?? c.updatedAt), t)}</span>
                      </span>
                      {c.car && (
                        <span className="flex items-center gap-1 truncate text-xs font-medium text-brand-700">
                          <CarIcon size={12} className="shrink-0" /> {carLabel(c.car)} · {c.car.formattedPrice}
                        </span>
                      )}
                      <span className="flex items-center gap-2">
                        <span className={cn('truncate text-sm', c.unreadCount ? 'font-semibold text-slate-800' : 'text-slate-500')}>{preview(c, t, offerT)}</span>
                        {c.unreadCount > 0 && (
                          <span aria-label={t.unread({ count: c.unreadCount })} className="ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white">
                            {unreadBadge(c.unreadCount)}
                          </span>
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
    </div>
  );
}
