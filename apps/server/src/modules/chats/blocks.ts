import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { ChatsDeps } from './chat-deps.ts';

// Blocks: no more messages either way between two people.

export async function blockPerson({ repo }: ChatsDeps, userId: string, otherId: string) {
  if (otherId === userId) throw invalid('userId', CHAT_MESSAGES.noSelf);
  if (!(await repo.person(otherId))) throw notFound(CHAT_MESSAGES.userNotFound);
  await repo.block(userId, otherId);
  return { userId: otherId, blocked: true };
}

export async function unblockPerson({ repo }: ChatsDeps, userId: string, otherId: string) {
  await repo.unblock(userId, otherId);
  return { userId: otherId, blocked: false };
}

export async function blockedPeople({ repo, ports }: ChatsDeps, userId: string) {
  const rows = await repo.blocks(userId);
  return { blocked: rows.map((r) => ({ userId: r.userId, name: r.name || r.username, avatar: ports.mediaUrl(r.avatar), blockedAt: r.blockedAt.toISOString() })) };
}
