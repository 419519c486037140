import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { ChatIcon, ChevronRightIcon } from '@/components/icons.tsx';
import { LoadState, listStatus } from '@/components/load-state.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useChatSessions } from '../api/get-chat-sessions.ts';
import { formatSessionTime } from '../session-time.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { discoverWords } from '../discover-words.ts';

/** On phones the list shows this many until 'Show all': the search box stays within reach of the thumb. */
const COLLAPSED = 3;

/** doc 2 §2.2/§2.3 'Your Conversations': the 10 most recent; a tap reopens one in the chat. */
export function Conversations({ owner, onOpen }: { owner: string; onOpen: (sessionId: string) => void }) {
  const query = useChatSessions(owner);
  const sessions = query.data ?? [];
  const [expanded, setExpanded] = useState(false);
  const t = useWords(discoverWords);
  const message = errorMessage(query.error, t.historyFailed);
  return (
    <section aria-labelledby="conversations-heading" className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm">
      <h2 id="conversations-heading" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <ChatIcon size={18} className="text-brand-700" /> {t.yourConversations}
      </h2>
      <LoadState
        status={listStatus(query, sessions.length)}
        loading={<SessionsSkeleton />}
        error={{
          title: t.historyFailed,
          description: message === t.historyFailed ? undefined : message,
          actions: (
            <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t.tryAgain}
            </Button>
          ),
        }}
        empty={{ icon: <ChatIcon size={26} />, title: t.noHistory, description: t.noHistoryHint }}
      >
        <ul className="mt-3 divide-y divide-slate-100" data-testid="conversation-list">
          {sessions.map((s, i) => (
            <li key={s.sessionId} className={cn(!expanded && i >= COLLAPSED && 'hidden lg:block')}>
              <button type="button" onClick={() => onOpen(s.sessionId)} className="flex w-full items-center gap-3 rounded-xl px-2 py-3 text-left hover:bg-slate-50">
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-slate-900">{s.preview || t.untitledConversation}</span>
                  <span className="mt-0.5 block text-xs text-slate-500">
                    {t.messages(s.messageCount)} · <time dateTime={s.stashedAt}>{formatSessionTime(s.stashedAt)}</time>
                  </span>
                </span>
                <ChevronRightIcon size={18} className="shrink-0 text-slate-400" />
              </button>
            </li>
          ))}
        </ul>
        {!expanded && sessions.length > COLLAPSED && (
          <button type="button" onClick={() => setExpanded(true)} className="mt-1 w-full rounded-xl py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:hidden">
            {t.showAll({ count: sessions.length })}
          </button>
        )}
      </LoadState>
    </section>
  );
}

function SessionsSkeleton() {
  const t = useWords(discoverWords);
  return (
    <div role="status" aria-label={t.loadingConversations} className="mt-3 space-y-3">
      {Array.from({ length: COLLAPSED }, (_, i) => (
        <div key={i} className="space-y-1.5 px-2 py-1.5">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}
