import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../..');

/**
 * Files (relative to apps/web/src) whose English does not go through `i18n(...)` yet (issue 29).
 * A file leaves this list when it is converted; no-raw-english.test.ts checks every other file,
 * and fails on a file listed here that no longer needs to be.
 */
export const NOT_TRANSLATED_YET: ReadonlySet<string> = new Set([
  'entities/assistant/assistant-api.ts',
  'entities/assistant/ui/image-draft-preview.tsx',
  'entities/offer/ui/amount-field.tsx',
  'entities/offer/ui/make-offer-dialog.tsx',
  'entities/offer/ui/offer-card.tsx',
  'entities/offer/ui/offer-row.tsx',
  'entities/offer/ui/shop-offers.tsx',
  'features/account/account-view.tsx',
  'features/account/components/account-sections.tsx',
  'features/account/components/account-verification-banner.tsx',
  'features/account/components/edit-profile-modal.tsx',
  'features/account/components/notification-preferences-modal.tsx',
  'features/account/components/profile-header.tsx',
  'features/account/components/verification-badges.tsx',
  'features/account/components/verification-progress.tsx',
  'features/account/components/wallet-card.tsx',
  'features/assistant/components/all-products-sheet.tsx',
  'features/assistant/components/chat-composer.tsx',
  'features/assistant/components/chat-header.tsx',
  'features/assistant/components/message-list.tsx',
  'features/assistant/components/product-carousel.tsx',
  'features/assistant/components/reply-chips.tsx',
  'features/assistant/components/user-bubble.tsx',
  'features/become-seller/become-seller-view.tsx',
  'features/help/components/help-cards.tsx',
  'features/help/help-view.tsx',
  'features/messages/chat-view.tsx',
  'features/messages/components/attachment-view.tsx',
  'features/messages/components/blocked-notice.tsx',
  'features/messages/components/car-bar.tsx',
  'features/messages/components/chat-list.tsx',
  'features/messages/components/chat-thread.tsx',
  'features/messages/components/composer.tsx',
  'features/messages/components/conversation-list.tsx',
  'features/messages/components/conversation-thread.tsx',
  'features/messages/components/list-search.tsx',
  'features/messages/components/message-bubble.tsx',
  'features/messages/components/product-bar.tsx',
  'features/messages/components/quick-replies.tsx',
  'features/messages/components/safety-actions.tsx',
  'features/messages/components/start-conversation-modal.tsx',
  'features/messages/components/stay-safe.tsx',
  'features/messages/components/thread-body.tsx',
  'features/messages/components/thread-header.tsx',
  'features/messages/components/thread-messages.tsx',
  'features/messages/messages-view.tsx',
  'features/notifications/components/notification-item.tsx',
  'features/notifications/components/notifications-menu.tsx',
  'features/notifications/components/notifications-panel.tsx',
  'features/notifications/test-factories.ts',
  'features/offers/offers-view.tsx',
  'features/settings/components/legal-text.tsx',
  'features/settings/components/privacy-policy.tsx',
  'features/settings/components/terms-of-service.tsx',
  'features/verification/id-verification.tsx',
  'features/verification/phone-verification.tsx',
  'features/verification/verification-modal.tsx',
  'features/verification/verification-overview.tsx',
  'features/wallet/components/transaction-row.tsx',
  'features/wallet/sample-wallet.ts',
  'features/wallet/wallet-view.tsx',
]);

/** Every source file a person's words could be in: not tests, test helpers or the catalogs themselves. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    const relative = path.relative(SRC, file);
    if (entry.isDirectory()) return relative === 'test' || relative === 'lib/i18n/words' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

export const SOURCE_FILES = sourceFiles(SRC);
/** The files said to be translated: no-raw-english.test.ts holds them to it. */
export const TRANSLATED_FILES = SOURCE_FILES.filter((file) => !NOT_TRANSLATED_YET.has(file));
/** The translated files that define words: importing them registers their English (words.test.ts). */
export const WORD_FILES = TRANSLATED_FILES.filter((file) => /\bi18n\(\s*'/.test(readFileSync(path.join(SRC, file), 'utf8')));
