// The CMS writes values as it stores them: numbers and flags may arrive as strings ('12', 'true', '')
// or typed. These schemas accept both where the meaning is clear and reject the rest.
import * as v from "valibot";
import { FLAG_TEXTS } from "./flag-texts.ts";

/** A finite number, or a string holding one ('12', ' 3.5 '). */
// @__NO_SIDE_EFFECTS__
export function numberLike() {
  return v.union([
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number), v.finite("Expected a number")),
  ]);
}

/** A flag: a boolean, 1/0, or one of FLAG_TEXTS in any case ('True', ' no ', 'YES'). */
// @__NO_SIDE_EFFECTS__
export function flag() {
  return v.union([
    v.boolean(),
    v.pipe(
      v.picklist([0, 1]),
      v.transform((n) => n === 1),
    ),
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(Object.keys(FLAG_TEXTS) as (keyof typeof FLAG_TEXTS)[], "Expected true/false, yes/no, 1/0 or ''"),
      v.transform((s) => FLAG_TEXTS[s]),
    ),
  ]);
}

/** An identifier that may arrive as a number or a string; always a non-empty string after parsing. */
// @__NO_SIDE_EFFECTS__
export function idLike() {
  return v.union([v.pipe(v.number(), v.integer(), v.transform(String)), v.pipe(v.string(), v.trim(), v.nonEmpty())]);
}

/** An optional identifier: null, undefined, '' and 'null' all mean "none". */
// @__NO_SIDE_EFFECTS__
export function optionalId() {
  return v.pipe(
    v.nullish(v.union([v.number(), v.string()])),
    v.transform((x) => (x === null || x === undefined || String(x).trim() === "" || x === "null" ? null : String(x).trim())),
  );
}
