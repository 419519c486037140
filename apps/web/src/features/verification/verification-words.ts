import { ACCOUNT_AREA_MESSAGES, VERIFICATION_REVIEW_TIME } from '@sokoni/contracts/account-rules';
import { codeChannelWords, CODE_CHANNEL_WORDS } from '@sokoni/contracts/code-channel-rules';
import { count, params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The account rules' messages this modal shows, by key: the rules return their English, the screen says it in the reader's language. */
const RULE_MESSAGES = {
  codeSent: ACCOUNT_AREA_MESSAGES.codeSent,
  sendCodeFailed: ACCOUNT_AREA_MESSAGES.sendCodeFailed,
  codeLength: ACCOUNT_AREA_MESSAGES.codeLength,
  codeInvalid: ACCOUNT_AREA_MESSAGES.codeInvalid,
  phoneVerified: ACCOUNT_AREA_MESSAGES.phoneVerified,
  idTooLarge: ACCOUNT_AREA_MESSAGES.idTooLarge,
  idWrongType: ACCOUNT_AREA_MESSAGES.idWrongType,
  videoTooLarge: ACCOUNT_AREA_MESSAGES.videoTooLarge,
  videoWrongType: ACCOUNT_AREA_MESSAGES.videoWrongType,
  bothRequired: ACCOUNT_AREA_MESSAGES.bothRequired,
  idSubmitted: ACCOUNT_AREA_MESSAGES.idSubmitted,
  submitFailed: ACCOUNT_AREA_MESSAGES.submitFailed,
} as const;

/** What stopping the ID uploads says (its English, which tests look for). */
export const UPLOAD_STOPPED_MESSAGE = 'Upload stopped. Nothing was submitted: your ID and video were not sent for review.';

/** Verification: the overview, the phone and the ID views (doc 2 §2.9; issue 29). */
export const verificationWords = i18n('verification', {
  ...RULE_MESSAGES,
  getVerified: 'Get Verified',
  verifyPhoneTitle: 'Verify Your Phone',
  verifyIdTitle: 'Verify Your ID',
  uploadStopped: UPLOAD_STOPPED_MESSAGE,
  back: 'Back',
  almostDone: 'Almost done: your files are uploaded and are being submitted now. This window closes by itself in a moment.',
  stopUploading: 'Stop uploading?',
  stopUploadingText: 'Your ID and video are still uploading and have not been submitted. If you stop now, nothing is sent for review and you can start again later.',
  keepUploading: 'Keep uploading',
  stopUpload: 'Stop upload',
  loadingStatus: 'Loading your verification status',
  requiredToSell: 'Required to sell',
  requiredToSellText: 'Every seller is asked to verify; you can list products while we review yours.',
  visibility: 'Better search visibility',
  visibilityText: 'Verified sellers rank higher in search and the feed.',
  trust: 'Trust',
  trustText: 'Buyers see a verified badge on your profile and shop.',
  premium: 'Premium features',
  premiumText: 'New seller tools open to verified accounts first.',
  protection: 'Payment protection',
  protectionText: 'Protected payments will open to verified accounts first.',
  reviewing: params('We are reviewing your ID and video. This usually takes {time}.'),
  reviewTime: VERIFICATION_REVIEW_TIME,
  attemptsUsed: params('You have used all {max} ID verification attempts. Please contact support from Help and Support.'),
  notApproved: 'Your last submission was not approved.',
  notApprovedBecause: params('Your last submission was not approved: {reason}'),
  triesLeft: count({ one: 'You can try {count} more time.', other: 'You can try {count} more times.' }),
  verified: 'Verified',
  underReview: 'Under review',
  notApprovedBadge: 'Not approved',
  notVerified: 'Not verified',
  accountVerification: 'Account Verification',
  phoneNumber: 'Phone number',
  verifyPhoneAgain: 'Verify phone again',
  verifyPhone: 'Verify phone',
  verifyAgain: 'Verify again',
  verify: 'Verify',
  idAndVideo: 'ID and video',
  idAndVideoDetail: 'A photo of your ID and a short video of you',
  verifyId: 'Verify ID',
  whyVerify: 'Why verify?',
  sendCodeWhatsapp: 'We will send a 6-digit code on WhatsApp to',
  sendCodeSms: 'We will send a 6-digit code by text message (SMS) to',
  sendCodeOutbox: "We will send a 6-digit code to this test server's development outbox (it sends nothing to phones) for",
  sendCodeAny: 'We will send a 6-digit code to',
  numberYouSignInWith: ', the number you sign in with.',
  whatsappLookIn: CODE_CHANNEL_WORDS.whatsapp.lookIn,
  smsLookIn: CODE_CHANNEL_WORDS.sms.lookIn,
  outboxLookIn: CODE_CHANNEL_WORDS.outbox.lookIn,
  anyLookIn: codeChannelWords(null).lookIn,
  sending: 'Sending...',
  sendCode: 'Send Code',
  verifyPhoneButton: 'Verify Phone',
  sendNewCode: 'Send a new code',
  uploadingDocument: 'Uploading your ID document...',
  uploadingVideo: 'Uploading your video...',
  submittingForReview: 'Submitting for review...',
  verificationProgress: 'Verification progress',
  idIntro: "Take a clear photo of your national ID, passport or driver's licence, then record a short video of yourself holding it next to your face. Only our review team sees these files.",
  idDocument: 'ID document',
  idDocumentHint: 'A JPG or PNG picture, up to 10 MB. All four corners visible, no glare.',
  video: 'Verification video',
  videoHint: 'MP4, WebM, MOV or AVI, up to 50 MB. Keep it under 2 minutes: say your name and show your ID beside your face.',
  keepOpen: 'Keep this screen open.',
  submitting: 'Submitting...',
  submit: 'Submit for Verification',
  tapToChoose: 'Tap to choose a file',
});

export type VerificationWords = ReturnType<typeof verificationWords.get>;

/** An account rule's English message in the reader's language (other text, e.g. the server's, as it came). */
export function ruleMessage(text: string | null, t: VerificationWords): string | null {
  const key = (Object.keys(RULE_MESSAGES) as (keyof typeof RULE_MESSAGES)[]).find((k) => RULE_MESSAGES[k] === text);
  return key ? t[key] : text;
}
