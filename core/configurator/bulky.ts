// Bulky goods (specification section 6: can only be requested, sent by freight forwarder). A configured
// box is bulky when its outer size does not fit the parcel services' limit, which the box type names
// (`parcelLimit` of GET boxes, core/api/configurator.ts): the shop sets it per type, not the bundle.
import type { ParcelLimit } from "../api/configurator.ts";

/** An outer size in millimetres. */
export interface OuterSize {
  length: number;
  width: number;
  height: number;
}

/** The carriers' girth: the longest side plus twice each of the other two. */
export function girthMm({ length, width, height }: OuterSize): number {
  const [longest, middle, shortest] = [length, width, height].sort((a, b) => b - a) as [number, number, number];
  return longest + 2 * middle + 2 * shortest;
}

/** Bulky: the longest side is above `maxLengthMm`, or length + 2 × width + 2 × height is above `maxGirthMm`. */
export function isBulky(outer: OuterSize, limit: ParcelLimit): boolean {
  return Math.max(outer.length, outer.width, outer.height) > limit.maxLengthMm || girthMm(outer) > limit.maxGirthMm;
}
