import { z } from 'zod';
import { MAX_ID_VERIFICATION_ATTEMPTS } from './constants.ts';
import { codeChannelSchema, otpField } from './auth.ts';
import { userSchema } from './user-replies.ts';

/**
 * Phone re-verification and ID verification (doc 2 §2.9, §4, §5, §8, §9; doc 1 §3; issue 14).
 * `POST /verification/phone/request`, `POST /verification/phone/verify`,
 * `POST /user-verification`, `GET /user-verification`.
 */

export { MAX_ID_VERIFICATION_ATTEMPTS };

/** The states of one submission; the user's `idVerificationStatus` mirrors the latest one (approved → verified). */
export const ID_SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type IdSubmissionStatus = (typeof ID_SUBMISSION_STATUSES)[number];

export const VERIFICATION_MESSAGES = {
  // doc 2 §8 successes, word for word.
  codeSent: 'Verification code sent to your phone!',
  phoneVerified: 'Phone verified successfully!',
  submitted: "ID verification submitted successfully! We'll review your submission and notify you of the result.",
  // doc 2 §8 client fallbacks (the server gives its own message when it has one).
  sendCodeFailed: 'Failed to send verification code. Please try again.',
  invalidCode: 'Invalid verification code. Please try again.',
  submitFailed: 'Failed to submit verification. Please try again.',
  // doc 2 §5 validation.
  bothRequired: 'Both ID document and video verification are required',
  idDocumentType: 'ID document must be a JPG or PNG image',
  idDocumentTooLarge: 'ID document file size must be less than 10MB',
  videoType: 'Video must be in MP4, WebM, MOV, or AVI format',
  videoTooLarge: 'Video file size must be less than 50MB',
  phoneRequired: 'Phone number is required',
  // The server's refusals.
  notYourPhone: 'This is not the phone number on your account. Your phone number cannot be changed; contact support to change it.',
  notYourUpload: 'Upload this file again: it must be your own upload for verification',
  stillProcessing: 'Your video is still being processed. Please try again in a moment.',
  alreadyPending: 'Your ID verification is already under review. We will notify you of the result.',
  alreadyVerified: 'Your ID is already verified',
  attemptsUsed: `You have used all ${MAX_ID_VERIFICATION_ATTEMPTS} ID verification attempts. Please contact support.`,
  // doc 2 §2.7 and §2.14 banners.
  underReview: 'Verification Under Review',
  reviewTime: 'Usually 24-48 hours',
  getVerified: 'Get Verified',
} as const;

const phoneNumberField = z.string({ error: VERIFICATION_MESSAGES.phoneRequired }).trim().min(1, VERIFICATION_MESSAGES.phoneRequired).max(32);

/** POST /verification/phone/request: the signed-in user's own number, in any format the contract normalises. */
export const phoneCodeRequestBody = z.object({ phoneNumber: phoneNumberField });
/** POST /verification/phone/verify. */
export const phoneCodeVerifyBody = z.object({ phoneNumber: phoneNumberField, otp: otpField });

/** An upload's url (public form or the signed address the upload returned) or its key. */
const uploadRef = z.string({ error: VERIFICATION_MESSAGES.bothRequired }).trim().min(1, VERIFICATION_MESSAGES.bothRequired).max(2048);
/** POST /user-verification (doc 2 §7 Account): both files, each the caller's own upload with purpose `verification`. */
export const idVerificationBody = z.object({ idDocumentUrl: uploadRef, videoUrl: uploadRef });
export type IdVerificationBody = z.infer<typeof idVerificationBody>;

/** POST /verification/phone/request → the number the code went to (normalised), and how. */
export const phoneCodeSentSchema = z.object({ phoneNumber: z.string(), channel: codeChannelSchema });
/** POST /verification/phone/verify → the refreshed user (isPhoneVerified true). */
export const phoneVerifiedSchema = z.object({ user: userSchema });

/** A submission as POST /user-verification answers it. */
export const idSubmissionSchema = z.object({
  id: z.string(),
  _id: z.string(),
  status: z.enum(ID_SUBMISSION_STATUSES),
  createdAt: z.string(),
});
/** POST /user-verification → 201. */
export const idVerificationSubmittedSchema = z.object({ user: userSchema, verification: idSubmissionSchema });
export type IdVerificationSubmitted = z.infer<typeof idVerificationSubmittedSchema>;

/**
 * The caller's latest submission with short-lived signed addresses of their own two files
 * (`idDocumentUrl`, `videoUrl`; `videoPosterUrl` when the video has a poster frame); a file
 * removed since is null.
 */
export const myIdSubmissionSchema = idSubmissionSchema.extend({
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  idDocumentUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  videoPosterUrl: z.string().nullable(),
});
export type MyIdSubmission = z.infer<typeof myIdSubmissionSchema>;
/** GET /user-verification → the latest submission, or null when there was none. */
export const myIdVerificationSchema = z.object({
  verification: myIdSubmissionSchema.nullable(),
  canSubmitIdVerification: z.boolean(),
  attemptsLeft: z.number(),
});
export type MyIdVerification = z.infer<typeof myIdVerificationSchema>;

/** doc 2 §4 "ID submission progress": 0, 50 after the ID upload, 75 after the video, 100 after the call. */
export const ID_SUBMISSION_PROGRESS = { start: 0, idUploaded: 50, videoUploaded: 75, submitted: 100 } as const;
/** doc 2 §9: close delays of the verification modal. */
export const VERIFICATION_CLOSE_MS = { phone: 1500, id: 2000 } as const;
/** The upload folder (doc 2 §4: "purpose verification") both files go to. */
export const VERIFICATION_UPLOAD_FOLDER = 'verification';
