// The box configuration in the page's query, under the prefix `b.` so the mat configurator (`m.`) and
// the page's own parameters can share the query (docs/elements/box-configurator.md#url):
//   ?b.cat=2&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=3&b.x=notch,label&b.q=10&b.u=mm
// Lengths are whole millimetres. The URL may also hold what the shopper is still typing ("32a"): read
// back, such a value lands in its field with its problem, never dropped silently. An order item's
// configuration_query is the same query without quantity and unit.
import * as v from "valibot";
import { type BoxConfiguration, BoxConfigurationSchema } from "../api/configuration.ts";
import type { LengthUnit } from "./units.ts";

export const BOX_URL_PREFIX = "b.";

/** What the URL holds, each value as written (trimmed); null where it holds none. */
export interface BoxUrlState {
  categoryId: string | null;
  boxId: string | null;
  /** Inner sizes: whole mm when valid, else the text the shopper typed. */
  length: string | null;
  width: string | null;
  height: string | null;
  materialId: string | null;
  extras: string[];
  quantity: string | null;
  unit: LengthUnit | null;
}

const KEYS = {
  categoryId: "cat",
  boxId: "type",
  length: "l",
  width: "w",
  height: "h",
  materialId: "mat",
  extras: "x",
  quantity: "q",
  unit: "u",
} as const satisfies Record<keyof BoxUrlState, string>;

export const EMPTY_BOX_URL_STATE: BoxUrlState = {
  categoryId: null,
  boxId: null,
  length: null,
  width: null,
  height: null,
  materialId: null,
  extras: [],
  quantity: null,
  unit: null,
};

/** The box's values of `params` (other parameters are left alone). */
export function readBoxUrl(params: URLSearchParams): BoxUrlState {
  const get = (key: keyof typeof KEYS) => {
    const value = params.get(BOX_URL_PREFIX + KEYS[key])?.trim();
    return value ? value : null;
  };
  const unit = get("unit");
  return {
    categoryId: get("categoryId"),
    boxId: get("boxId"),
    length: get("length"),
    width: get("width"),
    height: get("height"),
    materialId: get("materialId"),
    extras: (get("extras") ?? "")
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== ""),
    quantity: get("quantity"),
    unit: unit === "mm" || unit === "in" ? unit : null,
  };
}

/**
 * `params` with the box's values replaced by `state` (empty ones removed), in a fixed order after the
 * page's other parameters, so the same configuration always gives the same query.
 */
export function writeBoxUrl(params: URLSearchParams, state: Partial<BoxUrlState>): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) if (!key.startsWith(BOX_URL_PREFIX)) next.append(key, value);
  for (const [field, key] of Object.entries(KEYS) as [keyof BoxUrlState, string][]) {
    const value = state[field];
    const text = Array.isArray(value) ? value.join(",") : (value ?? "");
    if (text !== "") next.set(BOX_URL_PREFIX + key, text);
  }
  return next;
}

/** The URL state of a complete configuration, with the quantity and unit when given. */
export function boxUrlState(configuration: BoxConfiguration, quantity?: number, unit?: LengthUnit): BoxUrlState {
  return {
    categoryId: configuration.categoryId,
    boxId: configuration.boxId,
    length: String(configuration.lengthMm),
    width: String(configuration.widthMm),
    height: configuration.heightMm === null ? null : String(configuration.heightMm),
    materialId: configuration.materialId,
    extras: configuration.extras,
    quantity: quantity === undefined ? null : String(quantity),
    unit: unit ?? null,
  };
}

/** The query of a configuration (with quantity and unit when given), e.g. for the shop's /konfiguration. */
export function encodeBoxQuery(configuration: BoxConfiguration, quantity?: number, unit?: LengthUnit): URLSearchParams {
  return writeBoxUrl(new URLSearchParams(), boxUrlState(configuration, quantity, unit));
}

/** An order item's configuration_query: the configuration's query without quantity and unit. */
export function boxConfigurationQuery(configuration: BoxConfiguration): string {
  return encodeBoxQuery(configuration).toString();
}

/**
 * The complete configuration in `params`, validated with BoxConfigurationSchema (whole millimetres, a
 * type without height written without b.h); null when anything is missing or does not parse.
 */
export function decodeBoxConfiguration(params: URLSearchParams): BoxConfiguration | null {
  const state = readBoxUrl(params);
  const mm = (text: string | null) => (text !== null && /^\d+$/.test(text) ? Number(text) : undefined);
  const result = v.safeParse(BoxConfigurationSchema, {
    kind: "box",
    categoryId: state.categoryId,
    boxId: state.boxId,
    lengthMm: mm(state.length),
    widthMm: mm(state.width),
    heightMm: state.height === null ? null : mm(state.height),
    materialId: state.materialId,
    extras: state.extras,
  });
  return result.success ? result.output : null;
}
