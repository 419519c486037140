// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reconciledLike, restoredLike, toggledLike } from './comment-like.ts';

describe('comment like (doc 1 §4.5)', () => {
  it('flips at once: +1 when liking, −1 when unliking, never below 0', () => {
    expect(toggledLike({ userLiked: false, likes: 2 })).toEqual({ userLiked: true, likes: 3 });
    expect(toggledLike({ userLiked: true, likes: 3 })).toEqual({ userLiked: false, likes: 2 });
    expect(toggledLike({ userLiked: true, likes: 0 })).toEqual({ userLiked: false, likes: 0 });
  });

  it("takes the server's liked and likesCount over the guess", () => {
    const optimistic = toggledLike({ userLiked: false, likes: 2 });
    expect(reconciledLike(optimistic, { liked: true, likesCount: 7 })).toEqual({ userLiked: true, likes: 7 });
    expect(reconciledLike(optimistic, { liked: false, likesCount: 2 })).toEqual({ userLiked: false, likes: 2 });
  });

  it('rolls back to the state before the tap', () => {
    const before = { userLiked: false, likes: 2 };
    expect(restoredLike(toggledLike(before), before)).toEqual(before);
  });
});
