// Reads an element's data block: the `data` attribute (JSON text) or the `data` property (an object).
// Malformed JSON and schema failures do not throw: they come back as a problem naming the field,
// which the element shows and logs (docs/embedding.md).
import * as v from "valibot";
import { idLike } from "../api/coerce.ts";
import { isLinkUrl } from "./site-url.ts";

export type Lang = "de" | "en" | "fr";

/** German is the default and the fallback: an unknown or missing language renders German. */
export const languageField = v.pipe(
  v.optional(v.unknown(), "de"),
  v.transform((x): Lang => {
    const lang = typeof x === "string" ? x.trim().slice(0, 2).toLowerCase() : "";
    return lang === "en" || lang === "fr" ? lang : "de";
  }),
);

/** '' (same origin), a root-relative path or an absolute http(s) URL, without trailing slash; checked like every URL. */
export const baseUrlField = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check((s) => s === "" || (/^(?:\/|https?:)/i.test(s) && isLinkUrl(s)), "Expected '', a root-relative path or an http(s) URL"),
  v.transform((s) => s.replace(/\/+$/, "")),
);

/** A lower-case two-letter country code. */
export const countryField = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, "Expected a two-letter country code"));

export { idLike };

export type DataBlockResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string; language: Lang };

/** Best effort: the language of a block that failed, so even its error shows in the right language. */
function languageOf(raw: unknown): Lang {
  const lang = raw && typeof raw === "object" ? (raw as { language?: unknown }).language : undefined;
  return v.parse(languageField, lang);
}

/** Parses a data block given as JSON text or as an object. */
export function parseDataBlock<T>(raw: unknown, schema: v.GenericSchema<unknown, T>, tag: string): DataBlockResult<T> {
  let input: unknown = raw;
  if (typeof raw === "string") {
    if (raw.trim() === "") return fail(tag, "data", "missing data block", "de");
    try {
      input = JSON.parse(raw);
    } catch (error) {
      return fail(tag, "data", `not valid JSON (${(error as Error).message})`, "de");
    }
  }
  if (input === undefined || input === null) return fail(tag, "data", "missing data block", "de");
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const field = issue ? (v.getDotPath(issue) ?? "data") : "data";
  return fail(tag, field, issue?.message ?? "invalid", languageOf(input));
}

function fail<T>(tag: string, field: string, message: string, language: Lang): DataBlockResult<T> {
  console.error(`[shop-widgets] <${tag}> data block: field "${field}": ${message}`);
  return { ok: false, field, message, language };
}
