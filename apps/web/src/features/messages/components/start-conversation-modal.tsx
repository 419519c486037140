import { CHAT_LIMITS } from '@sokoni/contracts/chat-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Avatar } from '@/components/avatar.tsx';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { textareaClasses } from '@/components/field.tsx';
import { CheckCircleIcon } from '@/components/icons.tsx';
import { Modal } from '@/components/modal.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { useProduct } from '@/entities/product/api/get-product.ts';
import { ProductImage } from '@/components/product-image.tsx';
import { useShop } from '@/entities/shop/api/get-shop.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { chatKeys } from '../api/chat-keys.ts';
import { chatWithShopQuery, startChat } from '../api/chats-api.ts';
import { BlockedNotice } from './blocked-notice.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

type Props = {
  userId: string;
  shopId: string;
  productId: string | null;
  /** The opening line offered first (doc 2 §2: it asks whether the product is still available). */
  suggested?: string;
  onClose: () => void;
  onStarted: (chatId: string) => void;
};

/** doc 2 §2.6: product summary, suggested openings, a free-text box, then 'Chat Started'. */
export function StartConversationModal({ userId, shopId, productId, suggested, onClose, onStarted }: Props) {
  const t = useWords(messagesWords);
  const client = useQueryClient();
  const textId = useId();
  const product = useProduct(productId ?? undefined);
  // The product carries its shop: the shop is asked for only when there is no product.
  const shop = useShop(productId ? '' : shopId);
  const existing = useQuery(chatWithShopQuery(userId, shopId, productId));
  const [text, setText] = useState(suggested || t.stillAvailable);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [startedId, setStartedId] = useState<string | null>(null);

  useEffect(() => {
    if (!startedId) return;
    const timer = setTimeout(() => onStarted(startedId), CHAT_LIMITS.chatStartedCloseMs);
    return () => clearTimeout(timer);
  }, [startedId, onStarted]);

  const start = async () => {
    const message = text.trim();
    if (!message) return setError(t.needsContent);
    setSending(true);
    setError(null);
    try {
      const { chatId } = await startChat(shopId, productId, message);
      await client.invalidateQueries({ queryKey: chatKeys.list(userId) });
      setStartedId(chatId);
    } catch (e) {
      setError(errorMessage(e, t.sendFailed));
    } finally {
      setSending(false);
    }
  };

  const item = product.data?.product;
  const shopName = item?.shop.name ?? shop.data?.shop?.name ?? '';
  const chat = existing.data?.chat ?? null;
  // doc 2 §2.6 offers to send only when a message can pass: a block says so here, not as a 403 after.
  const blocked = existing.data?.blocked ?? false;
  const ownerId = item?.shop.owner ?? shop.data?.shop?.owner.id ?? '';
  return (
    <Modal open onOpenChange={(open) => !open && !startedId && onClose()} title={t.startTitle} description={shopName ? t.messageShop({ shop: shopName }) : undefined}>
      {startedId ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center" role="status">
          <CheckCircleIcon size={48} className="text-emerald-600" />
          <p className="text-lg font-bold text-slate-900">{t.chatStarted}</p>
          <p className="text-sm text-slate-500">{t.redirecting}</p>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          {productId ? (
            item ? (
              <div className="flex items-center gap-3 rounded-2xl border border-slate-200 p-2">
                <div className="h-16 w-16 shrink-0 overflow-hidden rounded-xl">
                  <ProductImage media={item.media[0]} alt={item.title} sizes="64px" />
                </div>
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{item.title}</p>
                  <p className="font-bold text-brand-700">{item.price.formattedPrice}</p>
                  <p className="truncate text-xs text-slate-500">{item.shop.name}</p>
                </div>
              </div>
            ) : (
              <Skeleton className="h-20 w-full rounded-2xl" />
            )
          ) : shop.data?.shop ? (
            <div className="flex items-center gap-3 rounded-2xl border border-slate-200 p-3">
              <Avatar name={shop.data.shop.name} src={shop.data.shop.logo} size={48} />
              <p className="font-semibold text-slate-900">{shop.data.shop.name}</p>
            </div>
          ) : (
            <Skeleton className="h-16 w-full rounded-2xl" />
          )}
          {chat && (
            <p className="text-sm text-slate-600">
              {t.alreadyChatting({ name: chat.recipient.name })}
              {blocked ? '.' : t.goesThere}{' '}
              <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => onStarted(chat.id)}>
                {t.openIt}
              </button>
            </p>
          )}
          {blocked ? (
            <BlockedNotice myId={userId} personId={ownerId} name={shopName} blockedByMe={Boolean(existing.data?.blockedByMe)} />
          ) : (
            <Composer text={text} setText={setText} textId={textId} error={error} sending={sending} onSend={() => void start()} />
          )}
        </div>
      )}
    </Modal>
  );
}

type ComposerProps = { text: string; setText: (text: string) => void; textId: string; error: string | null; sending: boolean; onSend: () => void };

function Composer({ text, setText, textId, error, sending, onSend }: ComposerProps) {
  const t = useWords(messagesWords);
  const suggestions = [t.stillAvailable, t.bestPrice, t.whereToSee, t.doYouDeliver];
  return (
    <>
          <div className="flex flex-wrap gap-2" aria-label={t.suggestedMessages}>
            {suggestions.map((line) => (
              <button
                key={line}
                type="button"
                onClick={() => setText(line)}
                aria-pressed={text === line}
                className={cn('rounded-full border px-3 py-1.5 text-sm font-medium', text === line ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-700 hover:bg-slate-50')}
              >
                {line}
              </button>
            ))}
          </div>
          <div>
            <label htmlFor={textId} className="mb-1 block text-sm font-semibold text-slate-700">
              {t.yourMessage}
            </label>
            <textarea id={textId} rows={3} maxLength={CHAT_LIMITS.maxContent} value={text} onChange={(e) => setText(e.target.value)} className={textareaClasses} />
          </div>
          {error && <Banner tone="error">{error}</Banner>}
          <Button block size="lg" loading={sending} disabled={!text.trim()} onClick={onSend}>
            {t.sendMessage}
          </Button>
    </>
  );
}
