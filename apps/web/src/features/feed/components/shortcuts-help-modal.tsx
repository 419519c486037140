import { Modal } from '@/components/modal.tsx';
import { SHORTCUT_HELP } from '../hooks/shortcuts.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from '../feed-words.ts';

/** doc 1 §2.5: "?" lists the desktop shortcuts. */
export function ShortcutsHelpModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useWords(feedWords);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.keyboardShortcuts} className="md:max-w-lg">
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {SHORTCUT_HELP.map((row) => (
          <div key={row.action} className="flex items-center justify-between gap-3 border-b border-slate-100 py-1.5 text-sm">
            <dt className="text-slate-700">{t[row.action]}</dt>
            <dd className="flex shrink-0 gap-1">
              {row.keys.map((key) => (
                <kbd key={key} className="min-w-7 rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs font-semibold text-slate-800 shadow-[0_1px_0_#cbd5e1]">
                  {key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
