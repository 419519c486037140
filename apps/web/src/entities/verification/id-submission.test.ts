import { ACCOUNT_AREA_MESSAGES } from '@sokoni/contracts/account-rules';
import type { User } from '@sokoni/contracts/users';
import { describe, expect, it, vi } from 'vitest';
import { idFilesError, runIdSubmission, type IdSubmissionState } from './id-submission.ts';

const picture = new File([new Uint8Array(100)], 'id.png', { type: 'image/png' });
const clip = new File([new Uint8Array(100)], 'me.mp4', { type: 'video/mp4' });
const user = { id: 'u1', idVerificationStatus: 'pending' } as User;

function run(submit: () => Promise<{ user: User }>) {
  const states: IdSubmissionState[] = [];
  const upload = vi.fn(async (file: File, onProgress: (fraction: number) => void) => {
    onProgress(0.5);
    return { url: `/api/media/private/${file.name}?sig=x` };
  });
  const submitSpy = vi.fn(submit);
  const done = runIdSubmission(picture, clip, { upload, submit: submitSpy, onState: (s) => states.push(s), signal: new AbortController().signal, wait: async () => {} });
  return { done, states, upload, submit: submitSpy };
}

const percents = (states: IdSubmissionState[]) => states.map((s) => ('percent' in s ? s.percent : s.status));

describe('idFilesError (doc 2 §5)', () => {
  it('needs both files, each of the right kind', () => {
    expect(idFilesError(null, clip)).toBe(ACCOUNT_AREA_MESSAGES.bothRequired);
    expect(idFilesError(picture, null)).toBe(ACCOUNT_AREA_MESSAGES.bothRequired);
    expect(idFilesError(clip, clip)).toBe(ACCOUNT_AREA_MESSAGES.idWrongType);
    expect(idFilesError(picture, picture)).toBe(ACCOUNT_AREA_MESSAGES.videoWrongType);
    expect(idFilesError(picture, clip)).toBeNull();
  });
});

describe('runIdSubmission (doc 2 §4)', () => {
  it('uploads the picture, then the video, then submits both addresses: 0 → 50 → 75 → 100', async () => {
    const { done, states, upload, submit } = run(async () => ({ user }));
    await expect(done).resolves.toBe(user);
    expect(upload.mock.calls.map((c) => c[0].name)).toEqual(['id.png', 'me.mp4']);
    expect(submit).toHaveBeenCalledWith({ idDocumentUrl: '/api/media/private/id.png?sig=x', videoUrl: '/api/media/private/me.mp4?sig=x' }, expect.anything());
    expect(percents(states)).toEqual([0, 25, 50, 63, 75, 100]);
  });

  it('tries again while the server still processes the video, and fails on anything else', async () => {
    let calls = 0;
    const later = run(async () => {
      calls++;
      if (calls < 3) throw new Error(ACCOUNT_AREA_MESSAGES.videoStillProcessing);
      return { user };
    });
    await expect(later.done).resolves.toBe(user);
    expect(later.submit).toHaveBeenCalledTimes(3);

    const refused = run(async () => {
      throw new Error('Your ID is already verified');
    });
    await expect(refused.done).rejects.toThrow('Your ID is already verified');
    expect(refused.submit).toHaveBeenCalledTimes(1);
    expect(percents(refused.states).at(-1)).toBe(75);
  });
});
