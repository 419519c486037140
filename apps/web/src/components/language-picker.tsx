import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@sokoni/contracts/languages';
import { useId } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { pickLanguage } from '@/lib/i18n/pick-language.ts';
import { useLanguage, useWords } from '@/lib/i18n/use-words.ts';
import { cn } from './cn.ts';
import { useToast } from './toast/toast-context.ts';

const pickerWords = i18n('languagePicker', { language: 'Language', notSaved: 'Your language could not be saved. Please try again.' });

/**
 * The four languages, each in its own words (issue 29), as a radio group: one tap speaks it, and a
 * signed-in user's account keeps it. Two by two on a phone.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const current = useLanguage();
  const t = useWords(pickerWords);
  const toast = useToast();
  const name = useId();
  const choose = (code: Language) => void pickLanguage(code).catch((error: unknown) => toast.error(errorMessage(error, t.notSaved)));
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-semibold text-slate-700">{t.language}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {LANGUAGES.map((code) => (
          <label
            key={code}
            lang={code}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-3 text-[15px] font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              current === code ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            <input type="radio" name={name} value={code} checked={current === code} onChange={() => choose(code)} className="sr-only" />
            {LANGUAGE_NAMES[code]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
