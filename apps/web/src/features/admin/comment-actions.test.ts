import { describe, expect, it } from 'vitest';
import { commentActionsFor } from './comment-actions.ts';

describe('the moderation a queued comment offers (doc 1 §7.4)', () => {
  it('approves, hides or deletes a flagged comment', () => {
    expect(commentActionsFor({ isDeleted: false, status: 'flagged' })).toEqual(['approve', 'hide', 'delete']);
  });

  it('shows again or deletes a hidden one', () => {
    expect(commentActionsFor({ isDeleted: false, status: 'hidden' })).toEqual(['approve', 'delete']);
  });

  it('only restores a deleted one, whatever its status', () => {
    expect(commentActionsFor({ isDeleted: true, status: 'flagged' })).toEqual(['restore']);
    expect(commentActionsFor({ isDeleted: true, status: undefined })).toEqual(['restore']);
  });

  it('flags, hides or deletes one that is visible', () => {
    expect(commentActionsFor({ isDeleted: false, status: 'visible' })).toEqual(['flag', 'hide', 'delete']);
  });
});
