import type { RefreshReply } from '@sokoni/contracts/auth';
import { endSession } from '../session/end-session.ts';
import { language } from '../i18n/language.ts';
import { refreshHandoff, sessionStore } from '../session/session.ts';
import { createTokenManager, webLock } from '../session/token-refresh.ts';
import { ApiError } from './api-error.ts';
import { createApiClient, type ApiResult } from './client.ts';

const BASE_URL = '/api';

/** For calls that must never trigger a token refresh (the refresh itself, logout). */
export const publicApi = createApiClient({ baseUrl: BASE_URL, language: language.get });

export const tokenManager = createTokenManager({
  store: sessionStore,
  async requestRefresh(refreshToken) {
    // doc 1 §4.2: the tokens nested or flat, whichever the reply has.
    const { data }: ApiResult<Partial<RefreshReply> | undefined> = await publicApi.post('/auth/refresh', { refreshToken });
    return {
      accessToken: data?.tokens?.accessToken ?? data?.accessToken,
      refreshToken: data?.tokens?.refreshToken ?? data?.refreshToken,
    };
  },
  onRefreshFailed: endSession,
  withCrossTabLock: webLock,
  handoff: refreshHandoff,
  isTransientError: (error) => error instanceof ApiError && error.isNetworkError,
});

/** The app's API client: bearer token, proactive and on-401 refresh, envelope unwrapping. */
export const api = createApiClient({ baseUrl: BASE_URL, tokens: tokenManager, language: language.get });
