// What an element's early requests (widgets/<folder>/early.ts) read from a block as the page wrote it,
// before the element's schema has seen it: only values the schema keeps as they are. A value it would
// change (spaces, capitals, a trailing slash) or reject gives null; the element then asks for its data itself.
import { type Lang, languageCode } from "./language-code.ts";

export interface EarlyPage {
  baseUrl: string;
  language: Lang;
}

export interface EarlyBlock extends EarlyPage {
  geoLocation: string;
}

/** The block's baseUrl (the same origin, a path, or http(s), without a trailing slash) and language; or null. */
export function earlyPage(block: Record<string, unknown>): EarlyPage | null {
  const { baseUrl = "" } = block;
  if (typeof baseUrl !== "string" || !/^(?:$|\/(?!\/)|https?:\/\/)/i.test(baseUrl) || baseUrl.endsWith("/")) return null;
  return { baseUrl, language: languageCode(block.language) ?? "de" };
}

/** earlyPage and the block's country; or null. */
export function earlyBlock(block: Record<string, unknown>): EarlyBlock | null {
  const page = earlyPage(block);
  const { geoLocation } = block;
  return page && typeof geoLocation === "string" && /^[a-z]{2}$/.test(geoLocation) ? { ...page, geoLocation } : null;
}

/** An id as the schema keeps it (idLike: text or a whole number), or null. */
export const earlyId = (x: unknown): string | null =>
  typeof x === "string" && x.trim() === x && x ? x : Number.isInteger(x) ? String(x) : null;

/** An id as optionalId keeps it (which reads the text "null" as none), or null. */
export const earlyOptionalId = (x: unknown): string | null => (x === "null" ? null : earlyId(x));
