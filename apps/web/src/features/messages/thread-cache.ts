import type { InfiniteData } from '@tanstack/react-query';

/** A page of a thread as cached: messages oldest first; the first page is the newest. */
export type Page<M> = { messages: M[]; hasMore: boolean };
type Stored = { id: string; createdAt: string };
export type Pages<P> = InfiniteData<P, unknown>;
type MessageOf<P> = P extends Page<infer M> ? M : never;

/** Adds a message to the newest page in time order, or replaces its copy (a fresher read state). */
export function addMessage<P extends Page<Stored>>(data: Pages<P>, message: MessageOf<P>): Pages<P> {
  const where = data.pages.findIndex((page) => page.messages.some((m) => m.id === message.id));
  if (where >= 0) {
    return { ...data, pages: data.pages.map((page, i) => (i === where ? { ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) } : page)) };
  }
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const messages = [...newest.messages];
  let at = messages.length;
  // Microsecond ISO times in UTC compare as strings.
  while (at > 0 && messages[at - 1]!.createdAt > message.createdAt) at--;
  messages.splice(at, 0, message);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

export function addMessages<P extends Page<Stored>>(data: Pages<P>, messages: readonly MessageOf<P>[]): Pages<P> {
  return messages.reduce((acc, m) => addMessage(acc, m), data);
}

/** The newest stored message: where a reconnecting device asks to continue from. */
export function newestMessageId(data: Pages<Page<Stored>> | undefined): string | undefined {
  return data?.pages[0]?.messages.at(-1)?.id;
}

/** Every stored message through `change` (read receipts). */
export function mapMessages<P extends Page<Stored>>(data: Pages<P>, change: (m: MessageOf<P>) => MessageOf<P>): Pages<P> {
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: (page.messages as MessageOf<P>[]).map(change) })) };
}

/** Messages oldest first across every loaded page. */
export function inOrder<P extends Page<Stored>>(data: Pages<P> | undefined): MessageOf<P>[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages as MessageOf<P>[]);
}
