/** "suspended" → "Suspended": the server's status words as labels. */
export const capitalised = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);
