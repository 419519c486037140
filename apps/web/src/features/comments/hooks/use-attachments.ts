import { useCallback, useEffect, useRef, useState } from 'react';
import { toAttachment, validateAttachments, type Attachment } from './attachment-rules.ts';

/**
 * The composer's chosen files with their previews (object URLs, released when removed or
 * cleared) and the per-file messages of the last pick (doc 1 §5).
 */
export function useAttachments(reply: boolean) {
  const [items, setItems] = useState<Attachment[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(() => () => itemsRef.current.forEach((a) => URL.revokeObjectURL(a.previewUrl)), []);

  const add = useCallback(
    (files: File[]) => {
      const { accepted, errors: found } = validateAttachments(files, itemsRef.current.length, reply);
      setErrors(found);
      if (accepted.length) setItems((current) => [...current, ...accepted.map(toAttachment)]);
    },
    [reply],
  );

  const remove = useCallback((id: string) => {
    const removed = itemsRef.current.find((a) => a.id === id);
    if (removed) URL.revokeObjectURL(removed.previewUrl);
    setItems((current) => current.filter((a) => a.id !== id));
  }, []);

  const clear = useCallback(() => {
    itemsRef.current.forEach((a) => URL.revokeObjectURL(a.previewUrl));
    setItems([]);
    setErrors([]);
  }, []);

  return { items, errors, add, remove, clear };
}
