/** doc 1 §5: an empty id, or the strings "undefined"/"null" a broken record carries, is never sent. */
export const isUsableId = (id: string | null | undefined): id is string => Boolean(id) && id !== 'undefined' && id !== 'null';
