/** An ilike pattern for `text` anywhere in a column, its wildcards (`%`, `_`, `\`) taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
