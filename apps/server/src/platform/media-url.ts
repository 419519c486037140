/** Contract: media addresses without a scheme are prefixed with MEDIA_PUBLIC_URL when it is set. */
export function createMediaUrl(publicBase: string | undefined) {
  const base = publicBase?.replace(/\/+$/, '');
  return (value: string | null): string | null => {
    if (!value) return value;
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || !base) return value;
    return `${base}/${value.replace(/^\/+/, '')}`;
  };
}
