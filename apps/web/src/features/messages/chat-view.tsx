import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state.tsx';
import { CarIcon } from '@/components/icons.tsx';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { chatKeys } from './api/chat-keys.ts';
import { getConversations } from './api/conversations-api.ts';
import { ConversationList } from './components/conversation-list.tsx';
import { ConversationThread } from './components/conversation-thread.tsx';
import { SplitLayout } from './components/split-layout.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from './messages-words.ts';

/** Dealer-style conversations (view chat, doc 2 §2.5); `?with=` opens the one with that person, `&car=` about that car. */
export function ChatView() {
  const session = useSession();
  const t = useWords(messagesWords);
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const { current, push, replace } = useNavigation();
  const participantId = current.params.with ?? null;
  const carId = current.params.car ?? null;
  const list = useQuery({ queryKey: chatKeys.conversations(userId), queryFn: ({ signal }) => getConversations(signal), staleTime: 30_000, enabled: Boolean(userId) });
  const listed = list.data?.find((c) => c.participantId === participantId);

  return (
    <SplitLayout
      showDetail={Boolean(participantId)}
      list={<ConversationList query={list} selectedId={participantId} onSelect={(c) => (participantId ? replace : push)('chat', { with: c.participantId })} />}
      detail={participantId && <ConversationThread key={participantId} userId={userId} participantId={participantId} carId={carId} listed={listed} onBack={() => replace('chat', {})} />}
      placeholder={<EmptyState icon={<CarIcon size={28} />} title={t.selectConversation} description={t.pickConversation} className="m-auto" />}
    />
  );
}
