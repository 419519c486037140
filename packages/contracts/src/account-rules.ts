/** Account-area rules without zod (doc 2 §4, §5, §8, §9), so the web app checks forms with the spec's words. */
import { OTP_LENGTH } from './constants.ts';
import { UPLOAD_LIMITS } from './media-rules.ts';

/** doc 2 §9 timings. */
export const PHONE_VERIFIED_CLOSE_MS = 1500;
export const ID_SUBMITTED_CLOSE_MS = 2000;
export const PREFERENCES_SAVED_CLOSE_MS = 1500;
export const LOGOUT_AFTER_CLOSURE_MS = 2000;
export const VERIFICATION_REVIEW_TIME = '24-48 hours';
export const DELETED_ACCOUNT_RETENTION_DAYS = 90;
/** doc 2 §5: advised, not enforced. */
export const VERIFICATION_VIDEO_ADVISED_SECONDS = 120;

/** doc 2 §5 and §8, word for word. */
export const ACCOUNT_AREA_MESSAGES = {
  // Account screen
  notAvailable: 'Not available',
  comingSoon: (feature: string) => `${feature} is coming soon.`,
  signOutFailedTitle: 'Logout Failed',
  signOutFailed: "Couldn't sign out",
  // Edit profile
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  phoneLocked: 'Your phone number cannot be changed. Contact support if you need to update it.',
  // Phone verification
  codeSent: 'Verification code sent to your phone!',
  sendCodeFailed: 'Failed to send verification code. Please try again.',
  codeLength: `Enter the ${OTP_LENGTH}-digit code`,
  codeInvalid: 'Invalid verification code. Please try again.',
  phoneVerified: 'Phone verified successfully!',
  // ID verification
  idTooLarge: 'ID document file size must be less than 10MB',
  idWrongType: 'ID document must be a JPG or PNG image',
  videoTooLarge: 'Video file size must be less than 50MB',
  videoWrongType: 'Video must be in MP4, WebM, MOV, or AVI format',
  bothRequired: 'Both ID document and video verification are required',
  idSubmitted: "ID verification submitted successfully! We'll review your submission and notify you of the result.",
  submitFailed: 'Failed to submit verification. Please try again.',
  /** The server's answer while the uploaded video is still being processed: worth a short wait and another try. */
  videoStillProcessing: 'Your video is still being processed. Please try again in a moment.',
  // Settings
  deactivateFailed: 'Failed to deactivate account. Please try again.',
  deleteFailed: 'Failed to delete account. Please try again.',
  favoritesFailed: 'Failed to load your favorites',
} as const;

/** doc 2 §5 Edit profile: name required; email optional but well formed. */
export type ProfileForm = { name: string; email: string };
export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!form.name.trim()) errors.name = ACCOUNT_AREA_MESSAGES.nameRequired;
  const email = form.email.trim();
  if (email && !EMAIL_SHAPE.test(email)) errors.email = ACCOUNT_AREA_MESSAGES.emailInvalid;
  return errors;
}

/** doc 2 §5 Phone code: exactly 6 characters. */
export function isCompleteCode(code: string): boolean {
  return code.trim().length === OTP_LENGTH;
}

type PickedFile = { name: string; type: string; size: number };

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

export const ID_DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const ID_DOCUMENT_TYPES = ['image/jpeg', 'image/png'] as const;
export const VERIFICATION_VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'avi'] as const;
export const VERIFICATION_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo', 'video/avi', 'video/msvideo'] as const;

/** What a file input offers: the types and extensions above. */
export const ID_DOCUMENT_ACCEPT = [...ID_DOCUMENT_TYPES, ...ID_DOCUMENT_EXTENSIONS.map((e) => `.${e}`)].join(',');
export const VERIFICATION_VIDEO_ACCEPT = [...VERIFICATION_VIDEO_TYPES, ...VERIFICATION_VIDEO_EXTENSIONS.map((e) => `.${e}`)].join(',');

/** Phones label files loosely (an empty type, or a HEIC renamed): the type or the extension may vouch. */
function isOneOf(file: PickedFile, types: readonly string[], extensions: readonly string[]): boolean {
  return types.includes(file.type.toLowerCase()) || (extensions as readonly string[]).includes(extensionOf(file.name));
}

/** doc 2 §5 ID document: jpg, jpeg or png, at most 10 MB. */
export function idDocumentError(file: PickedFile): string | null {
  if (!isOneOf(file, ID_DOCUMENT_TYPES, ID_DOCUMENT_EXTENSIONS)) return ACCOUNT_AREA_MESSAGES.idWrongType;
  if (file.size > UPLOAD_LIMITS.idDocument.maxBytes) return ACCOUNT_AREA_MESSAGES.idTooLarge;
  return null;
}

/** doc 2 §5 Verification video: mp4, webm, mov or avi, at most 50 MB. */
export function verificationVideoError(file: PickedFile): string | null {
  if (!isOneOf(file, VERIFICATION_VIDEO_TYPES, VERIFICATION_VIDEO_EXTENSIONS)) return ACCOUNT_AREA_MESSAGES.videoWrongType;
  if (file.size > UPLOAD_LIMITS.verificationVideo.maxBytes) return ACCOUNT_AREA_MESSAGES.videoTooLarge;
  return null;
}

/**
 * doc 2 §4 ID submission progress: 0 at the start, 50 once the ID document is up, 75 once the
 * video is, 100 after the submission call. While a file uploads, the bar moves through its stage.
 */
export const ID_SUBMISSION_STEPS = { start: 0, documentUploaded: 50, videoUploaded: 75, submitted: 100 } as const;
export type IdSubmissionStage = 'document' | 'video' | 'submitting' | 'done';

export function idSubmissionPercent(stage: IdSubmissionStage, uploadFraction = 0): number {
  // A file fully sent is not yet stored: the stage's mark waits for the server's reply.
  const fraction = Math.max(0, Math.min(0.96, uploadFraction));
  const { start, documentUploaded, videoUploaded, submitted } = ID_SUBMISSION_STEPS;
  switch (stage) {
    case 'document':
      return Math.round(start + (documentUploaded - start) * fraction);
    case 'video':
      return Math.round(documentUploaded + (videoUploaded - documentUploaded) * fraction);
    case 'submitting':
      return videoUploaded;
    case 'done':
      return submitted;
  }
}
