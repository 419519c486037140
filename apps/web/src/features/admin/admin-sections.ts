export const ADMIN_SECTIONS = [
  { id: 'verifications' },
  { id: 'reports' },
  { id: 'comments' },
  { id: 'media' },
  { id: 'users' },
  { id: 'shops' },
  { id: 'products' },
  { id: 'audit' },
] as const;

/** Each section's name is adminWords[id]. */
export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];

/** `/admin?section=reports` → 'reports'; the first section when absent or unknown. */
export function sectionOf(param: string | undefined): AdminSection {
  return ADMIN_SECTIONS.find((s) => s.id === param)?.id ?? ADMIN_SECTIONS[0].id;
}

/** The URL parameters of a section: the first one is the bare /admin. */
export const sectionParams = (section: AdminSection): Record<string, string> => (section === ADMIN_SECTIONS[0].id ? {} : { section });
