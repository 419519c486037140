import type { ReactNode } from 'react';
import { CarIcon, ChatIcon, PhoneIcon, ShieldCheckIcon, SparklesIcon, StoreIcon, UserIcon } from '@/components/icons.tsx';

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
  return (
    <CardGrid
      title="Contact us"
      columns="md:grid-cols-3"
      items={[
        { title: 'Live Chat', text: 'Chat with our support team', icon: <ChatIcon size={20} />, tag: 'Coming soon', onClick: () => soon('Live chat with our support team') },
        { title: 'Phone Support', text: 'Talk to someone in your language', icon: <PhoneIcon size={20} />, tag: 'Coming soon', onClick: () => soon('Phone support') },
        { title: 'Shopping Assistant', text: 'Ask Sokoni AI about products, prices and how things work', icon: <SparklesIcon size={20} />, onClick: openAssistant },
      ]}
    />
  );
}

/** doc 2 §2.13 guide cards, each coming soon. */
export function GuideCards({ soon }: { soon: (feature: string) => void }) {
  const guide = (title: string, text: string, icon: ReactNode): CardItem => ({ title, text, icon, tag: 'Coming soon', onClick: () => soon(`The ${title.toLowerCase()}`) });
  return (
    <CardGrid
      title="Guides"
      columns="sm:grid-cols-2"
      items={[
        guide("Buyer's guide", 'Find, compare and buy with confidence', <UserIcon size={20} />),
        guide("Seller's guide", 'Open a shop and list products with a video', <StoreIcon size={20} />),
        guide('Car buying guide', 'Papers, test drives and fair prices', <CarIcon size={20} />),
        guide('Safety guide', 'Spot scams and meet safely', <ShieldCheckIcon size={20} />),
      ]}
    />
  );
}
