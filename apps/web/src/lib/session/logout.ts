import { publicApi } from '../api/api.ts';
import { disableDevicePush } from '../push/device-push.ts';
import { endSession } from './end-session.ts';
import { sessionStore } from './session.ts';

/**
 * POST /auth/logout with the refresh token and the bearer as stored (no refresh first: the server
 * revokes the session by either), ignoring failures; then end the session locally.
 */
export async function logout(): Promise<void> {
  const session = sessionStore.getSnapshot();
  if (session.status === 'authenticated') {
    // This device stops getting the account's pushes (the next person on it must not see them).
    await disableDevicePush({ bearer: session.accessToken });
    await publicApi.post('/auth/logout', { refreshToken: session.refreshToken }, { bearer: session.accessToken }).catch(() => undefined);
  }
  endSession();
}
