// Reads an element's data block: the `data` attribute (JSON text) or the `data` property (an object).
// Malformed JSON and schema failures do not throw: they come back as a problem naming the field and
// the reason, which the element shows (core/ui/WidgetShell.tsx) and logs in the same words
// (docs/embedding.md).
import * as v from "valibot";
import { idLike } from "../api/coerce.ts";
import { isLinkUrl } from "./site-url.ts";

export type Lang = "de" | "en" | "fr";

/**
 * A language code as docs/decisions/language-codes.md decides: de, en or fr in any case, trimmed, with
 * or without a region ("EN", "fr-CH", "de_AT"); null for anything else.
 */
export function languageCode(x: unknown): Lang | null {
  const match = typeof x === "string" ? /^(de|en|fr)(?:[-_][a-z0-9]+)*$/i.exec(x.trim()) : null;
  return match ? ((match[1] as string).toLowerCase() as Lang) : null;
}

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

/** A lower-case two-letter country code. */
export const countryField = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{2}$/, "Expected a two-letter country code"));

export { idLike };

/** What the field needed when it had the wrong type. */
export type Expected = "number" | "text" | "flag" | "object" | "list";

/** Why a block failed, for the editor: shown in the element's language, logged in English. */
export type BlockProblem =
  | { field: "data"; reason: "json"; position: number }
  | { field: "data"; reason: "empty" }
  | { field: string; reason: "missing" }
  | { field: string; reason: "type"; expected: Expected; received: string }
  | { field: string; reason: "value"; received: string; rule: string };

export type DataBlockResult<T> = { ok: true; value: T } | ({ ok: false; language: Lang } & BlockProblem);

/** The reason in English, as the console says it and as an English page shows it. */
export function reasonText(problem: BlockProblem): string {
  switch (problem.reason) {
    case "json":
      return `not valid JSON at position ${problem.position}`;
    case "empty":
      return "the data block is empty";
    case "missing":
      return "missing";
    case "type":
      return `expected ${EXPECTED_TEXT[problem.expected]}, got ${problem.received}`;
    case "value":
      return `${problem.received} is not accepted (${problem.rule})`;
  }
}

const EXPECTED_TEXT: Record<Expected, string> = {
  number: "a number",
  text: "a text",
  flag: "true or false",
  object: "an object",
  list: "a list",
};

/** Best effort: the language of a block that failed, so even its error shows in the right language. */
function languageOf(raw: unknown): Lang {
  if (typeof raw === "string") return languageCode(/"language"\s*:\s*"([^"]*)"/.exec(raw)?.[1]) ?? "de";
  return languageCode(raw && typeof raw === "object" ? (raw as { language?: unknown }).language : undefined) ?? "de";
}

/** Where JSON.parse stopped: Chromium and WebKit name a position, Firefox a line and column. */
function jsonPosition(text: string, error: unknown): number {
  const message = String((error as Error)?.message);
  const position = /position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (!lineColumn) return text.length;
  const lines = text.split("\n").slice(0, Number(lineColumn[1]) - 1);
  return lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
}

/** The type a field's schema asked for, from valibot's `expected` ("number", "(number | string)", "Object"). */
function expectedType(expected: string | null): Expected | null {
  if (!expected) return null;
  if (/\bboolean\b/.test(expected)) return "flag";
  if (/\bnumber\b/.test(expected)) return "number";
  if (/\bArray\b/.test(expected)) return "list";
  if (/\bObject\b/.test(expected)) return "object";
  if (/^\(?string\)?$/.test(expected)) return "text";
  return null;
}

/** The field's value as the block wrote it (before any transform), short. */
function shown(value: unknown): string {
  const text = value === undefined ? "undefined" : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function problemOf(issue: v.BaseIssue<unknown>): BlockProblem {
  const field = v.getDotPath(issue) ?? "data";
  const path = issue.path ?? [];
  const value = path.length ? path[path.length - 1]?.value : issue.input;
  if (value === undefined) return { field, reason: "missing" };
  const expected = issue.kind === "schema" ? expectedType(issue.expected) : null;
  if (expected) return { field, reason: "type", expected, received: shown(value) };
  const rule = issue.kind === "schema" ? `expected ${issue.expected}` : issue.message;
  return { field, reason: "value", received: shown(value), rule };
}

/** Parses a data block given as JSON text or as an object. */
export function parseDataBlock<T>(raw: unknown, schema: v.GenericSchema<unknown, T>, tag: string): DataBlockResult<T> {
  let input: unknown = raw;
  if (typeof raw === "string") {
    if (raw.trim() === "") return fail(tag, { field: "data", reason: "empty" }, "de");
    try {
      input = JSON.parse(raw);
    } catch (error) {
      return fail(tag, { field: "data", reason: "json", position: jsonPosition(raw, error) }, languageOf(raw));
    }
  }
  if (input === undefined || input === null) return fail(tag, { field: "data", reason: "empty" }, "de");
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const issue = result.issues[0];
    const problem: BlockProblem = issue ? problemOf(issue) : { field: "data", reason: "value", received: "", rule: "invalid" };
    return fail(tag, problem, languageOf(input));
  }
  const language = (input as { language?: unknown }).language;
  if (language != null && language !== "" && !languageCode(language))
    console.warn(`[shop-widgets] <${tag}> data block, field "language": ${shown(language)} is not de, en or fr; German is shown`);
  return { ok: true, value: result.output };
}

function fail<T>(tag: string, problem: BlockProblem, language: Lang): DataBlockResult<T> {
  console.error(`[shop-widgets] <${tag}> data block, field "${problem.field}": ${reasonText(problem)}`);
  return { ok: false, language, ...problem };
}
