import { i18n } from '@/lib/i18n/i18n.ts';
import { useWords } from '@/lib/i18n/use-words.ts';

/** doc 2 §2.2: four example prompts, the one list behind AI Discovery, the chat's welcome and the "/" discovery window. */
export const EXAMPLE_PROMPTS = ['Phone under E2,000 with a good camera', 'Bakkie under R150k', 'Red dress for a wedding', 'Sofa for a small lounge'] as const;

const examplePromptWords = i18n('examplePrompts', { phone: EXAMPLE_PROMPTS[0], bakkie: EXAMPLE_PROMPTS[1], dress: EXAMPLE_PROMPTS[2], sofa: EXAMPLE_PROMPTS[3] });

/** The example prompts in the app's language (the assistant understands them in each). */
export function useExamplePrompts(): string[] {
  const t = useWords(examplePromptWords);
  return [t.phone, t.bakkie, t.dress, t.sofa];
}
