import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, type AssistantHistoryItem } from '@sokoni/contracts/assistant';
import type { ProductCard } from '@sokoni/contracts/catalog-replies';
import type { AssistantMessageRow } from '../../platform/db/tables/assistant.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { newSessionId, ownerOf, type AssistantCaller, type AssistantDeps } from './assistant-deps.ts';
import type { SessionOwner } from './repo.ts';

/** The session if it exists, when it is the owner's; 403 when it is someone else's. */
export async function ownSession({ repo }: AssistantDeps, sessionId: string, owner: SessionOwner | null) {
  const session = await repo.session(sessionId);
  if (!session) return null;
  const mine = owner && (owner.userId ? session.userId === owner.userId : session.guestKey === owner.guestKey);
  if (!mine) throw forbidden(ASSISTANT_MESSAGES.notYourSession);
  return session;
}

/** The session's owner check, before a streamed reply commits to a 200. */
export async function checkSession(deps: AssistantDeps, caller: AssistantCaller, sessionId: string | null | undefined): Promise<void> {
  if (sessionId) await ownSession(deps, sessionId, ownerOf(caller));
}

/** GET /ai/sessions: the caller's own, most recent first (a guest without a key has none). */
export async function listSessions({ repo }: AssistantDeps, caller: AssistantCaller, limit: number) {
  const owner = ownerOf(caller);
  if (!owner) return { sessions: [] };
  const rows = await repo.sessions(owner, limit);
  return { sessions: rows.map((s) => ({ sessionId: s.id, preview: s.preview, messageCount: s.messageCount, stashedAt: s.updatedAt.toISOString() })) };
}

/** GET /ai/sessions/{id}/history: an unknown session is an empty history (doc 2 §4); another's a 403. */
export async function sessionHistory(deps: AssistantDeps, caller: AssistantCaller, sessionId: string) {
  const session = await ownSession(deps, sessionId, ownerOf(caller));
  if (!session) return { sessionId, history: [] };
  const turns = await deps.repo.history(sessionId, ASSISTANT_LIMITS.historyTurns);
  const cards = await deps.cardsOf([...new Set(turns.flatMap((t) => t.productIds))]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    sessionId,
    history: turns.map((t) => historyItem(t, t.productIds.flatMap((id) => byId.get(id) ?? []))),
  };
}

/** DELETE /ai/sessions/{id}: the session goes; a fresh id comes back (doc 2 §4 New Chat). */
export async function clearSession(deps: AssistantDeps, caller: AssistantCaller, sessionId: string) {
  const owner = ownerOf(caller);
  await ownSession(deps, sessionId, owner);
  if (owner) await deps.repo.remove(sessionId, owner);
  return { newSessionId: newSessionId() };
}

const historyItem = (t: AssistantMessageRow, products: ProductCard[]): AssistantHistoryItem => ({
  role: t.role,
  content: t.content,
  timestamp: t.createdAt.toISOString(),
  products,
  suggestions: t.suggestions,
  needsClarification: t.needsClarification,
  suggestedActions: t.suggestedActions,
  attachments: t.attachments,
  // Older turns (before the scores were kept) have none: their cards show no badge.
  matches: t.matches.filter((m) => products.some((p) => p.id === m.productId)),
});
