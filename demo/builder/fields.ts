// The block builder's form from an element's meta (widgets/<folder>/meta.ts): one field per top-level
// field of the data block's schema, required ones first, each with what it holds; and the block's
// JSON text from what the form holds.
import type { ElementMeta } from "../../core/element/element-meta.ts";
import { sharedDataFields } from "../../core/element/element-meta.ts";

export interface BuilderField {
  name: string;
  description: string;
  /** A missing key fails the schema (valibot's object: only optional, nullish and exact_optional entries may be left out). */
  required: boolean;
  /** "json": an object or list, typed as JSON; "text": a string, as the CMS writes numbers and flags too. */
  kind: "text" | "json";
}

type Entry = { type: string; wrapped?: Entry };
const OPTIONAL = ["optional", "nullish", "exact_optional"];
const STRUCTURED = ["object", "loose_object", "strict_object", "object_with_rest", "array", "tuple", "record"];

/** The schema's own type under its optional wrapper. */
const inner = (entry: Entry): Entry => (OPTIONAL.includes(entry.type) && entry.wrapped ? inner(entry.wrapped) : entry);

/** The form's fields, required first (each group in the schema's order); a structured start value makes a JSON field. */
export function builderFields(meta: Pick<ElementMeta, "schema" | "data">, start: Record<string, unknown>): BuilderField[] {
  const fields = Object.entries(meta.schema.entries as Record<string, Entry>).map(([name, entry]) => ({
    name,
    description: meta.data[name] ?? sharedDataFields[name] ?? "",
    required: !OPTIONAL.includes(entry.type),
    kind: typeof start[name] === "object" && start[name] !== null ? "json" : STRUCTURED.includes(inner(entry).type) ? "json" : "text",
  })) satisfies BuilderField[];
  return [...fields.filter((f) => f.required), ...fields.filter((f) => !f.required)];
}

/** What a field shows for a start value: JSON fields pretty-printed, text as is, nothing for null. */
export function fieldText(field: Pick<BuilderField, "kind">, value: unknown): string {
  if (value === undefined || value === null) return "";
  return field.kind === "json" ? JSON.stringify(value, null, 2) : String(value);
}

/**
 * The data block as JSON text: empty fields left out, text fields as strings, JSON fields compacted; a
 * JSON field that does not parse goes in as typed, so the element shows its own error for the block.
 */
export function blockText(fields: readonly Pick<BuilderField, "name" | "kind">[], values: Readonly<Record<string, string>>): string {
  const members = fields.flatMap(({ name, kind }) => {
    const value = values[name] ?? "";
    if (value.trim() === "") return [];
    return [`${JSON.stringify(name)}:${kind === "json" ? compactJson(value) : JSON.stringify(value)}`];
  });
  return `{${members.join(",")}}`;
}

function compactJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text.trim();
  }
}
