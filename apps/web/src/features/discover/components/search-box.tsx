import { useId } from 'react';
import { Button } from '@/components/button.tsx';
import { ChatIcon, SearchIcon, SparklesIcon } from '@/components/icons.tsx';
import { useExamplePrompts } from '@/entities/assistant/example-prompts.ts';
import { ImageDraftPreview, ImagePickButton } from '@/entities/assistant/ui/image-draft-preview.tsx';
import { PromptTextarea } from '@/entities/assistant/ui/prompt-textarea.tsx';
import { VoiceInputButton } from '@/entities/assistant/ui/voice-input-button.tsx';
import type { ImageDraft } from '@/entities/assistant/use-image-draft.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { discoverWords } from '../discover-words.ts';

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
  searching: boolean;
  onSubmit: () => void;
  onExample: (prompt: string) => void;
};

/**
 * doc 2 §2.2/§5 'Start New Chat' (the spec's heading for this search box): text, voice or a
 * picture, four example prompts; Enter searches, Shift+Enter adds a line. The words under the
 * heading say how the chat starts: the matches show here first, 'Continue in chat' carries them
 * on; a picture alone goes straight to the chat, and the button says so.
 */
export function SearchBox({ text, onTextChange, image, onPickImage, onRemoveImage, listening, transcribing = false, voiceUnavailable, onToggleVoice, searching, onSubmit, onExample }: Props) {
  const inputId = useId();
  const t = useWords(discoverWords);
  const examples = useExamplePrompts();
  const uploading = image.status === 'uploading';
  const canSubmit = !uploading && (text.trim().length > 0 || image.status === 'ready');
  const pictureOnly = image.status === 'ready' && text.trim().length === 0;
  return (
    <section aria-labelledby="new-chat-heading" className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm md:p-5">
      <h2 id="new-chat-heading" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <SparklesIcon size={18} className="text-brand-700" /> {t.startNewChat}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.searchHint}</p>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) onSubmit();
        }}
      >
        <PromptTextarea
          id={inputId}
          label={t.lookingFor}
          text={text}
          onTextChange={onTextChange}
          canSubmit={canSubmit}
          onSubmit={onSubmit}
          placeholder={t.placeholder}
          listening={listening}
          transcribing={transcribing}
          rows={2}
          enterKeyHint="search"
          className="max-h-40 min-h-20 w-full resize-none rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-[15px] leading-snug [field-sizing:content] focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
        />
        <ImageDraftPreview draft={image} onRemove={onRemoveImage} className="mt-2" />
        <div className="mt-2 flex items-center gap-1">
          <ImagePickButton onPick={onPickImage} disabled={uploading} label={t.searchWithImage} />
          <VoiceInputButton listening={listening} transcribing={transcribing} unavailable={voiceUnavailable} onToggle={onToggleVoice} />
          <Button type="submit" className="ml-auto" disabled={!canSubmit} loading={searching}>
            {pictureOnly ? (
              <>
                <ChatIcon size={18} /> {t.askInChat}
              </>
            ) : (
              <>
                <SearchIcon size={18} /> {t.search}
              </>
            )}
          </Button>
        </div>
      </form>
      <div className="mt-4">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.tryAsking}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {examples.map((prompt) => (
            <li key={prompt}>
              <button
                type="button"
                onClick={() => onExample(prompt)}
                className="min-h-9 rounded-full bg-slate-100 px-3.5 py-1.5 text-left text-sm text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800"
              >
                {prompt}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
