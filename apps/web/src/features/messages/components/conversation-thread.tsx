import type { Conversation } from '@sokoni/contracts/chats';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { PhoneIcon } from '@/components/icons.tsx';
import { SellerWordProvider } from '@/entities/offer/ui/seller-word.ts';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { getConversationMessages, markConversationRead, sendConversationMessage, type ConversationPage } from '../api/conversations-api.ts';
import { useMarkRead } from '../hooks/use-mark-read.ts';
import { useOutgoing, type SendDraft } from '../hooks/use-outgoing.ts';
import { useThreadQuery } from '../hooks/use-thread-query.ts';
import { useTyping } from '../hooks/use-typing.ts';
import { conversationsWithMessage } from '../list-cache.ts';
import { addMessage, inOrder, type Pages } from '../thread-cache.ts';
import { dealerRows, fromConversationMessage, withPending } from '../thread-model.ts';
import { BlockedNotice } from './blocked-notice.tsx';
import { CarBar } from './car-bar.tsx';
import { Composer, useDraft } from './composer.tsx';
import { QuickReplies } from './quick-replies.tsx';
import { SafetyActions } from './safety-actions.tsx';
import { StaySafe } from './stay-safe.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { ThreadBody } from './thread-body.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

/** A dealer's number, revealed only on request and only inside the conversation: a row under the header, so a phone keeps the name readable. */
function PhoneRow({ phone }: { phone: string }) {
  const t = useWords(messagesWords);
  return (
    <div className="flex items-center gap-2 border-b border-slate-200 bg-brand-50 px-3 py-2 text-sm md:px-5">
      <PhoneIcon size={16} className="text-brand-700" />
      <a href={`tel:${phone}`} className="font-semibold text-brand-800 hover:underline">
        {formatPhoneForDisplay(phone)}
      </a>
      <span className="text-xs text-slate-500">{t.tapToCall}</span>
    </div>
  );
}

/** `carId`: the car the buyer came from (a vehicle's Chat button); the conversation is about it from then on. */
type Props = { userId: string; participantId: string; carId?: string | null; listed: Conversation | undefined; onBack: () => void };

/** doc 2 §2.5: one dealer-style conversation, the same however it is opened. */
export function ConversationThread({ userId, participantId, carId = null, listed, onBack }: Props) {
  const t = useWords(messagesWords);
  const client = useQueryClient();
  const threadKey = chatKeys.conversationThread(userId, participantId);
  const fetchPage = useCallback(
    (cursor: { before?: string; after?: string }, signal?: AbortSignal) => getConversationMessages(participantId, { ...cursor, carId: carId ?? undefined }, signal),
    [participantId, carId],
  );
  const query = useThreadQuery(threadKey, fetchPage);
  const first = query.data?.pages[0];
  const conversation = listed ?? first?.conversation ?? null;
  const asked = carId && first?.car?.id === carId ? first.car : null;
  const car = asked ?? conversation?.car ?? null;
  const chatId = conversation?.id ?? null;
  const draft = useDraft();
  const { typing, notify, stop } = useTyping(userId, chatId);

  const send: SendDraft = useCallback(
    async ({ content, uploads, clientKey }) => {
      stop();
      const reply = await sendConversationMessage({ receiverId: participantId, content, attachments: uploads.map((u) => u.key), clientKey, carId: carId ?? car?.id });
      client.setQueryData<Pages<ConversationPage>>(threadKey, (data) =>
        data && addMessage({ ...data, pages: data.pages.map((p, i) => (i === 0 && !p.conversation ? { ...p, conversation: reply.conversation } : p)) }, reply.message),
      );
      const inList = client.getQueryData<Conversation[]>(chatKeys.conversations(userId));
      const moved = inList && conversationsWithMessage(inList, reply.conversation.id, reply.message, true, true);
      if (moved) client.setQueryData(chatKeys.conversations(userId), moved);
      else void client.invalidateQueries({ queryKey: chatKeys.conversations(userId) });
    },
    // threadKey is derived from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [participantId, carId, car?.id, client, stop, userId],
  );
  const outgoing = useOutgoing({ style: 'dealer', send, restore: draft.restore });

  const stored = useMemo(() => inOrder(query.data).map((m) => fromConversationMessage(m, userId)), [query.data, userId]);
  const rows = useMemo(() => dealerRows(withPending(stored, outgoing.pending)), [stored, outgoing.pending]);
  const newestIncoming = [...stored].reverse().find((m) => !m.mine)?.key;
  useMarkRead(userId, chatId, newestIncoming, () => markConversationRead(participantId));

  const [phoneShown, setPhoneShown] = useState(false);
  // Before the first message the page still names the person (a dealer's name, badge and phone).
  const person = conversation?.participant ?? first?.participant;
  const name = person?.name ?? t.newConversation;
  const isDealer = person?.role === 'dealer';
  const suggestions = query.data?.pages[0]?.suggestedActions ?? [];
  // Before any conversation the page still says whether messages can pass.
  const block = conversation ?? first ?? { blocked: false, blockedByMe: false };
  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={t.conversationWith({ name })}>
      <ThreadHeader
        name={name}
        picture={person?.avatar ?? null}
        verified={Boolean(person?.isVerified)}
        label={isDealer ? <span className="font-semibold text-emerald-700">{t.verifiedDealer}</span> : t.customer}
        onBack={onBack}
        actions={
          person && (
            <>
              {person.phone && !phoneShown && (
                <button type="button" aria-label={t.showPhone} onClick={() => setPhoneShown(true)} className="flex items-center gap-1 rounded-full p-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 md:px-3">
                  <PhoneIcon size={18} /> <span className="hidden md:inline">{t.showPhone}</span>
                </button>
              )}
              <SafetyActions myId={userId} personId={person.id} name={person.name} blocked={block.blockedByMe} />
            </>
          )
        }
      />
      {phoneShown && person?.phone && <PhoneRow phone={person.phone} />}
      <StaySafe />
      {/* The customer may offer on the dealer's car (issue 28). */}
      {car && <CarBar car={car} offerTo={isDealer ? name : null} />}
      <SellerWordProvider value="Dealer">
        <ThreadBody
          query={query}
          rows={rows}
          typingName={typing ? name : null}
          outgoing={outgoing}
          empty={<QuickReplies replies={suggestions} onPick={(text) => void outgoing.submit(text, [])} />}
        />
      </SellerWordProvider>
      {block.blocked ? (
        <BlockedNotice myId={userId} personId={participantId} name={name} blockedByMe={block.blockedByMe} />
      ) : (
        <Composer style="dealer" draft={draft} onTyping={notify} onSend={(content, files) => void outgoing.submit(content, files)} />
      )}
    </section>
  );
}
