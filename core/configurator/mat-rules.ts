// The rules a passepartout must keep (docs/elements/mat-configurator.md#rules). Each broken rule is a
// problem at the field the shopper changes to mend it, with the numbers its message names; the element
// translates it. Pure: configuration and board in, problems out.
import type { MatConfiguration } from "../api/configuration.ts";
import type { Material } from "../api/configurator.ts";
import { type Borders, type MatGeometry, matGeometry } from "./mat-geometry.ts";

/** The fields of the mat configurator a problem can stand at. */
export type MatField =
  | "width"
  | "height"
  /** The window's size, or the picture's in 'picture' mode. */
  | "openingWidth"
  | "openingHeight"
  | "overlap"
  | "raise"
  | keyof Borders
  | "rows"
  | "columns"
  | "gap";

export type Side = keyof Borders;

/** Rows and columns of windows one mat may have. */
export const MAX_WINDOWS_PER_AXIS = 10;

export type MatProblem =
  /** A length that must be more than 0 is 0 (a link may carry it; the fields refuse it before). */
  | { field: MatField; code: "not-positive" }
  /** The outer size fits the board's largest sheet in neither orientation. */
  | { field: "width" | "height"; code: "outer-above-board"; sheetWidthMm: number; sheetHeightMm: number }
  /** The window block is wider or taller than the board. */
  | { field: "openingWidth" | "openingHeight"; code: "window-outside-board"; blockMm: number; outerMm: number }
  /** In 'picture' mode the picture must be larger than the window: by the overlap, on each side. */
  | { field: "overlap"; code: "overlap-not-positive" }
  | { field: "openingWidth" | "openingHeight"; code: "picture-not-larger"; pictureMm: number; overlapMm: number }
  /** In 'sides' mode the borders (and gaps) take the whole outer size: no window is left. */
  | { field: "right" | "bottom"; code: "sides-leave-no-window"; bordersMm: number; outerMm: number }
  /** A border narrower than the board allows. */
  | { field: MatField; code: "border-below-minimum"; side: Side; borderMm: number; minMm: number }
  | { field: "rows" | "columns"; code: "count-out-of-range"; min: number; max: number }
  /** The strip between two windows is a border of both: at least the board's minimum border. */
  | { field: "gap"; code: "gap-below-minimum"; gapMm: number; minMm: number };

/** What the rules need of the board; null while the boards are loading (board rules wait). */
export type MatBoard = Pick<Material, "sheet" | "minBorderMm"> | null;

/** Both axes of the configurator, named by their fields. */
const AXES = [
  {
    outer: "width",
    outerKey: "widthMm",
    opening: "openingWidth",
    openingKey: "openingWidthMm",
    count: "columns",
    sides: ["left", "right"],
  },
  {
    outer: "height",
    outerKey: "heightMm",
    opening: "openingHeight",
    openingKey: "openingHeightMm",
    count: "rows",
    sides: ["top", "bottom"],
  },
] as const;

/** Every rule `config` breaks on `board`, at most one problem per rule and axis. */
export function matProblems(config: MatConfiguration, board: MatBoard, geometry: MatGeometry = matGeometry(config)): MatProblem[] {
  const problems: MatProblem[] = [];
  problems.push(...outerProblems(config, board));
  for (const axis of AXES) {
    const count = config[axis.count];
    if (count < 1 || count > MAX_WINDOWS_PER_AXIS || !Number.isInteger(count)) {
      problems.push({ field: axis.count, code: "count-out-of-range", min: 1, max: MAX_WINDOWS_PER_AXIS });
    }
  }
  if (config.rows * config.columns > 1 && board && config.gapMm < board.minBorderMm) {
    problems.push({ field: "gap", code: "gap-below-minimum", gapMm: config.gapMm, minMm: board.minBorderMm });
  }
  if (config.borderMode !== "sides" && config.openingMode === "picture" && config.overlapMm <= 0) {
    problems.push({ field: "overlap", code: "overlap-not-positive" });
  }
  for (const axis of AXES) problems.push(...axisProblems(config, board, geometry, axis));
  return problems;
}

function outerProblems(config: MatConfiguration, board: MatBoard): MatProblem[] {
  const problems: MatProblem[] = [];
  if (config.widthMm <= 0) problems.push({ field: "width", code: "not-positive" });
  if (config.heightMm <= 0) problems.push({ field: "height", code: "not-positive" });
  if (!board || problems.length > 0) return problems;
  // The sheet may be turned: its long side takes the mat's long side.
  const { widthMm: sw, heightMm: sh } = board.sheet;
  const landscape = config.widthMm >= config.heightMm;
  const [longField, shortField] = landscape ? (["width", "height"] as const) : (["height", "width"] as const);
  const long = Math.max(config.widthMm, config.heightMm);
  const short = Math.min(config.widthMm, config.heightMm);
  const sheet = { sheetWidthMm: sw, sheetHeightMm: sh };
  if (long > Math.max(sw, sh)) problems.push({ field: longField, code: "outer-above-board", ...sheet });
  if (short > Math.min(sw, sh)) problems.push({ field: shortField, code: "outer-above-board", ...sheet });
  return problems;
}

type Axis = (typeof AXES)[number];

function axisProblems(config: MatConfiguration, board: MatBoard, geometry: MatGeometry, axis: Axis): MatProblem[] {
  const outer = config[axis.outerKey];
  if (outer <= 0) return [];
  const windowMm = axis.outer === "width" ? geometry.windowWidthMm : geometry.windowHeightMm;
  const [first, second] = axis.sides;
  const sides = config.borderMode === "sides";
  if (sides && windowMm <= 0) {
    const bordersMm = geometry.borders[first] + geometry.borders[second];
    return [{ field: second, code: "sides-leave-no-window", bordersMm, outerMm: outer }];
  }
  if (!sides) {
    const opening = config[axis.openingKey];
    if (opening <= 0) return [{ field: axis.opening, code: "not-positive" }];
    if (config.openingMode === "picture" && windowMm <= 0) {
      return [{ field: axis.opening, code: "picture-not-larger", pictureMm: opening, overlapMm: config.overlapMm }];
    }
    const blockMm = axis.outer === "width" ? geometry.block.w : geometry.block.h;
    if (blockMm > outer) return [{ field: axis.opening, code: "window-outside-board", blockMm, outerMm: outer }];
  }
  return board ? borderProblems(config, board, geometry, axis) : [];
}

/**
 * The narrower border of the axis below the board's minimum, at the field that mends it: in 'sides'
 * mode the border's own; else the opening's size on that axis (the borders follow from it), or the
 * raise when only the top is too narrow in 'raised' mode.
 */
function borderProblems(config: MatConfiguration, board: NonNullable<MatBoard>, geometry: MatGeometry, axis: Axis): MatProblem[] {
  const minMm = board.minBorderMm;
  const below = axis.sides.filter((side) => geometry.borders[side] < minMm);
  if (config.borderMode === "sides") {
    return below.map((side) => ({ field: side, code: "border-below-minimum", side, borderMm: geometry.borders[side], minMm }));
  }
  const narrowest = below.sort((a, b) => geometry.borders[a] - geometry.borders[b])[0];
  if (!narrowest) return [];
  const field: MatField = config.borderMode === "raised" && below.length === 1 && narrowest === "top" ? "raise" : axis.opening;
  return [{ field, code: "border-below-minimum", side: narrowest, borderMm: geometry.borders[narrowest], minMm }];
}
