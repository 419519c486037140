import type { Language } from '@sokoni/contracts/languages';
import type { OtpType } from '@sokoni/contracts/auth';
import type { CodeChannel } from '@sokoni/contracts/code-channel-rules';
import { MAX_ID_VERIFICATION_ATTEMPTS } from '@sokoni/contracts/constants';
import { isOwnUploadKey } from '@sokoni/contracts/media';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from '@sokoni/contracts/phone';
import type { User } from '@sokoni/contracts/users';
import { canSubmitIdVerification } from '@sokoni/contracts/users';
import { VERIFICATION_MESSAGES, VERIFICATION_UPLOAD_FOLDER, type IdVerificationBody, type MyIdVerification } from '@sokoni/contracts/verification';
import { conflict, invalid, isUniqueViolation, unauthorized } from '../../platform/http/errors.ts';
import { PRIVATE_MEDIA_PATH } from '../../platform/security/signed-urls.ts';
import type { IdVerificationRow } from '../../platform/db/tables/verification.ts';
import type { UsersRepo } from '../users/index.ts';
import type { UploadFacts, VerificationRepo } from './repo.ts';

type ClientMeta = { ip: string; userAgent?: string };

/** The auth module's code rules (same messenger, outbox, limits and wrong-code replies as sign-up). */
export type CodePort = {
  send(phoneNumber: string, type: OtpType, language: Language): Promise<void>;
  check(phoneNumber: string, type: OtpType, code: string, meta: ClientMeta): Promise<void>;
  /** Where the codes land (the screen says so). */
  channel: CodeChannel;
};

type Deps = {
  repo: VerificationRepo;
  usersRepo: UsersRepo;
  codes: CodePort;
  /** The signed-in user's own view (avatar address and all). */
  userView: (userId: string) => Promise<User>;
  /** A public media address this server made back to its key. */
  mediaKeyOf: (address: string) => string;
  /** A short-lived signed address of a private file. */
  privateUrl: (key: string) => string;
};

// doc 2 §5: the ID document is a JPG or PNG photo (stored as WebP renditions; the original's type is kept).
const ID_DOCUMENT_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * Phone re-verification and ID verification (doc 2 §4, §5, §9; doc 1 §3): the phone is the
 * account's own (it cannot be changed); an ID submission is two private uploads of the caller's,
 * at most one pending, at most 3 attempts, reviewed by an admin.
 */
export function createVerificationService(deps: Deps) {
  const helpers = verificationHelpers(deps);
  return { ...phoneVerification(deps, helpers), ...idVerification(deps, helpers) };
}

/** What phone and ID verification share: the caller’s submission, their number, their uploads, and the files’ addresses. */
function verificationHelpers(deps: Deps) {
  const { repo, usersRepo } = deps;

  async function mine(userId: string) {
    const row = await usersRepo.findById(userId);
    if (!row) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    return row;
  }

  /** The phone number sent must be the account's own, in any format the contract normalises. */
  function ownNumber(raw: string, accountNumber: string): string {
    const phone = normalizePhoneNumber(raw);
    if (!phone) throw invalid('phoneNumber', INVALID_PHONE_MESSAGE);
    if (phone !== accountNumber) throw invalid('phoneNumber', VERIFICATION_MESSAGES.notYourPhone);
    return phone;
  }

  /** The key an upload reference names: a signed private address, a public address, or the key itself. */
  function keyOf(ref: string): string {
    const value = ref.trim();
    const at = value.indexOf(`${PRIVATE_MEDIA_PATH}/`);
    if (at >= 0) return decodeURIComponent(value.slice(at + PRIVATE_MEDIA_PATH.length + 1).split(/[?#]/)[0]!);
    return deps.mediaKeyOf(value.split(/[?#]/)[0]!);
  }

  /** One of the two files: the caller's own upload for verification, of the right kind. */
  function checkedUpload(field: 'idDocumentUrl' | 'videoUrl', key: string, userId: string, found: Map<string, UploadFacts>): string {
    const upload = isOwnUploadKey(key, userId) ? found.get(key) : undefined;
    // A public upload (a comment picture) would be visible to anyone: only the private folder will do.
    if (!upload || upload.ownerId !== userId || upload.folder.split('/')[0] !== VERIFICATION_UPLOAD_FOLDER) throw invalid(field, VERIFICATION_MESSAGES.notYourUpload);
    if (field === 'idDocumentUrl' && (upload.kind !== 'image' || !ID_DOCUMENT_TYPES.has(upload.mimeType))) throw invalid(field, VERIFICATION_MESSAGES.idDocumentType);
    if (field === 'videoUrl' && upload.kind !== 'video') throw invalid(field, VERIFICATION_MESSAGES.videoType);
    if (upload.status === 'failed') throw invalid(field, upload.error ?? VERIFICATION_MESSAGES.notYourUpload);
    return upload.key;
  }

  function refuseSubmission(status: string, attempts: number): never {
    if (status === 'verified') throw conflict(VERIFICATION_MESSAGES.alreadyVerified);
    if (status === 'pending') throw conflict(VERIFICATION_MESSAGES.alreadyPending);
    if (attempts >= MAX_ID_VERIFICATION_ATTEMPTS) throw conflict(VERIFICATION_MESSAGES.attemptsUsed);
    throw conflict(VERIFICATION_MESSAGES.alreadyPending);
  }

  /** Signed addresses of a submission's files (null for a file removed since): for its owner and admins only. */
  async function filesOf(rows: IdVerificationRow[]) {
    const found = new Map((await repo.uploads(rows.flatMap((r) => [r.idDocumentKey, r.videoKey]))).map((u) => [u.key, u]));
    const sign = (key: string | null | undefined) => (key ? deps.privateUrl(key) : null);
    return (row: IdVerificationRow) => {
      const video = found.get(row.videoKey);
      return { idDocumentUrl: sign(found.get(row.idDocumentKey)?.key), videoUrl: sign(video?.key), videoPosterUrl: sign(video?.posterKey) };
    };
  }
  return { mine, ownNumber, keyOf, checkedUpload, refuseSubmission, filesOf };
}

/** Verifying the account’s phone number again. */
function phoneVerification(deps: Deps, helpers: ReturnType<typeof verificationHelpers>) {
  const { usersRepo, codes } = deps;
  const { mine, ownNumber } = helpers;
  return {
    async requestPhoneCode(userId: string, body: { phoneNumber: string }, language: Language) {
      const user = await mine(userId);
      const phoneNumber = ownNumber(body.phoneNumber, user.phoneNumber);
      await codes.send(phoneNumber, 'phone_verification', language);
      return { phoneNumber, channel: codes.channel };
    },

    async verifyPhone(userId: string, body: { phoneNumber: string; otp: string }, meta: ClientMeta) {
      const user = await mine(userId);
      const phoneNumber = ownNumber(body.phoneNumber, user.phoneNumber);
      await codes.check(phoneNumber, 'phone_verification', body.otp, meta);
      if (!user.isPhoneVerified) await usersRepo.update(userId, { isPhoneVerified: true });
      return { user: await deps.userView(userId) };
    },
  };
}

/** ID verification: submitted, read, decided. */
function idVerification(deps: Deps, helpers: ReturnType<typeof verificationHelpers>) {
  const { repo } = deps;
  const { mine, keyOf, checkedUpload, refuseSubmission, filesOf } = helpers;
  return {
    async submitId(userId: string, body: IdVerificationBody) {
      const user = await mine(userId);
      if (!canSubmitIdVerification(user.idVerificationStatus, user.idVerificationAttempts)) refuseSubmission(user.idVerificationStatus, user.idVerificationAttempts);
      const idKey = keyOf(body.idDocumentUrl);
      const videoKey = keyOf(body.videoUrl);
      const found = new Map((await repo.uploads([idKey, videoKey])).map((u) => [u.key, u]));
      const idDocumentKey = checkedUpload('idDocumentUrl', idKey, userId, found);
      const checkedVideo = checkedUpload('videoUrl', videoKey, userId, found);
      let row: IdVerificationRow | undefined;
      try {
        row = await repo.submit(userId, { idDocumentKey, videoKey: checkedVideo });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(VERIFICATION_MESSAGES.alreadyPending);
        throw error;
      }
      if (!row) {
        const now = await mine(userId);
        return refuseSubmission(now.idVerificationStatus, now.idVerificationAttempts);
      }
      return {
        user: await deps.userView(userId),
        verification: { id: row.id, _id: row.id, status: row.status, createdAt: row.createdAt.toISOString() },
      };
    },

    async mySubmission(userId: string): Promise<MyIdVerification> {
      const user = await mine(userId);
      const row = await repo.latestOf(userId);
      const status = { canSubmitIdVerification: canSubmitIdVerification(user.idVerificationStatus, user.idVerificationAttempts), attemptsLeft: Math.max(0, MAX_ID_VERIFICATION_ATTEMPTS - user.idVerificationAttempts) };
      if (!row) return { verification: null, ...status };
      const files = (await filesOf([row]))(row);
      return {
        verification: {
          id: row.id,
          _id: row.id,
          status: row.status,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
          ...files,
        },
        ...status,
      };
    },

    /** For the admin console's figures: how many submissions wait for a reviewer. */
    pendingCount: () => repo.pendingCount(),

    /** For the admin console: pending submissions, oldest first, with signed addresses of their files. */
    async pendingPage(paging: { page: number; limit: number }) {
      const { rows, total } = await repo.pendingPage(paging);
      const files = await filesOf(rows.map((r) => r.verification));
      return { rows: rows.map((r) => ({ ...r, files: files(r.verification) })), total };
    },

    /** An admin's decision; undefined when the user has no pending submission. */
    async decide(userId: string, decision: { approve: boolean; reason: string | null; adminId: string }) {
      const decided = await repo.decide(userId, decision);
      if (!decided) return undefined;
      const files = await filesOf([decided.verification]);
      return { ...decided, files: files(decided.verification) };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
