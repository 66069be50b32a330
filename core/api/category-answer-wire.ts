// The wire form of product-categories/articles for the contract (core/api/contract.ts,
// dist/openapi.json): every cell typed. The client checks less (core/api/category-answer.ts); the
// fake's answers are checked against this one (test/node/openapi.test.mjs).
import * as v from "valibot";
import { ANSWER_COLUMNS, INDEX_DIGITS } from "./category-answer.ts";

const COLUMN_NAMES = Object.keys(ANSWER_COLUMNS);

const template = v.pipe(
  v.string(),
  v.check((s) => s.includes("{id}"), "Expected a template with {id}"),
);
const table = v.pipe(v.array(v.string()), v.maxLength(INDEX_DIGITS.length));
const cell = v.nullable(v.union([v.string(), v.number(), v.boolean()]));

/** The answer as it crosses the wire, every cell typed: the contract (core/api/contract.ts, dist/openapi.json). */
export const CategoryAnswerWireSchema = v.object({
  /** Articles in the answer; every column has this many cells. */
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** A column every article fills from its id: `{id}` stands for it. */
  templates: v.optional(v.object({ url: v.optional(template), image: v.optional(template) }), {}),
  /** A tabled column's values; its cells are indexes (INDEX_DIGITS) into them, at most 62. */
  tables: v.optional(v.strictObject(Object.fromEntries(COLUMN_NAMES.map((name) => [name, v.optional(table)]))), {}),
  columns: v.strictObject({
    /** The ids as differences: the first id, then each id minus the one before. */
    id: v.array(v.pipe(v.number(), v.integer())),
    ...Object.fromEntries(COLUMN_NAMES.map((name) => [name, v.optional(v.union([v.string(), v.array(cell)]))])),
  }),
});
