// The box configurator's sizes and rules (docs/elements/box-configurator.md): the outer size follows
// from the inner one and the board, and a type's dimension rules come from its API answer (ranges, the
// height-to-width ratio, length at least width), never from the bundle. Each broken rule names its
// field and the limit that applies now, so the message at the field can say the actual number.
import type { BoxType } from "../api/configurator.ts";

export type BoxAxis = "length" | "width" | "height";

/** A box's three sizes in millimetres; `height` null for a type without one (a flat folder). */
export interface BoxSize {
  length: number;
  width: number;
  height: number | null;
}

/** The outer size: inner size plus the type's allowance (board thicknesses per axis), to 0.1 mm. */
export function outerSize(inner: BoxSize, allowance: BoxType["allowance"], thicknessMm: number): BoxSize {
  const add = (mm: number, boards: number) => Math.round((mm + boards * thicknessMm) * 10) / 10;
  return {
    length: add(inner.length, allowance.length),
    width: add(inner.width, allowance.width),
    height: inner.height === null ? null : add(inner.height, allowance.height),
  };
}

/** Whether the type takes a height (a folder does not). */
export function hasHeight(type: Pick<BoxType, "height">): boolean {
  return type.height !== null;
}

export type DimensionProblem =
  | { field: BoxAxis; code: "below-min"; min: number }
  | { field: BoxAxis; code: "above-max"; max: number }
  /** The height passes the type's share of the width; `max` is the highest height for this width. */
  | { field: "height"; code: "above-ratio"; max: number; ratio: number }
  /** The length is shorter than the width; `min` is the width. */
  | { field: "length"; code: "shorter-than-width"; min: number };

/** The typed sizes in mm; null where the field holds nothing usable (its own problem is said there). */
export type DimensionInput = Record<BoxAxis, number | null>;

/** The highest height the type allows for `width`: its range's max, or less by its height-to-width ratio. */
export function maxHeightFor(type: Pick<BoxType, "height" | "maxHeightToWidth">, width: number | null): number | null {
  if (type.height === null) return null;
  if (type.maxHeightToWidth === null || width === null) return type.height.max;
  return Math.min(type.height.max, Math.floor(type.maxHeightToWidth * width));
}

/** The range problem of one size, if any. */
function rangeProblem(field: BoxAxis, mm: number, range: { min: number; max: number }): DimensionProblem | null {
  if (mm < range.min) return { field, code: "below-min", min: range.min };
  if (mm > range.max) return { field, code: "above-max", max: range.max };
  return null;
}

/**
 * The type's dimension rules on the typed sizes, at most one problem per field: each size in its range;
 * the height at most maxHeightToWidth × width (the actual limit for the width typed, when that is lower
 * than the range's max); the length at least the width when the type says so. A rule that needs a
 * field without a usable size is not checked.
 */
export function dimensionProblems(
  type: Pick<BoxType, "length" | "width" | "height" | "maxHeightToWidth" | "lengthAtLeastWidth">,
  size: DimensionInput,
): DimensionProblem[] {
  const problems: DimensionProblem[] = [];
  const { length, width, height } = size;
  if (length !== null) {
    const problem = rangeProblem("length", length, type.length);
    if (problem) problems.push(problem);
    else if (type.lengthAtLeastWidth && width !== null && length < width)
      problems.push({ field: "length", code: "shorter-than-width", min: width });
  }
  if (width !== null) {
    const problem = rangeProblem("width", width, type.width);
    if (problem) problems.push(problem);
  }
  if (type.height !== null && height !== null) {
    const max = maxHeightFor(type, width) ?? type.height.max;
    if (height < type.height.min) problems.push({ field: "height", code: "below-min", min: type.height.min });
    else if (height > max)
      problems.push(
        max < type.height.max && type.maxHeightToWidth !== null
          ? { field: "height", code: "above-ratio", max, ratio: type.maxHeightToWidth }
          : { field: "height", code: "above-max", max: type.height.max },
      );
  }
  return problems;
}

/** The problem of one field among `problems`. */
export function problemAt(problems: readonly DimensionProblem[], field: BoxAxis): DimensionProblem | undefined {
  return problems.find((p) => p.field === field);
}

/**
 * The size nearest `wanted` that the type allows: the width and the length each within their range, the
 * length at least the width where the type says so, the height within its range and its share of the
 * width (none for a folder). The configurator opens with it, so an example fits whichever type is chosen first.
 */
export function fittedSize(
  type: Pick<BoxType, "length" | "width" | "height" | "maxHeightToWidth" | "lengthAtLeastWidth">,
  wanted: { length: number; width: number; height: number | null },
): BoxSize {
  const clamp = (mm: number, min: number, max: number) => Math.max(min, Math.min(max, mm));
  let width = clamp(wanted.width, type.width.min, type.width.max);
  let length = clamp(wanted.length, type.length.min, type.length.max);
  if (type.lengthAtLeastWidth && length < width) {
    length = Math.min(width, type.length.max);
    width = Math.min(width, length);
  }
  if (type.height === null) return { length, width, height: null };
  const max = maxHeightFor(type, width) ?? type.height.max;
  return { length, width, height: clamp(wanted.height ?? type.height.min, type.height.min, max) };
}
