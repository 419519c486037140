import { ASSISTANT_MESSAGES, NETWORK_FAILURE_SUGGESTIONS } from '@sokoni/contracts/assistant-rules';
import { count, params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** Why a guest is asked to sign in before choosing a picture (its English, which tests look for). */
export const PHOTO_SIGN_IN_MESSAGE = 'Sign in to search with a photo. Pictures are uploaded to your account.';

/** doc 2 §2.1: the loading bubble's phrases, one picked at random per message (their English). */
export const LOADING_PHRASES = [
  'Looking through the listings…',
  'Finding the best matches for you…',
  'Comparing prices across shops…',
  'Checking what sellers have in stock…',
  'Thinking about what fits you best…',
] as const;

/**
 * The AI shopping assistant's own words (issue 29): its screen, the picture and voice controls,
 * and the lines the app writes itself (the apology, "Found N products"). The assistant's replies
 * come from the server in the reader's language.
 */
export const assistantWords = i18n('assistant', {
  initializing: ASSISTANT_MESSAGES.initializing,
  apology: ASSISTANT_MESSAGES.apology,
  imageQuestion: ASSISTANT_MESSAGES.imageQuestion,
  foundProducts: params('Found {n} products matching your search:'),
  newChatStarted: ASSISTANT_MESSAGES.newChatStarted,
  newChatFailed: ASSISTANT_MESSAGES.newChatFailed,
  imagesOnly: ASSISTANT_MESSAGES.imagesOnly,
  uploadFailed: ASSISTANT_MESSAGES.uploadFailed,
  speechUnsupported: ASSISTANT_MESSAGES.speechUnsupported,
  voiceFailed: ASSISTANT_MESSAGES.voiceFailed,
  transcribing: ASSISTANT_MESSAGES.transcribing,
  transcriptionFailed: ASSISTANT_MESSAGES.transcriptionFailed,
  checkConnection: NETWORK_FAILURE_SUGGESTIONS[0],
  tryAgain: NETWORK_FAILURE_SUGGESTIONS[1],
  networkError: params('Network Error: {detail}'),
  apiError: params('API Error: {detail}'),
  noResponse: 'No response from server',
  couldNotReach: 'Could not reach the server',
  tookTooLong: 'The assistant took too long to answer',
  lookingThrough: LOADING_PHRASES[0],
  findingMatches: LOADING_PHRASES[1],
  comparingPrices: LOADING_PHRASES[2],
  checkingStock: LOADING_PHRASES[3],
  thinking: LOADING_PHRASES[4],
  failedToLoadImage: 'Failed to load image',
  attachedImage: 'Attached image',
  attachedImageNamed: params('Attached image {name}'),
  allProducts: params('All products ({count})'),
  allSuggested: 'All suggested products',
  startConversation: 'Start a conversation',
  shoppingFor: 'What are you shopping for?',
  welcome: "Describe it in your own words, say it, or send a photo. I'll find matching products and compare prices.",
  loadingConversation: 'Loading conversation',
  suggestedProducts: 'Suggested products',
  viewAll: 'View All',
  items: count({ one: '{count} item', other: '{count} items' }),
  back: 'Back',
  title: 'Your Shopping Assistant',
  newChat: 'New Chat',
  suggestions: 'Suggestions',
  askAssistant: 'Ask the shopping assistant',
  askPlaceholder: 'Ask for anything, e.g. a phone under E2,000',
  send: 'Send',
  photoSignIn: PHOTO_SIGN_IN_MESSAGE,
  attachImage: 'Attach an image',
  image: 'Image',
  imageToSend: params('Image to send: {name}'),
  uploading: 'Uploading…',
  uploadingImage: 'Uploading image',
  readyToSend: 'Ready to send',
  removeImage: 'Remove image',
  voiceInput: 'Voice input',
  stopVoiceInput: 'Stop voice input',
  listening: 'Listening…',
  helpNotAllowed: "The microphone is blocked for this site. Allow it in your browser's site settings, then reload the page, or type your question instead.",
  helpServiceNotAllowed: "This browser's speech service is turned off for this site. Type your question instead.",
  helpUnsupported: 'Type your question instead.',
  helpAudioCapture: 'No microphone was found, or another app is using it. Check it and try again, or type your question instead.',
  helpNetwork: 'Voice input needs an internet connection. Check your connection and try again, or type your question instead.',
  helpFailed: 'Try again, or type your question instead.',
  offNotAllowed: "Voice input is off: the microphone is blocked for this site. Allow it in your browser's site settings and reload.",
  offServiceNotAllowed: "Voice input is off: this browser's speech service is not allowed on this site.",
  offUnsupported: 'Voice input is not available in this browser',
});

export type AssistantWords = ReturnType<typeof assistantWords.get>;

/** The example searches offered before the first question, in the reader's language. */

/** The loading bubble's phrases (doc 2 §2.1), in the reader's language. */
export const loadingPhrases = (t: AssistantWords = assistantWords.get()): string[] => [t.lookingThrough, t.findingMatches, t.comparingPrices, t.checkingStock, t.thinking];
