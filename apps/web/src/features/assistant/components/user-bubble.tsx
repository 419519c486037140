import { useState } from 'react';
import { ImageIcon } from '@/components/icons.tsx';
import type { ChatAttachment, ChatMessage } from '../chat-session.ts';
import { MessageTime } from './message-time.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';

/** What the shopper asked, with the picture they attached. */
export function UserBubble({ message }: { message: ChatMessage }) {
  return (
    <div className="flex justify-end" data-testid="user-message">
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-3 py-2 text-white shadow-sm md:max-w-[70%]">
        {message.attachments.map((a) => (
          <AttachedImage key={a.url} attachment={a} />
        ))}
        <p className="text-[15px] leading-snug break-words whitespace-pre-wrap">{message.content}</p>
        <MessageTime iso={message.timestamp} className="mt-0.5 text-right text-white/75" />
      </div>
    </div>
  );
}

/** doc 2 §8: 'Failed to load image' when the picture cannot be shown. */
function AttachedImage({ attachment }: { attachment: ChatAttachment }) {
  const t = useWords(assistantWords);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="mb-1 flex items-center gap-1.5 rounded-lg bg-white/15 px-2 py-1.5 text-xs">
        <ImageIcon size={14} /> {t.failedToLoadImage}
      </p>
    );
  }
  return (
    <img
      src={attachment.url}
      alt={attachment.filename ? t.attachedImageNamed({ name: attachment.filename }) : t.attachedImage}
      loading="lazy"
      onError={() => setFailed(true)}
      className="mb-1.5 aspect-square w-48 max-w-full rounded-xl bg-white/10 object-cover"
    />
  );
}
