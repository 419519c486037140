/** The shopping assistant's words and constants (doc 2 §2.1–§2.3, §4, §5, §8, §9); no zod, so the web app imports them freely. */

export const ASSISTANT_MESSAGES = {
  needsInput: 'Type a message or attach an image',
  imagesOnly: 'Only images can be attached',
  sessionNotFound: 'Chat session not found',
  notYourSession: 'This chat session belongs to someone else',
  initializing: 'Please wait for session to initialize',
  apology: "I apologize, but I'm having trouble connecting right now. Please try again in a moment!",
  imageFailure: "I had trouble processing your image. Could you try uploading a different image or describe what you're looking for?",
  imageQuestion: 'What products are similar to this image?',
  foundProducts: (n: number) => `Found ${n} products matching your search:`,
  newChatStarted: 'Started new chat!',
  newChatFailed: 'Failed to start new chat',
  historyFailed: 'Failed to load chat history',
  uploadFailed: 'Failed to upload image. Please try again.',
  speechUnsupported: 'Speech recognition is not supported in this browser',
  voiceFailed: 'Failed to start voice input',
  // Voice where the browser has no recognizer: a recording sent to POST /ai/transcribe (issue 13).
  transcribing: 'Transcribing…',
  transcriptionOff: 'Voice input is not available: this server has no transcription model configured',
  recordingMissing: 'No recording received',
  recordingTooLong: 'Recording is too long',
  recordingNotAudio: 'The recording is not an audio file',
  transcriptionFailed: 'Could not understand the recording. Please try again.',
  tooManyRecordings: 'Too many voice messages. Please wait a minute and try again.',
} as const;

/** Voice recordings (issue 13): the web app stops at 30 s; the server takes up to 10 MB, 20 a minute from one address. */
export const VOICE_LIMITS = {
  maxSeconds: 30,
  maxBytes: 10 * 1024 * 1024,
  perMinute: 20,
} as const;

/** doc 2 §8: what to offer when a picture could not be used, and when the network failed. */
export const IMAGE_FAILURE_SUGGESTIONS = ['Try a different image', 'Describe the product', 'Browse categories'] as const;

export const NETWORK_FAILURE_SUGGESTIONS = ['Check your internet connection', 'Try again'] as const;

export const ASSISTANT_LIMITS = {
  /** Products a chat reply carries (the carousel shows the first 5, then 'View All'). */
  chatProducts: 12,
  carousel: 5,
  searchDefault: 20,
  searchMax: 50,
  sessionsDefault: 20,
  sessionsPanel: 10,
  maxMessage: 1000,
  maxAttachments: 4,
  previewLength: 80,
  /** A restored conversation shows its last this many turns. */
  historyTurns: 100,
} as const;

/** doc 2 §9: the chat source values. */
export const ASSISTANT_SOURCES = ['home', 'direct'] as const;

/** doc 2 §9: a match score's colour band (70+ green, 50+ blue, 40+ yellow/orange, else red). */
export function matchScoreBand(score: number): 'green' | 'blue' | 'orange' | 'red' {
  if (score >= 70) return 'green';
  if (score >= 50) return 'blue';
  if (score >= 40) return 'orange';
  return 'red';
}

export const MARKET_POSITIONS = ['below', 'fair', 'above'] as const;

/** A match's reasons about its price against similar listings, as the server's ranking words them in English. */
export const MARKET_REASONS = { below: 'Priced below similar listings', premium: 'A premium pick' } as const;

export type MarketPosition = (typeof MARKET_POSITIONS)[number];

/**
 * Issue 25: whether a text search's result is of the kind asked for within what was stated (a
 * match), or shown because too little or nothing is (an alternative: another kind, or over the
 * budget). An alternative is never presented as a match.
 */
export const MATCH_FITS = ['match', 'alternative'] as const;
export type MatchFit = (typeof MATCH_FITS)[number];
