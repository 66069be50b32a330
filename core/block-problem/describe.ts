// A broken data block's reason for the editor, from its cause (core/element/data-block.ts): in English
// for the console and as data the disclosure says in the element's language (BlockProblem.tsx).
import type { BlockCause } from "../element/data-block.ts";

/** What the field needed when it had the wrong type. */
export type Expected = "number" | "text" | "flag" | "object" | "list";

export type Reason =
  | { reason: "json"; position: number | null }
  | { reason: "empty" }
  | { reason: "missing" }
  | { reason: "type"; expected: Expected; received: string }
  | { reason: "value"; received: string; rule: string };

const EXPECTED_TEXT: Record<Expected, string> = {
  number: "a number",
  text: "a text",
  flag: "true or false",
  object: "an object",
  list: "a list",
};

/** The reason in English, as the console says it and as an English page shows it. */
export function reasonText(problem: Reason): string {
  switch (problem.reason) {
    case "json":
      return problem.position === null ? "not valid JSON" : `not valid JSON at position ${problem.position}`;
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

/** Where JSON.parse stopped: Chromium names a position, Firefox a line and column, WebKit neither (null). */
function jsonPosition(text: string, error: unknown): number | null {
  const message = String((error as Error)?.message);
  const position = /position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (!lineColumn) return null;
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
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** Why the block failed. */
export function describe(cause: BlockCause): Reason {
  if (cause.kind === "empty") return { reason: "empty" };
  if (cause.kind === "json") return { reason: "json", position: jsonPosition(cause.text, cause.error) };
  const { issue } = cause;
  const path = issue.path ?? [];
  const value = path.length ? path[path.length - 1]?.value : issue.input;
  if (value === undefined) return { reason: "missing" };
  const expected = issue.kind === "schema" ? expectedType(issue.expected) : null;
  if (expected) return { reason: "type", expected, received: shown(value) };
  return { reason: "value", received: shown(value), rule: issue.kind === "schema" ? `expected ${issue.expected}` : issue.message };
}

/** The console's line for a broken block, the words an English page shows in its disclosure. */
export const consoleLine = (tag: string, field: string, reason: Reason) =>
  `[shop-widgets] <${tag}> data block, field "${field}": ${reasonText(reason)}`;
