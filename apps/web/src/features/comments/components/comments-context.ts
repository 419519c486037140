import type { Comment, CommentMediaItem, CommentTarget } from '@sokoni/contracts/comment-rules';
import { createContext, useContext } from 'react';

/** What every comment in one sheet shares: its target, the viewer, and the sheet-level actions. */
export type CommentsContextValue = {
  targetType: CommentTarget;
  targetId: string;
  viewerId: string | null;
  like: (comment: Comment) => void;
  requestDelete: (comment: Comment) => void;
  openLightbox: (items: CommentMediaItem[], index: number) => void;
};

export const CommentsContext = createContext<CommentsContextValue | null>(null);

export function useCommentsContext(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('useCommentsContext must be used within a comments sheet');
  return value;
}
