import { useId, type RefObject } from 'react';
import { cn } from '@/components/cn.ts';
import { SendIcon } from '@/components/icons.tsx';
import { ImageDraftPreview, ImagePickButton } from '@/entities/assistant/ui/image-draft-preview.tsx';
import { PromptTextarea } from '@/entities/assistant/ui/prompt-textarea.tsx';
import { VoiceInputButton } from '@/entities/assistant/ui/voice-input-button.tsx';
import type { ImageDraft } from '@/entities/assistant/use-image-draft.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords } from '@/entities/assistant/assistant-words.ts';

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  image: ImageDraft;
  onPickImage: (file: File) => void;
  onRemoveImage: () => void;
  listening: boolean;
  /** A recording is being turned into text (browsers without a speech recognizer). */
  transcribing?: boolean;
  /** Why voice cannot work on this page, once it is known (the microphone is then off). */
  voiceUnavailable?: string | null;
  onToggleVoice: () => void;
  /** A request is in flight: typing goes on, sending waits (doc 2 §5). */
  waiting: boolean;
  onSubmit: () => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  imageInputRef?: RefObject<HTMLInputElement | null>;
};

/** doc 2 §2.1 input bar: the attached picture, then image, voice, the text (Enter sends, Shift+Enter a new line) and send. */
export function ChatComposer({ text, onTextChange, image, onPickImage, onRemoveImage, listening, transcribing = false, voiceUnavailable, onToggleVoice, waiting, onSubmit, textareaRef, imageInputRef }: Props) {
  const t = useWords(assistantWords);
  const inputId = useId();
  const uploading = image.status === 'uploading';
  const canSend = !waiting && !uploading && (text.trim().length > 0 || image.status === 'ready');
  return (
    <div className="border-t border-slate-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:px-4">
      <ImageDraftPreview draft={image} onRemove={onRemoveImage} className="mb-2" />
      <form
        className="flex items-end gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) onSubmit();
        }}
      >
        <ImagePickButton onPick={onPickImage} disabled={uploading} inputRef={imageInputRef} />
        <VoiceInputButton listening={listening} transcribing={transcribing} unavailable={voiceUnavailable} onToggle={onToggleVoice} />
        <PromptTextarea
          id={inputId}
          label={t.askAssistant}
          text={text}
          onTextChange={onTextChange}
          canSubmit={canSend}
          onSubmit={onSubmit}
          placeholder={t.askPlaceholder}
          listening={listening}
          transcribing={transcribing}
          rows={1}
          enterKeyHint="send"
          textareaRef={textareaRef}
          className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-slate-200 bg-slate-50 px-4 py-2.5 text-[15px] leading-snug [field-sizing:content] focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t.send}
          disabled={!canSend}
          className={cn('flex size-11 shrink-0 items-center justify-center rounded-full text-white transition-colors', canSend ? 'bg-brand-600 hover:bg-brand-700' : 'bg-slate-300')}
        >
          <SendIcon size={20} />
        </button>
      </form>
    </div>
  );
}
