import { cn } from './cn.ts';
import { ShieldCheckIcon, SparklesIcon } from './icons.tsx';
import { ViewButton } from './view-button.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { landingHeroWords } from './landing-hero-words.ts';

/** doc 1 §1: the static marketing claims of the landing hero. */
const CLAIMS = [
  { value: '10,000+', label: 'products' },
  { value: '500+', label: 'sellers' },
  { value: '98%', label: 'satisfaction' },
  { value: '100%', label: 'secure' },
] as const;

/** The landing hero for signed-out visitors: buy, sell, easy, powered by AI. */
export function LandingHero({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const dark = tone === 'dark';
  const t = useWords(landingHeroWords);
  return (
    <section
      aria-labelledby="landing-hero-title"
      className={cn(
        'relative overflow-hidden rounded-3xl px-5 py-6 md:px-10 md:py-10',
        dark
          ? 'bg-gradient-to-br from-brand-900 via-brand-950 to-slate-950 text-white ring-1 ring-white/10'
          : 'bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 text-white shadow-xl shadow-brand-900/20',
        className,
      )}
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-accent-400/25 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 -left-10 size-56 rounded-full bg-brand-400/20 blur-3xl" />
      <div className="relative">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-300 ring-1 ring-white/15">
          <SparklesIcon size={14} /> {t.poweredByAi}
        </p>
        <h1 id="landing-hero-title" className="mt-3 text-[28px] leading-tight font-extrabold tracking-tight md:text-5xl">
          {t.buySell} <span className="text-accent-400">{t.easy}</span>
        </h1>
        <p className="mt-2 max-w-xl text-sm leading-relaxed text-white/80 md:text-lg">
          {t.pitch}
        </p>
        <div className="mt-5 grid grid-cols-2 gap-2.5 sm:flex sm:flex-wrap">
          <ViewButton view="login" params={{ mode: 'signup' }} variant="accent" size="lg">
            {t.getStarted}
          </ViewButton>
          <ViewButton view="become-seller" variant="inverse" size="lg">
            {t.startSelling}
          </ViewButton>
        </div>
        <dl className="mt-5 grid grid-cols-4 gap-2 border-t border-white/15 pt-4 md:mt-6 md:pt-5">
          {CLAIMS.map((claim) => (
            <div key={claim.label} className="flex min-w-0 flex-col-reverse">
              <dt className="truncate text-[11px] text-white/65 md:text-sm">{t[claim.label]}</dt>
              <dd className="text-[15px] font-extrabold tracking-tight sm:text-lg md:text-2xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 hidden items-center gap-1.5 text-xs text-white/60 sm:flex">
          <ShieldCheckIcon size={14} /> {t.verifiedSellers}
        </p>
      </div>
    </section>
  );
}
