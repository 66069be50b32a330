// The size the preview draws while a length is not valid: the last valid one of each field, else a
// size typical of the type (the geometric middle of its ranges, within its height-to-width rule).
import type { BoxType } from "../../core/api/configurator.ts";
import { type BoxSize, type DimensionInput, maxHeightFor } from "../../core/configurator/box-geometry.ts";

const middle = (range: { min: number; max: number }) => Math.round(Math.sqrt(range.min * range.max));

/** A size typical of the type, for its thumbnail and the preview before anything is typed. */
export function typicalSize(type: BoxType): BoxSize {
  const width = middle(type.width);
  const length = type.lengthAtLeastWidth ? Math.max(middle(type.length), Math.min(width, type.length.max)) : middle(type.length);
  const height = type.height === null ? null : Math.min(middle(type.height), maxHeightFor(type, width) ?? type.height.max);
  return { length, width, height: height === null ? null : Math.max(height, type.height?.min ?? 0) };
}

/** Each field's valid size, else the one it had last time it was valid (`last`), else the typical one. */
export function previewSize(type: BoxType, valid: DimensionInput, last: DimensionInput): { size: BoxSize; given: boolean } {
  const typical = typicalSize(type);
  const length = valid.length ?? last.length;
  const width = valid.width ?? last.width;
  const height = type.height === null ? null : (valid.height ?? last.height);
  return {
    size: {
      length: length ?? typical.length,
      width: width ?? typical.width,
      height: type.height === null ? null : (height ?? typical.height),
    },
    // Whether every length drawn is one the shopper gave (else the drawing only shows the kind).
    given: length !== null && width !== null && (type.height === null || height !== null),
  };
}
