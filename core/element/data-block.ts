// Reads an element's data block: the `data` attribute (JSON text) or the `data` property (an object).
// Malformed JSON and schema failures do not throw: they come back naming the field and its cause, which
// the element shows, the reason in a disclosure for the editor (core/block-problem/) (docs/embedding.md).
import * as v from "valibot";
import { isApiRoot } from "../api/api-root.ts";
import { idLike } from "../api/coerce.ts";
import { isLinkUrl } from "./site-url.ts";
import { type Lang, languageCode } from "./language-code.ts";

export { type Lang, languageCode };

/** German is the default and the fallback: a missing or unknown language renders German. */
export const languageField = v.pipe(
  v.optional(v.unknown(), "de"),
  v.transform((x): Lang => languageCode(x) ?? "de"),
);

/** '' (same origin), a root-relative path or an absolute http(s) URL, without trailing slash; checked like every URL. */
export const baseUrlField = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check((s) => s === "" || (/^(?:\/|https?:)/i.test(s) && isLinkUrl(s)), "Expected '', a root-relative path or an http(s) URL"),
  v.transform((s) => s.replace(/\/+$/, "")),
);

/**
 * Where this element's API lives below baseUrl, over the page's `<meta name="shop-api-root">`:
 * /_hcms/api/ or /hs/serverless/<prefix>/ (core/api/api-root.ts). parseDataBlock puts it after baseUrl.
 */
export const apiRootField = v.optional(
  v.pipe(
    v.string(),
    v.check((s) => isApiRoot(s), "Expected /_hcms/api/ or /hs/serverless/<prefix>/"),
  ),
);

/** A lower-case two-letter country code. */
export const countryField = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, "Expected a two-letter country code"));

export { idLike };

/** Why a block failed, as it happened; core/block-problem/describe.ts says it for the editor. */
export type BlockCause =
  | { kind: "empty" }
  | { kind: "json"; text: string; error: unknown }
  | { kind: "issue"; issue: v.BaseIssue<unknown> };

export type DataBlockResult<T> = { ok: true; value: T } | { ok: false; language: Lang; field: string; cause: BlockCause };

/** Best effort: the language of a block that failed its schema, so its error shows in it. */
const languageOf = (input: unknown): Lang => languageCode((input as { language?: unknown }).language) ?? "de";

/** Parses a data block given as JSON text or as an object. */
export function parseDataBlock<T>(raw: unknown, schema: v.GenericSchema<unknown, T>, tag: string): DataBlockResult<T> {
  let input: unknown = raw;
  if (typeof raw === "string") {
    if (raw.trim() === "") return fail(tag, "data", { kind: "empty" }, "de");
    try {
      input = JSON.parse(raw);
    } catch (error) {
      return fail(tag, "data", { kind: "json", text: raw, error }, "de");
    }
  }
  if (input === undefined || input === null) return fail(tag, "data", { kind: "empty" }, "de");
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: withBlockApiRoot(result.output) };
  const issue = result.issues[0] as v.BaseIssue<unknown>;
  return fail(tag, v.getDotPath(issue) ?? "data", { kind: "issue", issue }, languageOf(input));
}

/**
 * The block's apiRoot after its baseUrl: every request of the element takes baseUrl, so the root goes
 * where it goes (core/api/api-root.ts); core/element/early-block.ts does the same for the loader.
 */
function withBlockApiRoot<T>(block: T): T {
  const fields = block as { baseUrl: string; apiRoot?: string };
  if (fields.apiRoot) fields.baseUrl += fields.apiRoot;
  return block;
}

/** Logs at once, naming the field; the element's disclosure logs the editor's reason when it loads. */
function fail<T>(tag: string, field: string, cause: BlockCause, language: Lang): DataBlockResult<T> {
  console.error(`[shop-widgets] <${tag}> data block, field "${field}"`);
  return { ok: false, language, field, cause };
}
