import type { ReactNode } from 'react';
import { CarIcon, ChatIcon, PhoneIcon, ShieldCheckIcon, SparklesIcon, StoreIcon, UserIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { helpWords } from '../help-words.ts';

type CardItem = { title: string; text: string; icon: ReactNode; onClick: () => void; tag?: string };

function CardGrid({ title, items, columns }: { title: string; items: CardItem[]; columns: string }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      <ul className={`grid gap-3 ${columns}`}>
        {items.map((item) => (
          <li key={item.title}>
            <button
              type="button"
              onClick={item.onClick}
              className="flex h-full w-full items-start gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{item.icon}</span>
              <span className="min-w-0">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  {item.title}
                  {item.tag && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600">{item.tag}</span>}
                </span>
                <span className="mt-0.5 block text-sm leading-snug text-slate-600">{item.text}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** doc 2 §2.13 contact cards: live chat and phone support are coming soon; the assistant answers now. */
export function ContactCards({ soon, openAssistant }: { soon: (feature: string) => void; openAssistant: () => void }) {
  const t = useWords(helpWords);
  return (
    <CardGrid
      title={t.contactUs}
      columns="md:grid-cols-3"
      items={[
        { title: t.liveChat, text: t.liveChatText, icon: <ChatIcon size={20} />, tag: t.comingSoonTag, onClick: () => soon(t.liveChatSoon) },
        { title: t.phoneSupport, text: t.phoneSupportText, icon: <PhoneIcon size={20} />, tag: t.comingSoonTag, onClick: () => soon(t.phoneSupport) },
        { title: t.shoppingAssistant, text: t.shoppingAssistantText, icon: <SparklesIcon size={20} />, onClick: openAssistant },
      ]}
    />
  );
}

/** doc 2 §2.13 guide cards, each coming soon. */
export function GuideCards({ soon }: { soon: (feature: string) => void }) {
  const t = useWords(helpWords);
  const guide = (title: string, text: string, feature: string, icon: ReactNode): CardItem => ({ title, text, icon, tag: t.comingSoonTag, onClick: () => soon(feature) });
  return (
    <CardGrid
      title={t.guides}
      columns="sm:grid-cols-2"
      items={[
        guide(t.buyersGuide, t.buyersGuideText, t.buyersGuideSoon, <UserIcon size={20} />),
        guide(t.sellersGuide, t.sellersGuideText, t.sellersGuideSoon, <StoreIcon size={20} />),
        guide(t.carGuide, t.carGuideText, t.carGuideSoon, <CarIcon size={20} />),
        guide(t.safetyGuide, t.safetyGuideText, t.safetyGuideSoon, <ShieldCheckIcon size={20} />),
      ]}
    />
  );
}
