// Where a passepartout's windows lie (docs/elements/mat-configurator.md#geometry). Pure: from what the
// shopper chose (MatConfiguration, whole millimetres) to the window size, the four borders and every
// window's rectangle, in millimetres from the board's top left corner. Fractions of a millimetre are
// kept (an odd remainder splits into two halves); rounding is for display only.
import type { MatConfiguration } from "../api/configuration.ts";

/** The overlap a picture gets on each side when the shopper does not change it. */
export const DEFAULT_OVERLAP_MM = 5;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Borders {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface MatGeometry {
  /** Outer size of the board. */
  widthMm: number;
  heightMm: number;
  /** One window's size (all windows are equal). */
  windowWidthMm: number;
  windowHeightMm: number;
  /** The picture behind each window in 'picture' mode (window + 2 × overlap); null in 'window' mode. */
  picture: { widthMm: number; heightMm: number } | null;
  /** The block of all windows with the gaps between them. */
  block: Rect;
  borders: Borders;
  /** Every window, row by row, left to right. */
  windows: Rect[];
}

/**
 * The difference bottom − top in 'raised' mode: `raise` millimetres, or `raise` per cent of the two
 * vertical borders together (10 % of 210 mm = 21 mm: top 94.5, bottom 115.5).
 */
export function raiseMm(config: Pick<MatConfiguration, "raise" | "raiseUnit">, verticalBordersMm: number): number {
  return config.raiseUnit === "%" ? (verticalBordersMm * config.raise) / 100 : config.raise;
}

/** The length `count` equal windows share in `blockMm` with `gapMm` between neighbours. */
function share(blockMm: number, count: number, gapMm: number): number {
  return (blockMm - (count - 1) * gapMm) / count;
}

/** The length of `count` windows of `windowMm` with `gapMm` between neighbours. */
function span(windowMm: number, count: number, gapMm: number): number {
  return count * windowMm + (count - 1) * gapMm;
}

/**
 * The geometry of `config`. In 'window' and 'picture' mode the window size is given (in 'picture' mode
 * as the picture, smaller by the overlap on each side) and the borders follow: 'equal' centres the
 * block, 'raised' makes the bottom border larger than the top by raiseMm(). In 'sides' mode the four
 * borders are given and the window follows from the outer size (the opening fields are not read).
 * The result may be impossible (negative borders or windows): core/configurator/mat-rules.ts says why.
 */
export function matGeometry(config: MatConfiguration): MatGeometry {
  const { widthMm, heightMm, rows, columns, gapMm } = config;
  let windowWidthMm: number;
  let windowHeightMm: number;
  let borders: Borders;
  if (config.borderMode === "sides") {
    borders = { ...config.sides };
    windowWidthMm = share(widthMm - borders.left - borders.right, columns, gapMm);
    windowHeightMm = share(heightMm - borders.top - borders.bottom, rows, gapMm);
  } else {
    const inset = config.openingMode === "picture" ? 2 * config.overlapMm : 0;
    windowWidthMm = config.openingWidthMm - inset;
    windowHeightMm = config.openingHeightMm - inset;
    const horizontal = widthMm - span(windowWidthMm, columns, gapMm);
    const vertical = heightMm - span(windowHeightMm, rows, gapMm);
    const raise = config.borderMode === "raised" ? raiseMm(config, vertical) : 0;
    borders = { left: horizontal / 2, right: horizontal / 2, top: (vertical - raise) / 2, bottom: (vertical + raise) / 2 };
  }
  const block: Rect = { x: borders.left, y: borders.top, w: span(windowWidthMm, columns, gapMm), h: span(windowHeightMm, rows, gapMm) };
  const windows: Rect[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      windows.push({
        x: block.x + column * (windowWidthMm + gapMm),
        y: block.y + row * (windowHeightMm + gapMm),
        w: windowWidthMm,
        h: windowHeightMm,
      });
    }
  }
  const overlap = config.overlapMm;
  const picture =
    config.openingMode === "picture" ? { widthMm: windowWidthMm + 2 * overlap, heightMm: windowHeightMm + 2 * overlap } : null;
  return { widthMm, heightMm, windowWidthMm, windowHeightMm, picture, block, borders, windows };
}

/** Whether the geometry can be drawn: every window has a size and lies on the board. */
export function isDrawable(geometry: MatGeometry): boolean {
  const { borders, windowWidthMm, windowHeightMm } = geometry;
  return windowWidthMm > 0 && windowHeightMm > 0 && borders.top >= 0 && borders.right >= 0 && borders.bottom >= 0 && borders.left >= 0;
}
