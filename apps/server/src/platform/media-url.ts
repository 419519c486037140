/** Turns a stored media key into an address (MEDIA_PUBLIC_URL, else the server's /media). */
export type MediaUrl = (key: string | null) => string | null;

/** Contract: media addresses without a scheme are prefixed with MEDIA_PUBLIC_URL when it is set. */
export function createMediaUrl(publicBase: string | undefined): MediaUrl {
  const base = publicBase?.replace(/\/+$/, '');
  return (value: string | null): string | null => {
    if (!value) return value;
    if (/^[a-z][a-z0-9+.-]*:/i.test(value) || !base) return value;
    return `${base}/${value.replace(/^\/+/, '')}`;
  };
}

/**
 * The inverse: a media address this server made (under MEDIA_PUBLIC_URL or /media) back to its
 * key; anything else comes back unchanged, to be judged by the caller.
 */
export function createMediaKeyOf(publicBase: string | undefined) {
  const bases = ['/media', ...(publicBase ? [publicBase.replace(/\/+$/, '')] : [])];
  return (address: string): string => {
    for (const base of bases) if (address.startsWith(`${base}/`)) return address.slice(base.length + 1);
    return address;
  };
}
