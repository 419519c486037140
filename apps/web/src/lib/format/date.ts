/** "21 Nov 2026" in the viewer's locale. */
export function formatDate(iso: string | null | undefined, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, options);
}

/** "November 2026" for "Joined …". */
export const formatMonthYear = (iso: string | null | undefined) => formatDate(iso, { month: 'long', year: 'numeric' });
