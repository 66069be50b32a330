/** The key of a stored atom `key` in Web Storage (core/state/stored-atom.ts). */
export const storageKey = (key: string): string => `shop:${key}`;
