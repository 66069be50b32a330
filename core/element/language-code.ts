// The page languages and how a data block's language code is read: no dependencies, so an element's
// loader (core/element/loader.ts) can read it before any of the element's code has arrived.
export type Lang = "de" | "en" | "fr";

/**
 * A language code as docs/decisions/language-codes.md decides: de, en or fr in any case, trimmed, with
 * or without a region ("EN", "fr-CH", "de_AT"); null for anything else.
 */
export function languageCode(x: unknown): Lang | null {
  const match = typeof x === "string" ? /^(de|en|fr)(?![a-z])/i.exec(x.trim()) : null;
  return match ? ((match[1] as string).toLowerCase() as Lang) : null;
}
