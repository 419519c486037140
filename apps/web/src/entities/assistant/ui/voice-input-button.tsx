import { cn } from '@/components/cn.ts';
import { MicIcon, MicOffIcon, StopIcon } from '@/components/icons.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords } from '../assistant-words.ts';

type Props = {
  listening: boolean;
  /** A recording is being turned into text (browsers without a speech recognizer): the button waits. */
  transcribing?: boolean;
  onToggle: () => void;
  disabled?: boolean;
  /** Why voice cannot work on this page (microphone blocked, no speech service): the button is off and says so. */
  unavailable?: string | null;
  /** The idle button's name where "Voice input" says too little (e.g. "Describe it by voice"). */
  idleLabel?: string;
  className?: string;
};

/**
 * The microphone: pressed while listening (a red stop square), a spinner while transcribing, idle
 * otherwise; crossed out when unavailable, still focusable (aria-disabled) so its label and
 * tooltip can say why.
 */
export function VoiceInputButton({ listening, transcribing = false, onToggle, disabled, unavailable, idleLabel, className }: Props) {
  const t = useWords(assistantWords);
  if (unavailable) {
    return (
      <button
        type="button"
        aria-label={unavailable}
        title={unavailable}
        aria-disabled="true"
        className={cn('flex size-11 shrink-0 cursor-not-allowed items-center justify-center rounded-full text-slate-400', className)}
      >
        <MicOffIcon size={22} />
      </button>
    );
  }
  const label = transcribing ? t.transcribing : listening ? t.stopVoiceInput : (idleLabel ?? t.voiceInput);
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={listening}
      aria-busy={transcribing || undefined}
      disabled={disabled || transcribing}
      onClick={onToggle}
      className={cn(
        'relative flex size-11 shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-40',
        listening ? 'bg-red-600 text-white hover:bg-red-700' : 'text-slate-600 hover:bg-slate-100',
        transcribing && 'disabled:opacity-100',
        className,
      )}
    >
      {listening && <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-red-500/40" />}
      {transcribing ? <Spinner size={18} /> : listening ? <StopIcon size={18} className="relative" /> : <MicIcon size={22} />}
    </button>
  );
}
