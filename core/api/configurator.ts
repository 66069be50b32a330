// The configurators' endpoints (specification section 7 names only their paths; designed here,
// docs/api.md#configurators): the box catalogue (box-categories, boxes), the boards (materials), the
// standard mat formats (ppt-price/formats) and the live prices (box-price, ppt-price). A type's ranges
// and rules come from these answers, never from the bundle. Every length is in whole millimetres.
import * as v from "valibot";
import { request } from "./client.ts";
import { flag, idLike, numberLike } from "./coerce.ts";
import { boxCategoriesRequest, boxTypesRequest, materialsRequest, matFormatsRequest } from "./configurator-requests.ts";
import { PriceListSchema } from "./schemas.ts";

export { KNOWN_QUALITIES } from "../catalog/quality-codes.ts";

const text = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), "");
const mm = v.pipe(numberLike(), v.minValue(0));
const positiveMm = v.pipe(numberLike(), v.minValue(1));

/** An inclusive range of whole millimetres; min ≤ max. */
export const RangeSchema = v.pipe(
  v.object({ min: positiveMm, max: positiveMm }),
  v.check((r) => r.min <= r.max, "Expected min ≤ max"),
);
export type Range = v.InferOutput<typeof RangeSchema>;

/** One box category of `GET box-categories`. */
export const BoxCategorySchema = v.object({
  id: idLike(),
  name: v.string(),
  description: text,
});
export type BoxCategory = v.InferOutput<typeof BoxCategorySchema>;

/** `GET box-categories?language`: the categories in the shop's order. */
export const BoxCategoryListSchema = v.object({ categories: v.array(BoxCategorySchema) });

/** The drawings the bundle knows; a type names the one its preview uses. */
export const BOX_DRAWINGS = ["lid-box", "clamshell", "drop-front", "slipcase", "folder", "tray"] as const;
export type BoxDrawing = (typeof BOX_DRAWINGS)[number];

/** An optional extra of a box type (thumb notch, label holder …), priced per box. */
export const BoxExtraSchema = v.object({ id: idLike(), name: v.string(), description: text });
export type BoxExtra = v.InferOutput<typeof BoxExtraSchema>;

/**
 * The outer size is the inner size plus this many board thicknesses per axis (walls, lid and folds
 * together: a lid box's lid adds two walls to length and width).
 */
export const AllowanceSchema = v.object({ length: mm, width: mm, height: mm });

/** The parcel services' limit a box (its outer size) must stay within to be sent as a parcel. */
export const ParcelLimitSchema = v.object({
  /** The longest outer side. */
  maxLengthMm: positiveMm,
  /** Length plus twice width plus twice height (the carriers' "girth" rule). */
  maxGirthMm: positiveMm,
});
export type ParcelLimit = v.InferOutput<typeof ParcelLimitSchema>;

/** One box type of `GET boxes`. */
export const BoxTypeSchema = v.object({
  id: idLike(),
  categoryId: idLike(),
  name: v.string(),
  description: text,
  /** The article number the configured box's order item carries (the CRM's article for this type). */
  articleId: idLike(),
  articleNumber: v.string(),
  drawing: v.picklist(BOX_DRAWINGS),
  /** Allowed inner sizes; `height` null: the type has no height (a flat folder). */
  length: RangeSchema,
  width: RangeSchema,
  height: v.nullable(RangeSchema),
  /** The height may be at most this share of the width (a tall narrow box falls over); null: no such rule. */
  maxHeightToWidth: v.optional(v.nullable(v.pipe(numberLike(), v.minValue(0.1))), null),
  /** Whether the length must be at least the width (the opening is on the long side). */
  lengthAtLeastWidth: v.optional(flag(), true),
  allowance: AllowanceSchema,
  /** The material ids this type can be made of. */
  materials: v.array(idLike()),
  extras: v.optional(v.array(BoxExtraSchema), []),
  /** Smallest order unit (kleinste_bestelleinheit) for this type. */
  smallestOrderUnit: v.optional(v.pipe(numberLike(), v.integer(), v.minValue(1)), 1),
  /** From this amount on the price is on request (the product page's requested_delivery_amount); null: never. */
  requestFromAmount: v.optional(v.nullable(v.pipe(numberLike(), v.integer(), v.minValue(1))), null),
  parcelLimit: ParcelLimitSchema,
});
export type BoxType = v.InferOutput<typeof BoxTypeSchema>;

/** `GET boxes?categoryId&language`: the category's box types. */
export const BoxTypeListSchema = v.object({ boxes: v.array(BoxTypeSchema) });

/** A colour as the boards are sold: its name and an sRGB value for the preview. */
export const ColourSchema = v.object({ name: v.string(), hex: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/)) });
export type Colour = v.InferOutput<typeof ColourSchema>;

/** One board of `GET materials`. */
export const MaterialSchema = v.object({
  id: idLike(),
  name: v.string(),
  /** What the board is made into. */
  uses: v.array(v.picklist(["box", "mat"])),
  /** Quality codes (KNOWN_QUALITIES and possibly others). */
  qualities: v.array(v.string()),
  thicknessMm: v.pipe(numberLike(), v.minValue(0.1), v.maxValue(20)),
  colour: ColourSchema,
  /** A mat board's core, seen in the window's bevel; null for boards without a distinct core. */
  coreColour: v.optional(v.nullable(ColourSchema), null),
  fsc: v.optional(flag(), false),
  /** The largest sheet: a mat's outer size must fit it. */
  sheet: v.object({ widthMm: positiveMm, heightMm: positiveMm }),
  /** The narrowest border a mat cut from this board may have. */
  minBorderMm: v.optional(positiveMm, 10),
});
export type Material = v.InferOutput<typeof MaterialSchema>;

/** `GET materials?use&language`: the boards for boxes or for mats. */
export const MaterialListSchema = v.object({ materials: v.array(MaterialSchema) });

/** One standard frame format of `GET ppt-price/formats`. */
export const MatFormatSchema = v.object({ id: idLike(), name: v.string(), widthMm: positiveMm, heightMm: positiveMm });
export type MatFormat = v.InferOutput<typeof MatFormatSchema>;

/** `GET ppt-price/formats?language`: the standard frame formats, smallest first. */
export const MatFormatListSchema = v.object({ formats: v.array(MatFormatSchema) });

/**
 * `GET box-price` and `GET ppt-price`: the configured article's price list for the company and country
 * (the whole scale, so a change of quantity re-prices without a request) and its weight.
 */
export const ConfiguredPriceSchema = v.object({
  priceList: PriceListSchema,
  /** Net weight of one piece in kilograms. */
  weightKg: v.pipe(numberLike(), v.minValue(0)),
});
export type ConfiguredPrice = v.InferOutput<typeof ConfiguredPriceSchema>;

interface Call {
  baseUrl: string;
  language: string;
  signal?: AbortSignal;
}

interface PriceCall extends Omit<Call, "language"> {
  companyId: string | null;
  geoLocation: string;
}

export function fetchBoxCategories(call: Call) {
  return request({ ...call, ...boxCategoriesRequest(call.language), schema: BoxCategoryListSchema });
}

export function fetchBoxTypes(call: Call & { categoryId: string }) {
  return request({ ...call, ...boxTypesRequest(call), schema: BoxTypeListSchema });
}

export function fetchMaterials(call: Call & { use: "box" | "mat" }) {
  return request({ ...call, ...materialsRequest(call), schema: MaterialListSchema });
}

export function fetchMatFormats(call: Call) {
  return request({ ...call, ...matFormatsRequest(call.language), schema: MatFormatListSchema });
}

/** The query of `box-price`: the box configuration in millimetres, extras comma-separated. */
export interface BoxPriceQuery {
  boxId: string;
  length: number;
  width: number;
  /** Left out for a type without height. */
  height?: number;
  materialId: string;
  extras: string[];
}

export function fetchBoxPrice(call: PriceCall & { box: BoxPriceQuery }) {
  const { box } = call;
  const query = {
    boxId: box.boxId,
    length: box.length,
    width: box.width,
    height: box.height,
    materialId: box.materialId,
    extras: box.extras.length > 0 ? box.extras.join(",") : undefined,
    companyId: call.companyId ?? undefined,
    geoLocation: call.geoLocation,
  };
  return request({ ...call, path: "box-price", query, schema: ConfiguredPriceSchema });
}

/** The query of `ppt-price`: outer size, one window's size, how many windows, the board. */
export interface MatPriceQuery {
  width: number;
  height: number;
  windowWidth: number;
  windowHeight: number;
  windows: number;
  materialId: string;
}

export function fetchMatPrice(call: PriceCall & { mat: MatPriceQuery }) {
  const query = { ...call.mat, companyId: call.companyId ?? undefined, geoLocation: call.geoLocation };
  return request({ ...call, path: "ppt-price", query, schema: ConfiguredPriceSchema });
}
