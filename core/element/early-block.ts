// What an element's early requests (widgets/<folder>/early.ts) read from a block as the page wrote it,
// before the element's schema has seen it: only values the schema keeps as they are. A value it would
// change (spaces, capitals, a trailing slash) or reject gives null; the element then asks for its data itself.
import { type Lang, languageCode } from "./language-code.ts";

export interface EarlyBlock {
  baseUrl: string;
  geoLocation: string;
  language: Lang;
}

/** The block's baseUrl (the same origin, a path, or http(s), without a trailing slash), country and language; or null. */
export function earlyBlock(block: Record<string, unknown>): EarlyBlock | null {
  const { baseUrl = "", geoLocation } = block;
  if (typeof baseUrl !== "string" || !/^(?:$|\/(?!\/)|https?:\/\/)/i.test(baseUrl) || baseUrl.endsWith("/")) return null;
  if (typeof geoLocation !== "string" || !/^[a-z]{2}$/.test(geoLocation)) return null;
  return { baseUrl, geoLocation, language: languageCode(block.language) ?? "de" };
}

/** An id as the schema keeps it (idLike: text or a whole number), or null. */
export const earlyId = (x: unknown): string | null =>
  typeof x === "string" && x.trim() === x && x ? x : Number.isInteger(x) ? String(x) : null;
