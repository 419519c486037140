import { cn } from '@/components/cn.ts';
import { MicIcon, StopIcon } from '@/components/icons.tsx';

/** The microphone: pressed while listening (a red stop square), idle otherwise. */
export function VoiceInputButton({ listening, onToggle, disabled, className }: { listening: boolean; onToggle: () => void; disabled?: boolean; className?: string }) {
  const label = listening ? 'Stop voice input' : 'Voice input';
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={listening}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'relative flex size-11 shrink-0 items-center justify-center rounded-full transition-colors disabled:opacity-40',
        listening ? 'bg-red-600 text-white hover:bg-red-700' : 'text-slate-600 hover:bg-slate-100',
        className,
      )}
    >
      {listening && <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-red-500/40" />}
      {listening ? <StopIcon size={18} className="relative" /> : <MicIcon size={22} />}
    </button>
  );
}
