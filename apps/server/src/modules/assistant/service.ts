import { bindUseCases } from '../../platform/use-cases.ts';
import { answerChat } from './answer-chat.ts';
import type { AssistantDeps } from './assistant-deps.ts';
import { discoverySearch } from './discovery-search.ts';
import { checkSession, clearSession, listSessions, sessionHistory } from './sessions.ts';

export type { AssistantCaller, AssistantDeps, ReplyStreaming } from './assistant-deps.ts';

/** The shopping assistant's chat and sessions, and AI Discovery's search (doc 2 §2.1–§2.3, §4). */
export function createAssistantService(deps: AssistantDeps) {
  return bindUseCases(deps, {
    checkSession,
    chat: answerChat,
    sessions: listSessions,
    history: sessionHistory,
    clear: clearSession,
    search: discoverySearch,
  });
}

export type AssistantService = ReturnType<typeof createAssistantService>;
