// @vitest-environment node
import type { User } from '@sokoni/contracts/users';
import { describe, expect, it } from 'vitest';
import { authorName } from './comment-display.ts';
import { isPendingComment, optimisticComment } from './optimistic-comment.ts';

const author = { id: 'u1', name: 'Unknown User', displayName: 'Thandi Dlamini', username: 'user_1', avatar: null } as unknown as User;
const draft = { targetType: 'product' as const, targetId: 'p1', text: '', rating: 4, parentId: null, media: [] };

describe('optimistic comment', () => {
  it("carries the author's own display name and reads a bare rating as stars", () => {
    const comment = optimisticComment(author, draft);
    expect(isPendingComment(comment)).toBe(true);
    expect(authorName(comment.user)).toBe('Thandi Dlamini');
    expect(comment).toMatchObject({ comment: '★★★★', rating: 4, depth: 0, likes: 0 });
  });

  it('a reply has depth 1 and no rating', () => {
    expect(optimisticComment(author, { ...draft, text: 'Same here', parentId: 'c1' })).toMatchObject({ depth: 1, rating: null, parentId: 'c1', comment: 'Same here' });
  });
});
