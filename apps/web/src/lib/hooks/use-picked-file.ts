import { useCallback, useEffect, useRef, useState } from 'react';

export type PickedFile = { file: File; url: string };

/** A picked file with a local address for its preview; the address is freed when replaced or on leaving. */
export function usePickedFile(): [PickedFile | null, (file: File | null) => void] {
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const latest = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current);
    },
    [],
  );
  const pick = useCallback((file: File | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current);
    const url = file ? URL.createObjectURL(file) : null;
    latest.current = url;
    setPicked(file && url ? { file, url } : null);
  }, []);
  return [picked, pick];
}
