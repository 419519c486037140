/**
 * The number the API expects: the dial code plus the national digits, without spaces or the
 * leading trunk 0 (the server normalises to E.164). A number typed with its own + is kept.
 */
export function composePhoneNumber(dialCode: string, national: string): string {
  const trimmed = national.trim();
  if (trimmed.startsWith('+')) return `+${trimmed.replace(/\D/g, '')}`;
  const digits = trimmed.replace(/\D/g, '').replace(/^0/, '');
  return `${dialCode.trim()}${digits}`;
}

/** "+26876123456" → "+268 7612 3456" for display; other shapes are returned as they are. */
export function formatPhoneForDisplay(phone: string): string {
  const match = /^\+268(\d{4})(\d{4})$/.exec(phone);
  return match ? `+268 ${match[1]} ${match[2]}` : phone;
}
