import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendFollowToggle } from './follow-toggle.ts';

describe('following a shop', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The server: POST /shops/{id}/follow toggles, DELETE unfollows. */
  function stubFollowServer(following: boolean) {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_input, init) => {
        const method = init?.method ?? 'GET';
        calls.push(method);
        following = method === 'POST' ? !following : false;
        return new Response(JSON.stringify({ success: true, data: { isFollowing: following, followersCount: following ? 8 : 7 } }), { status: 200 });
      }),
    );
    return calls;
  }

  it('ends followed when the tap came from a stale "not following" (the server toggled it off first)', async () => {
    const calls = stubFollowServer(true);
    expect(await sendFollowToggle('shop-1', false)).toEqual({ active: true, count: 8 });
    expect(calls).toEqual(['POST', 'POST']);
  });

  it('follows with one POST and unfollows with one DELETE when the state was known', async () => {
    const calls = stubFollowServer(false);
    expect(await sendFollowToggle('shop-1', false)).toEqual({ active: true, count: 8 });
    expect(await sendFollowToggle('shop-1', true)).toEqual({ active: false, count: 7 });
    expect(calls).toEqual(['POST', 'DELETE']);
  });
});
