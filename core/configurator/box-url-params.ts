// The box configuration's parameters of the page's query (`b.…`, core/configurator/box-url.ts), read
// and written as text, without valibot: the box configurator's loader reads the category with them
// (widgets/box-configurator/early.ts).
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
