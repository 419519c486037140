import { Button } from '@/components/button.tsx';
import { SparklesIcon } from '@/components/icons.tsx';
import type { Listing } from '../types.ts';

const TONES = {
  amber: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: 'text-amber-600' },
  brand: { box: 'border-brand-200 bg-brand-50 text-brand-950', icon: 'text-brand-600' },
};

type Props = {
  waiting: Listing[];
  testId: string;
  tone: keyof typeof TONES;
  heading: (first: Listing, count: number) => string;
  text: string;
  action: string;
  onAction: (listing: Listing) => void;
};

/** Listings the AI drafted that wait for their owner, above the grid, with one action for the first. */
export function WaitingListingsPrompt({ waiting, testId, tone, heading, text, action, onAction }: Props) {
  const first = waiting[0];
  if (!first) return null;
  const colours = TONES[tone];
  return (
    <div data-testid={testId} role="status" className={`flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center ${colours.box}`}>
      <SparklesIcon size={22} className={`shrink-0 max-sm:hidden ${colours.icon}`} />
      <div className="flex-1">
        <p className="font-bold">{heading(first, waiting.length)}</p>
        <p className="mt-0.5 text-sm leading-relaxed">{text}</p>
      </div>
      <Button onClick={() => onAction(first)}>{action}</Button>
    </div>
  );
}
