/**
 * The token of an `Authorization: Bearer …` header, or '' without one. The scheme's name is
 * case-insensitive (RFC 7235 §2.1): `bearer` and `BEARER` are the same scheme.
 */
export function bearerToken(header: string | undefined): string {
  const match = /^bearer[ \t]+(.*)$/i.exec(header ?? '');
  return match ? match[1]!.trim() : '';
}
