import { CHAT_MESSAGES, shopListTime, START_CHAT_SUGGESTIONS } from '@sokoni/contracts/chat-rules';
import { DEFAULT_LANGUAGE } from '@sokoni/contracts/languages';
import { params } from '@nanostores/i18n';
import { formatDate } from '@/lib/format/date.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { language } from '@/lib/i18n/language.ts';

/** Messages and dealer chat (issue 29): the screens' own words; messages, names and titles come from the API. */
export const messagesWords = i18n('messages', {
  // The chat rules' words the screens show (contracts/chat-rules.ts).
  selectConversation: CHAT_MESSAGES.selectConversation,
  loadFailed: CHAT_MESSAGES.loadFailed,
  chattingAbout: CHAT_MESSAGES.chattingAbout,
  verifiedDealer: CHAT_MESSAGES.verifiedDealer,
  chatStarted: CHAT_MESSAGES.chatStarted,
  redirecting: CHAT_MESSAGES.redirecting,
  startTitle: CHAT_MESSAGES.startTitle,
  sendFailed: CHAT_MESSAGES.sendFailed,
  getMessagesFailed: CHAT_MESSAGES.getMessagesFailed,
  getChatsFailed: CHAT_MESSAGES.getChatsFailed,
  attachmentFailed: CHAT_MESSAGES.attachmentFailed,
  dealerAttachmentsFailed: CHAT_MESSAGES.dealerAttachmentsFailed,
  stayingSafe: CHAT_MESSAGES.stayingSafe,
  stayingSafeText: CHAT_MESSAGES.stayingSafeText,
  chatNotFound: CHAT_MESSAGES.chatNotFound,
  needsContent: CHAT_MESSAGES.needsContent,
  tooManyFiles: params('You can attach at most {max} files'),
  shopFileType: CHAT_MESSAGES.shopFileType,
  dealerFileType: CHAT_MESSAGES.dealerFileType,
  fileTooLarge: params('Each file must be less than {mb}MB'),
  youBlocked: params('You blocked {name}'),
  cantReply: CHAT_MESSAGES.cantReply,
  blockedDone: CHAT_MESSAGES.blockedDone,
  unblockedDone: CHAT_MESSAGES.unblockedDone,
  reported: CHAT_MESSAGES.reported,
  cautionPayment: CHAT_MESSAGES.cautionPayment,
  cautionLink: CHAT_MESSAGES.cautionLink,
  cautionPhone: CHAT_MESSAGES.cautionPhone,
  stillAvailable: START_CHAT_SUGGESTIONS[0],
  bestPrice: START_CHAT_SUGGESTIONS[1],
  whereToSee: START_CHAT_SUGGESTIONS[2],
  doYouDeliver: START_CHAT_SUGGESTIONS[3],
  // The screens.
  pickConversation: 'Pick a conversation to read and reply.',
  pickConversationLeft: 'Pick a conversation on the left to read and reply.',
  chatGone: 'It may have been removed, or it belongs to another account.',
  failed: 'Failed',
  uploading: params('Uploading {name}'),
  file: 'file',
  document: 'Document',
  photo: 'Photo',
  uploadFailed: 'Upload failed',
  uploadingPercent: params('Uploading {percent}%'),
  unblock: 'Unblock',
  viewCar: 'View car',
  offer: 'Offer',
  noMessagesYet: 'No messages yet',
  attachment: '📎 Attachment',
  documentPreview: '📄 Document',
  photoPreview: '📷 Photo',
  youSaid: params('You: {text}'),
  noConversations: 'No conversations yet',
  noConversationsShop: 'When you message a shop about a product, the conversation appears here.',
  noConversationsDealer: 'Conversations with buyers and dealers about vehicles appear here.',
  noMatch: params('No conversations match “{search}”.'),
  unread: params('{count} unread'),
  unreadMessages: params('{count} unread messages'),
  conversationWith: params('Conversation with {name}'),
  shop: 'Shop',
  customer: 'Customer',
  typeMessage: 'Type a message…',
  attachments: 'Attachments',
  remove: params('Remove {name}'),
  attachFiles: 'Attach files',
  message: 'Message',
  messages: 'Messages',
  send: 'Send',
  keepFirst: params('Keep the first {keep} file(s) and leave out {left}?'),
  keepThem: 'Keep them',
  dealerChat: 'Dealer Chat',
  searchByNameOrCar: 'Search by name or car',
  tapToCall: 'Tap to call',
  newConversation: 'New conversation',
  showPhone: 'Show phone',
  searchConversations: 'Search conversations',
  refresh: 'Refresh',
  loadingConversations: 'Loading conversations',
  notSent: 'Not sent',
  sent: 'Sent',
  read: 'Read',
  delivered: 'Delivered',
  retry: 'Retry',
  removeFailed: 'Remove',
  noLongerListed: 'No longer listed',
  startConversation: 'Start the conversation',
  somethingWrong: 'Something went wrong. Please try again.',
  reportName: params('Report {name}'),
  report: 'Report',
  unblockName: params('Unblock {name}'),
  blockName: params('Block {name}'),
  block: 'Block',
  reportQuestion: params('Report {name}?'),
  reportDescription: 'Our team reviews every report. Tell us what happened.',
  whatHappened: 'What happened',
  whatHappenedExample: 'e.g. asked for a deposit before meeting',
  unblockQuestion: params('Unblock {name}?'),
  blockQuestion: params('Block {name}?'),
  unblockDescription: 'You will be able to message each other again.',
  blockDescription: 'Neither of you will be able to send messages in this conversation.',
  messageShop: params('Message {shop}'),
  alreadyChatting: params('You already have a conversation with {name}'),
  goesThere: '; this message goes there.',
  openIt: 'Open it',
  suggestedMessages: 'Suggested messages',
  yourMessage: 'Your message',
  sendMessage: 'Send message',
  dismissSafety: 'Dismiss the safety tips',
  loadingMessages: 'Loading messages',
  checkConnection: 'Check your connection.',
  backToConversations: 'Back to conversations',
  verified: 'Verified',
  typing: params('{name} is typing…'),
  today: 'Today',
  yesterday: 'Yesterday',
  now: 'Now',
  minutesAgo: params('{n}m ago'),
  hoursAgo: params('{n}h ago'),
  daysAgo: params('{n}d ago'),
});

export type MessagesWords = ReturnType<typeof messagesWords.get>;

/** The chat rules' times and day names ('Now', 'Today', '5m ago') in the reader's language; a date stays as it is. */
export function chatTimeWords(label: string, t: MessagesWords): string {
  if (label === 'Now') return t.now;
  if (label === 'Today') return t.today;
  if (label === 'Yesterday') return t.yesterday;
  const ago = /^(\d+)([mhd]) ago$/.exec(label);
  if (!ago) return label.replace(/^(Today|Yesterday),/, (_, day: string) => `${day === 'Today' ? t.today : t.yesterday},`);
  const n = ago[1]!;
  return ago[2] === 'm' ? t.minutesAgo({ n }) : ago[2] === 'h' ? t.hoursAgo({ n }) : t.daysAgo({ n });
}

/** The shop list's time (doc 2 §9): Now, 5m, 2h, 3d, then the date, in another language written in it. */
export function chatListTime(iso: string, t: MessagesWords): string {
  const label = shopListTime(iso);
  return /^(Now|\d+[mhd])$/.test(label) || language.get() === DEFAULT_LANGUAGE ? chatTimeWords(label, t) : formatDate(iso);
}
