// The mat configuration in the page's query (docs/elements/mat-configurator.md#url), under the prefix
// `m.` so a box configurator (`b.`) can share the page: reload, back, a shared link and a cart line's
// "edit" link restore it. Every field is checked with MatConfigurationSchema's own entry; one that does
// not parse is dropped (and named, for the console) and the fallback's value stays.
import * as v from "valibot";
import { type MatConfiguration, MatConfigurationSchema } from "../api/configuration.ts";
import type { LengthUnit } from "./units.ts";

export const MAT_PREFIX = "m.";

/** The query keys (without prefix) of each configuration field. */
const KEYS = {
  materialId: "mat",
  formatId: "fmt",
  widthMm: "w",
  heightMm: "h",
  openingMode: "om",
  openingWidthMm: "ow",
  openingHeightMm: "oh",
  overlapMm: "ov",
  borderMode: "bm",
  raise: "r",
  raiseUnit: "ru",
  /** top,right,bottom,left (the order of CSS). */
  sides: "s",
  rows: "rows",
  columns: "cols",
  gapMm: "gap",
} as const satisfies Record<Exclude<keyof MatConfiguration, "kind">, string>;

const QUANTITY = "q";
const UNIT = "u";
const SIDE_ORDER = ["top", "right", "bottom", "left"] as const;

type Field = keyof typeof KEYS;

function write(config: MatConfiguration, field: Field): string | null {
  if (field === "sides") return SIDE_ORDER.map((side) => String(config.sides[side])).join(",");
  const value = config[field];
  return value === null ? null : String(value);
}

function read(field: Field, text: string): unknown {
  if (field !== "sides") return text;
  const parts = text.split(",");
  return parts.length === 4 ? Object.fromEntries(SIDE_ORDER.map((side, i) => [side, parts[i]])) : null;
}

/** The configuration's query, without quantity and unit: an order item's `configuration_query`. */
export function matConfigurationQuery(config: MatConfiguration): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of Object.keys(KEYS) as Field[]) {
    const value = write(config, field);
    if (value !== null) params.set(MAT_PREFIX + KEYS[field], value);
  }
  return params;
}

/** The whole state for the page's query: configuration, quantity and unit. */
export function encodeMatUrl(config: MatConfiguration, quantity: number, unit: LengthUnit): URLSearchParams {
  const params = matConfigurationQuery(config);
  params.set(MAT_PREFIX + QUANTITY, String(quantity));
  params.set(MAT_PREFIX + UNIT, unit);
  return params;
}

export interface DecodedMatUrl {
  configuration: MatConfiguration;
  /** Whether the query held any mat field at all (a link to restore, not just the defaults). */
  restored: boolean;
  quantity: number | null;
  unit: LengthUnit | null;
  /** The query keys whose values did not parse and were dropped. */
  dropped: string[];
}

const Quantity = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1_000_000));
const Unit = v.picklist(["mm", "in"]);

/** The mat state in `params`, each field over `fallback` (the element's defaults). */
export function decodeMatUrl(params: URLSearchParams, fallback: MatConfiguration): DecodedMatUrl {
  const dropped: string[] = [];
  let restored = false;
  const merged: Record<string, unknown> = { ...fallback };
  for (const field of Object.keys(KEYS) as Field[]) {
    const key = MAT_PREFIX + KEYS[field];
    const text = params.get(key);
    if (text === null) continue;
    restored = true;
    const parsed = v.safeParse(MatConfigurationSchema.entries[field], read(field, text));
    if (parsed.success) merged[field] = parsed.output;
    else dropped.push(key);
  }
  // A custom size is written without `fmt`: a restored link without it has none.
  if (restored && params.get(MAT_PREFIX + KEYS.formatId) === null) merged.formatId = null;
  const quantity = optional(params, QUANTITY, Quantity, dropped);
  const unit = optional(params, UNIT, Unit, dropped);
  // Each field parsed alone; the whole is checked once more so the type is the schema's own.
  const whole = v.safeParse(MatConfigurationSchema, merged);
  const configuration = whole.success ? whole.output : fallback;
  return { configuration, restored: restored || quantity !== null || unit !== null, quantity, unit, dropped };
}

function optional<T>(params: URLSearchParams, name: string, schema: v.GenericSchema<string, T>, dropped: string[]): T | null {
  const text = params.get(MAT_PREFIX + name);
  if (text === null) return null;
  const parsed = v.safeParse(schema, text);
  if (parsed.success) return parsed.output;
  dropped.push(MAT_PREFIX + name);
  return null;
}
