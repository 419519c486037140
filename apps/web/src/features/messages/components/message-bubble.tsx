import type { Caution } from '@sokoni/contracts/chats';
import type { Offer } from '@sokoni/contracts/offers';
import { cn } from '@/components/cn.ts';
import { CheckIcon, WarningIcon } from '@/components/icons.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { messageClock, type ThreadMessage } from '../thread-model.ts';
import { AttachmentView } from './attachment-view.tsx';
import { ChatOffer } from './chat-offer.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';
import { offerStepLine, offerWords } from '@/entities/offer/offer-words.ts';

const CAUTION_KEY = { payment: 'cautionPayment', link: 'cautionLink', phone: 'cautionPhone' } as const satisfies Record<Caution, string>;

/** Sending, sent (one tick), delivered (two), read (two, coloured), or failed. */
function Status({ message }: { message: ThreadMessage }) {
  const t = useWords(messagesWords);
  switch (message.status) {
    case 'sending':
      return <Spinner size={12} className="text-white/80" />;
    case 'failed':
      return <span className="font-bold text-red-100">{t.notSent}</span>;
    case 'sent':
      return <CheckIcon size={14} aria-label={t.sent} />;
    default:
      return (
        <span role="img" className={cn('flex -space-x-2', message.status === 'read' && 'text-sky-300')} aria-label={message.status === 'read' ? t.read : t.delivered}>
          <CheckIcon size={14} />
          <CheckIcon size={14} />
        </span>
      );
  }
}

type Props = {
  message: ThreadMessage;
  /** The offer the message carries, as it stands now (issue 28). */
  offer?: Offer;
  onOfferChanged?: (offer: Offer) => void;
  onRetry?: (key: string) => void;
  onDismiss?: (key: string) => void;
};

/** A step of a haggle: what was done, when, and the offer's card as it stands now. */
function OfferStep({ message, offer, onOfferChanged }: { message: ThreadMessage; offer: Offer; onOfferChanged?: (offer: Offer) => void }) {
  const offerT = useWords(offerWords);
  return (
    <div className={cn('flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')} data-message={message.key}>
      <p className="text-xs text-slate-500">
        {offerStepLine(message.content.split(':')[0] ?? '', offerT)} · <time dateTime={message.createdAt}>{messageClock(message.createdAt)}</time>
      </p>
      <ChatOffer offer={offer} onChanged={(next) => onOfferChanged?.(next)} />
    </div>
  );
}

export function MessageBubble({ message, offer, onOfferChanged, onRetry, onDismiss }: Props) {
  const t = useWords(messagesWords);
  const { mine, content, attachments, caution } = message;
  const failed = message.status === 'failed';
  if (offer) return <OfferStep message={message} offer={offer} onOfferChanged={onOfferChanged} />;
  return (
    <div className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-message={message.key}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm md:max-w-[70%]',
          mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
          failed && 'bg-red-600',
        )}
      >
        {attachments.length > 0 && (
          <div className={cn('mb-1 grid gap-1', attachments.length > 1 && attachments.every((a) => a.type !== 'document') && 'grid-cols-2')}>
            {attachments.map((a) => (
              <AttachmentView key={a.key} attachment={a} mine={mine} />
            ))}
          </div>
        )}
        {content && <p className="text-[15px] leading-snug break-words whitespace-pre-wrap">{content}</p>}
        <div className={cn('mt-0.5 flex items-center justify-end gap-1 text-[11px]', mine ? 'text-white/90' : 'text-slate-500')}>
          <time dateTime={message.createdAt}>{messageClock(message.createdAt)}</time>
          {mine && <Status message={message} />}
        </div>
      </div>
      {failed && (onRetry || onDismiss) && (
        <div className="flex gap-3 text-xs font-semibold">
          {onRetry && (
            <button type="button" className="text-brand-700 hover:underline" onClick={() => onRetry(message.key)}>
              {t.retry}
            </button>
          )}
          {onDismiss && (
            <button type="button" className="text-slate-500 hover:underline" onClick={() => onDismiss(message.key)}>
              {t.removeFailed}
            </button>
          )}
        </div>
      )}
      {caution && (
        <p role="note" className="flex max-w-[85%] items-start gap-1.5 rounded-lg bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900 md:max-w-[70%]">
          <WarningIcon size={14} className="mt-px shrink-0" />
          {t[CAUTION_KEY[caution]]}
        </p>
      )}
    </div>
  );
}
