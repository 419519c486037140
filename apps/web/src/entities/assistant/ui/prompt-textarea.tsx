import { ASSISTANT_LIMITS } from '@sokoni/contracts/assistant-rules';
import type { RefObject } from 'react';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords } from '../assistant-words.ts';

type Props = {
  id: string;
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Enter (not Shift+Enter, not mid-composition) submits when this allows it (doc 2 §2.1, §5). */
  canSubmit: boolean;
  onSubmit: () => void;
  placeholder: string;
  listening: boolean;
  transcribing: boolean;
  rows: number;
  enterKeyHint: 'send' | 'search';
  className: string;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
};

/** The assistant's text box, in the chat and in Discovery: its label, the voice states in the placeholder, Enter sends. */
export function PromptTextarea({ id, label, text, onTextChange, canSubmit, onSubmit, placeholder, listening, transcribing, rows, enterKeyHint, className, textareaRef }: Props) {
  const t = useWords(assistantWords);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        ref={textareaRef}
        rows={rows}
        value={text}
        maxLength={ASSISTANT_LIMITS.maxMessage}
        placeholder={transcribing ? t.transcribing : listening ? t.listening : placeholder}
        enterKeyHint={enterKeyHint}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (canSubmit) onSubmit();
          }
        }}
        className={className}
      />
    </>
  );
}
