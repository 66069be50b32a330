// The box configuration in the page's query, under the prefix `b.` so the mat configurator (`m.`) and
// the page's own parameters can share the query (docs/elements/box-configurator.md#url):
//   ?b.cat=2&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=3&b.x=notch,label&b.q=10&b.u=mm
// Lengths are whole millimetres. The URL may also hold what the shopper is still typing ("32a"): read
// back, such a value lands in its field with its problem, never dropped silently. An order item's
// configuration_query is the same query without quantity and unit.
import * as v from "valibot";
import { type BoxConfiguration, BoxConfigurationSchema } from "../api/configuration.ts";
import { type BoxUrlState, writeBoxUrl, readBoxUrl } from "./box-url-params.ts";
import type { LengthUnit } from "./units.ts";

export { BOX_URL_PREFIX, type BoxUrlState, EMPTY_BOX_URL_STATE, readBoxUrl, writeBoxUrl } from "./box-url-params.ts";

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
