import { describe, expect, it } from 'vitest';
import { ACCOUNT_AREA_MESSAGES as M, idDocumentError, idSubmissionPercent, isCompleteCode, validateProfile, verificationVideoError } from './account-rules.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateProfile (doc 2 §5)', () => {
  it('needs a name and takes an optional, well-formed email', () => {
    expect(validateProfile({ name: '  ', email: '' })).toEqual({ name: M.nameRequired });
    expect(validateProfile({ name: 'Thandi', email: '' })).toEqual({});
    expect(validateProfile({ name: 'Thandi', email: 'thandi@example' })).toEqual({ email: M.emailInvalid });
    expect(validateProfile({ name: 'Thandi', email: ' thandi@example.co.sz ' })).toEqual({});
  });
});

describe('isCompleteCode', () => {
  it('is exactly 6 characters', () => {
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('1234567')).toBe(false);
  });
});

describe('ID document and video checks (doc 2 §5)', () => {
  it('takes JPG or PNG under 10 MB, by type or extension', () => {
    expect(idDocumentError(file('id.png', 'image/png'))).toBeNull();
    expect(idDocumentError(file('ID.JPEG', ''))).toBeNull();
    expect(idDocumentError(file('id.pdf', 'application/pdf'))).toBe(M.idWrongType);
    expect(idDocumentError(file('id.webp', 'image/webp'))).toBe(M.idWrongType);
    expect(idDocumentError(file('id.jpg', 'image/jpeg', 10 * MB + 1))).toBe(M.idTooLarge);
    expect(idDocumentError(file('id.jpg', 'image/jpeg', 10 * MB))).toBeNull();
  });

  it('takes MP4, WebM, MOV or AVI under 50 MB', () => {
    for (const [name, type] of [['a.mp4', 'video/mp4'], ['a.webm', 'video/webm'], ['a.mov', 'video/quicktime'], ['a.avi', 'video/x-msvideo']] as const) {
      expect(verificationVideoError(file(name, type))).toBeNull();
    }
    expect(verificationVideoError(file('a.mkv', 'video/x-matroska'))).toBe(M.videoWrongType);
    expect(verificationVideoError(file('a.mp4', 'video/mp4', 50 * MB + 1))).toBe(M.videoTooLarge);
  });
});

describe('idSubmissionPercent (doc 2 §4)', () => {
  it('0 → 50 after the document → 75 after the video → 100 after the submission', () => {
    expect(idSubmissionPercent('document')).toBe(0);
    expect(idSubmissionPercent('video')).toBe(50);
    expect(idSubmissionPercent('submitting')).toBe(75);
    expect(idSubmissionPercent('done')).toBe(100);
  });

  it('moves within a stage while its file uploads, reaching the mark only once stored', () => {
    expect(idSubmissionPercent('document', 0.5)).toBe(25);
    expect(idSubmissionPercent('document', 1)).toBeLessThan(50);
    expect(idSubmissionPercent('video', 0.5)).toBe(63);
    expect(idSubmissionPercent('video', 2)).toBeLessThan(75);
  });
});

describe('the same words and steps as the server (verification.ts)', async () => {
  // account-rules stays free of zod for the web app; verification.ts is the server's copy.
  const { ID_SUBMISSION_PROGRESS, VERIFICATION_CLOSE_MS, VERIFICATION_MESSAGES: V } = await import('./verification.ts');
  const { ID_SUBMISSION_STEPS, ID_SUBMITTED_CLOSE_MS, PHONE_VERIFIED_CLOSE_MS } = await import('./account-rules.ts');
  it('matches', () => {
    expect([M.codeSent, M.phoneVerified, M.idSubmitted, M.sendCodeFailed, M.codeInvalid, M.submitFailed]).toEqual([
      V.codeSent,
      V.phoneVerified,
      V.submitted,
      V.sendCodeFailed,
      V.invalidCode,
      V.submitFailed,
    ]);
    expect([M.bothRequired, M.idWrongType, M.idTooLarge, M.videoWrongType, M.videoTooLarge]).toEqual([V.bothRequired, V.idDocumentType, V.idDocumentTooLarge, V.videoType, V.videoTooLarge]);
    expect(M.videoStillProcessing).toBe(V.stillProcessing);
    expect(Object.values(ID_SUBMISSION_STEPS)).toEqual(Object.values(ID_SUBMISSION_PROGRESS));
    expect([PHONE_VERIFIED_CLOSE_MS, ID_SUBMITTED_CLOSE_MS]).toEqual([VERIFICATION_CLOSE_MS.phone, VERIFICATION_CLOSE_MS.id]);
  });
});
