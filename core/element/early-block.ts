// What an element's early requests (widgets/<folder>/early.ts) read from a block as the page wrote it,
// before the element's schema has seen it: only values the schema keeps as they are. A value it would
// change (spaces, capitals, a trailing slash) or reject gives null; the element then asks for its data itself.
import { isApiRoot } from "../api/api-root.ts";
import { type Lang, languageCode } from "./language-code.ts";

export interface EarlyPage {
  baseUrl: string;
  language: Lang;
}

export interface EarlyBlock extends EarlyPage {
  geoLocation: string;
}

/**
 * The block's baseUrl (the same origin, a path, or http(s), without a trailing slash), with its apiRoot
 * after it as core/element/data-block.ts puts it; or null.
 */
export function earlyBaseUrl(block: Record<string, unknown>): string | null {
  const { baseUrl = "", apiRoot } = block;
  return typeof baseUrl === "string" &&
    /^(?:$|\/(?!\/)|https?:\/\/)/i.test(baseUrl) &&
    !baseUrl.endsWith("/") &&
    (apiRoot === undefined || isApiRoot(apiRoot))
    ? baseUrl + (apiRoot ?? "")
    : null;
}

/** The block's language as the schema reads it (German when missing or unknown). */
export const earlyLanguage = (block: Record<string, unknown>): Lang => languageCode(block.language) ?? "de";

/** The block's baseUrl and language; or null. */
export function earlyPage(block: Record<string, unknown>): EarlyPage | null {
  const baseUrl = earlyBaseUrl(block);
  return baseUrl === null ? null : { baseUrl, language: earlyLanguage(block) };
}

/**
 * The block's baseUrl, country and language; or null. `defaultCountry` is the country of a block that
 * leaves geoLocation out, where the element's schema has a default for it.
 */
export function earlyBlock(block: Record<string, unknown>, defaultCountry?: string): EarlyBlock | null {
  const page = earlyPage(block);
  const { geoLocation = defaultCountry } = block;
  return page && typeof geoLocation === "string" && /^[a-z]{2}$/.test(geoLocation) ? { ...page, geoLocation } : null;
}

/** An id as the schema keeps it (idLike: text or a whole number), or null. */
export const earlyId = (x: unknown): string | null =>
  typeof x === "string" && x.trim() === x && x ? x : Number.isInteger(x) ? String(x) : null;

/** An id as optionalId keeps it (which reads the text "null" as none), or null. */
export const earlyOptionalId = (x: unknown): string | null => (x === "null" ? null : earlyId(x));
