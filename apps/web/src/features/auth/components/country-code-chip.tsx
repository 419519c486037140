/**
 * The country's ISO letters in a chip. Flag emoji are not drawn by every system (Windows and
 * many Linux desktops show letters or boxes), so the letters are the one rendering we can trust.
 */
export function CountryCodeChip({ code }: { code: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-6 min-w-8 items-center justify-center rounded-md bg-brand-50 px-1 text-[11px] font-bold tracking-wide text-brand-800 ring-1 ring-brand-200"
    >
      {code}
    </span>
  );
}
