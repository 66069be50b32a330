// The passepartout's preview as data (docs/elements/mat-configurator.md#preview): the board and its
// windows in millimetres inside an SVG viewBox with room for the measures, each window with its bevel,
// and where each measure's label goes. The view only maps this to <rect>/<line>/<text>. Cheap on
// purpose: a few dozen numbers per change, so the preview follows every keystroke within one frame.
import type { Borders, MatGeometry, Rect } from "./mat-geometry.ts";

export type MatLabelKind = "width" | "height" | "window" | keyof Borders;

export interface MatDrawingLabel {
  kind: MatLabelKind;
  /** Anchor (text centre) in viewBox units. */
  x: number;
  y: number;
  /** The length the label reads (for "window" the window's width; its height is windowHeightMm). */
  valueMm: number;
  /** Written along the vertical axis. */
  vertical: boolean;
  /** Whether the label fits where it goes; one that does not is left out (the text description has it). */
  fits: boolean;
}

export interface DimensionLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface MatDrawing {
  viewBox: string;
  board: Rect;
  /** Each window and the bevel band around it (the cut's 45° face, seen in the core's colour). */
  windows: { bevel: Rect; window: Rect }[];
  /** The outer width's line above the board and the outer height's left of it. */
  dimensions: DimensionLine[];
  labels: MatDrawingLabel[];
  /** Label size in viewBox units (millimetres of the board: the drawing is to scale). */
  fontSize: number;
  /** Width of the ticks at the dimension lines' ends. */
  tick: number;
}

/** The label height relative to the board's longer side; large enough to read in a 320 px preview. */
const FONT_SHARE = 0.045;
/** The bevel as drawn: at least this share of the longer side, else a 1.5 mm cut would not show. */
const BEVEL_SHARE = 0.008;

const round = (n: number) => Math.round(n * 100) / 100;

/** The preview of `geometry` (a drawable one: core/configurator/mat-geometry.ts isDrawable). */
export function matDrawing(geometry: MatGeometry, thicknessMm: number): MatDrawing {
  const { widthMm: w, heightMm: h, borders, block } = geometry;
  const longer = Math.max(w, h);
  const font = longer * FONT_SHARE;
  const bevelMm = Math.max(thicknessMm, longer * BEVEL_SHARE);
  const before = font * 2.4;
  const after = font * 0.4;
  const viewBox = [-before, -before, w + before + after, h + before + after].map(round).join(" ");
  const windows = geometry.windows.map((window) => ({
    window,
    // The bevel lies inside the cut: the window's face on the board side is larger by the bevel.
    bevel: { x: window.x - bevelMm, y: window.y - bevelMm, w: window.w + 2 * bevelMm, h: window.h + 2 * bevelMm },
  }));
  const lineAt = font * 1;
  const dimensions = [
    { x1: 0, y1: -lineAt, x2: w, y2: -lineAt },
    { x1: -lineAt, y1: 0, x2: -lineAt, y2: h },
  ];
  const centreX = block.x + block.w / 2;
  const centreY = block.y + block.h / 2;
  // A label fits a border when the border is at least this wide across the text.
  const across = font * 1.3;
  const along = font * 2.6;
  const first = geometry.windows[0];
  const labels: MatDrawingLabel[] = [
    { kind: "width", x: w / 2, y: -lineAt - font * 0.55, valueMm: w, vertical: false, fits: true },
    { kind: "height", x: -lineAt - font * 0.55, y: h / 2, valueMm: h, vertical: true, fits: true },
    { kind: "top", x: centreX, y: borders.top / 2, valueMm: borders.top, vertical: false, fits: borders.top >= across },
    { kind: "bottom", x: centreX, y: h - borders.bottom / 2, valueMm: borders.bottom, vertical: false, fits: borders.bottom >= across },
    { kind: "left", x: borders.left / 2, y: centreY, valueMm: borders.left, vertical: true, fits: borders.left >= across },
    { kind: "right", x: w - borders.right / 2, y: centreY, valueMm: borders.right, vertical: true, fits: borders.right >= across },
  ];
  if (first) {
    const fits = first.w >= along * 2.4 && first.h >= across;
    labels.push({ kind: "window", x: first.x + first.w / 2, y: first.y + first.h / 2, valueMm: first.w, vertical: false, fits });
  }
  return { viewBox, board: { x: 0, y: 0, w, h }, windows, dimensions, labels, fontSize: font, tick: font * 0.5 };
}
