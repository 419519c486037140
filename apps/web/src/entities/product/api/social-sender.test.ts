import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendSocialToggle, toggleTowards } from './social-sender.ts';

/** A server-side toggle starting from `liked`. */
function serverToggle(liked: boolean) {
  let state = liked;
  let calls = 0;
  return {
    toggle: async () => {
      calls++;
      state = !state;
      return { active: state, count: state ? 1 : 0 };
    },
    calls: () => calls,
  };
}

describe('toggleTowards', () => {
  it('sends one toggle when the screen knew the state', async () => {
    const server = serverToggle(false);
    expect(await toggleTowards(true, server.toggle)).toEqual({ active: true, count: 1 });
    expect(server.calls()).toBe(1);
  });

  it('toggles once more when the screen showed a stale state, ending where the person asked', async () => {
    // Shown as not liked, but already liked on the server: the tap means "like".
    const server = serverToggle(true);
    expect(await toggleTowards(true, server.toggle)).toEqual({ active: true, count: 1 });
    expect(server.calls()).toBe(2);
  });
});

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
    expect(await sendSocialToggle({ kind: 'follow', shopId: 'shop-1' }, false)).toEqual({ active: true, count: 8 });
    expect(calls).toEqual(['POST', 'POST']);
  });

  it('follows with one POST and unfollows with one DELETE when the state was known', async () => {
    const calls = stubFollowServer(false);
    expect(await sendSocialToggle({ kind: 'follow', shopId: 'shop-1' }, false)).toEqual({ active: true, count: 8 });
    expect(await sendSocialToggle({ kind: 'follow', shopId: 'shop-1' }, true)).toEqual({ active: false, count: 7 });
    expect(calls).toEqual(['POST', 'DELETE']);
  });
});
