// A configured article (a box or a mat made to measure) as the configurators keep it: in the page URL,
// in the order item it becomes (order-items/post carries it, order-items/get returns it) and in the
// cart line's "edit" link. It holds what the shopper chose, in whole millimetres, not what follows
// from it (outer size, borders, price): those are computed again by core/configurator/ and the API.
import * as v from "valibot";
import { idLike, numberLike } from "./coerce.ts";

const mm = v.pipe(numberLike(), v.minValue(0), v.maxValue(100_000));
const count = v.pipe(numberLike(), v.integer(), v.minValue(1), v.maxValue(20));

export const BoxConfigurationSchema = v.object({
  kind: v.literal("box"),
  categoryId: idLike(),
  boxId: idLike(),
  /** Inner size. */
  lengthMm: mm,
  widthMm: mm,
  /** null for a type without height. */
  heightMm: v.nullable(mm),
  materialId: idLike(),
  extras: v.optional(v.array(idLike()), []),
});
export type BoxConfiguration = v.InferOutput<typeof BoxConfigurationSchema>;

export const MatConfigurationSchema = v.object({
  kind: v.literal("mat"),
  materialId: idLike(),
  /** The standard format the outer size was taken from; null for a custom size. */
  formatId: v.nullable(idLike()),
  /** Outer size. */
  widthMm: mm,
  heightMm: mm,
  /** 'window': the opening's size was given; 'picture': the picture's, the window is smaller by the overlap on each side. */
  openingMode: v.picklist(["window", "picture"]),
  openingWidthMm: mm,
  openingHeightMm: mm,
  overlapMm: mm,
  /** 'equal' borders; 'raised': the window sits higher by `raise` (bottom weighting); 'sides': each border given. */
  borderMode: v.picklist(["equal", "raised", "sides"]),
  raise: mm,
  raiseUnit: v.picklist(["mm", "%"]),
  /** Per-side borders, used in 'sides' mode. */
  sides: v.object({ top: mm, right: mm, bottom: mm, left: mm }),
  /** Several equal windows in rows and columns with a gap between them; 1 × 1 is one window. */
  rows: count,
  columns: count,
  gapMm: mm,
});
export type MatConfiguration = v.InferOutput<typeof MatConfigurationSchema>;

/** A configured article of either kind. */
export type Configuration = BoxConfiguration | MatConfiguration;
