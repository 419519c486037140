/** What a Comments and Reviews sheet shows: a product's or a shop's comments. */
export type CommentsTarget = { targetType: 'product' | 'shop'; targetId: string; title?: string };

/** The sheet is open while the URL carries `?comments=product:<id>` (a history entry, so back closes it). */
export const COMMENTS_PARAM = 'comments';

export const formatCommentsParam = (target: Pick<CommentsTarget, 'targetType' | 'targetId'>) => `${target.targetType}:${target.targetId}`;

export function parseCommentsParam(value: string | undefined): CommentsTarget | null {
  const match = /^(product|shop):(.+)$/.exec(value ?? '');
  return match ? { targetType: match[1] as CommentsTarget['targetType'], targetId: match[2] as string } : null;
}
