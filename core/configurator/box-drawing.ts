// The box preview as data (docs/elements/box-configurator.md#preview): an isometric view of the box,
// one scale for all three axes so the drawing is to scale, fitted into a fixed viewBox (the preview
// keeps its place on the page whatever the size), with the lines of the type's lid, flap, opening or
// notch and the anchor points of the L, W, H labels. Pure and cheap: it runs on every keystroke and
// must finish well within one frame (bench/).
import type { BoxDrawing } from "../api/configurator.ts";
import type { BoxSize } from "./box-geometry.ts";

export const DRAWING_WIDTH = 400;
export const DRAWING_HEIGHT = 300;
/** Room around the box for the labels ("31 1/2″" beyond the width's edge). */
const MARGIN_X = 64;
const MARGIN_Y = 40;
const COS30 = Math.cos(Math.PI / 6);
const SIN30 = 0.5;

export type FaceKind = "top" | "front" | "side" | "inside";
export type LineKind = "lid" | "hinge" | "flap" | "opening" | "notch" | "label-holder" | "fold";

export interface DrawingFace {
  kind: FaceKind;
  /** SVG path data. */
  d: string;
}

export interface DrawingLine {
  kind: LineKind;
  d: string;
}

export interface DrawingLabel {
  axis: "length" | "width" | "height";
  /** Where the text sits and how it is anchored. */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  /** Degrees to turn the text about (x, y): the height reads along its edge, so it needs no width. */
  rotate: number;
  /** The dimension line beside the edge it measures. */
  line: string;
}

export interface BoxDrawingData {
  width: number;
  height: number;
  faces: DrawingFace[];
  lines: DrawingLine[];
  labels: DrawingLabel[];
}

/** Which drawn extras the bundle knows by their id (the fake API's and the CRM's ids). */
export interface DrawnExtras {
  notch: boolean;
  labelHolder: boolean;
}

/** The extras among `ids` the drawing shows: a thumb notch and a label holder. */
export function drawnExtras(ids: readonly string[]): DrawnExtras {
  return { notch: ids.some((id) => /notch/i.test(id)), labelHolder: ids.some((id) => /label/i.test(id)) };
}

type Point3 = readonly [number, number, number];

/** A folder has no height: it is drawn as thin as a board seen to scale, at least 1.5 % of its length. */
function drawnHeight(size: BoxSize): number {
  return size.height ?? Math.max(3, 0.015 * Math.max(size.length, size.width));
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The isometric drawing of a box of `size` (x along the length, y the width, z the height): the top and
 * the two faces towards the viewer (front: the long side, y = width; side: x = length), scaled to fit.
 */
export function boxDrawing(kind: BoxDrawing, size: BoxSize, extras: DrawnExtras = { notch: false, labelHolder: false }): BoxDrawingData {
  const L = Math.max(size.length, 1);
  const W = Math.max(size.width, 1);
  const H = Math.max(drawnHeight(size), 1);
  // Projected extent: u from −W·cos30 to L·cos30; v from −H to (L + W)·sin30.
  const spanU = (L + W) * COS30;
  const spanV = (L + W) * SIN30 + H;
  const scale = Math.min((DRAWING_WIDTH - 2 * MARGIN_X) / spanU, (DRAWING_HEIGHT - 2 * MARGIN_Y) / spanV);
  const offsetU = (DRAWING_WIDTH - spanU * scale) / 2 + W * COS30 * scale;
  const offsetV = (DRAWING_HEIGHT - spanV * scale) / 2 + H * scale;
  const at = ([x, y, z]: Point3): [number, number] => [
    round(offsetU + (x - y) * COS30 * scale),
    round(offsetV + ((x + y) * SIN30 - z) * scale),
  ];
  const path = (points: Point3[], close = false) =>
    points.map((p, i) => `${i === 0 ? "M" : "L"}${at(p).join(" ")}`).join(" ") + (close ? " Z" : "");

  const faces: DrawingFace[] = [
    {
      kind: "front",
      d: path(
        [
          [0, W, 0],
          [L, W, 0],
          [L, W, H],
          [0, W, H],
        ],
        true,
      ),
    },
    {
      kind: "side",
      d: path(
        [
          [L, 0, 0],
          [L, W, 0],
          [L, W, H],
          [L, 0, H],
        ],
        true,
      ),
    },
    {
      kind: "top",
      d: path(
        [
          [0, 0, H],
          [L, 0, H],
          [L, W, H],
          [0, W, H],
        ],
        true,
      ),
    },
  ];
  const lines: DrawingLine[] = [];
  // A wall drawn to scale would vanish on a large box: drawn thicker than the board, so it shows.
  const wall = Math.max(Math.min(L, W, H) * 0.06, Math.max(L, W) * 0.01);
  const lidDepth = Math.min(H * 0.3, Math.max(L, W) * 0.12);
  const aroundAt = (z: number): Point3[] => [
    [0, W, z],
    [L, W, z],
    [L, 0, z],
  ];
  /** An open side: the dark inside, outlined by the opening's rim. */
  const open = (rim: Point3[]) => {
    const d = path(rim, true);
    faces.push({ kind: "inside", d });
    lines.push({ kind: "opening", d });
  };

  switch (kind) {
    case "lid-box":
      lines.push({ kind: "lid", d: path(aroundAt(H - lidDepth)) });
      break;
    case "clamshell":
      // Two trays hinged at the back: the lid tray's rim around the box and its spine along the back.
      lines.push({ kind: "lid", d: path(aroundAt(H * 0.55)) });
      lines.push({
        kind: "hinge",
        d: path([
          [0, wall, H],
          [L, wall, H],
        ]),
      });
      break;
    case "drop-front":
      // The lid, and the front wall that folds down on its hinge at the bottom.
      lines.push({ kind: "lid", d: path(aroundAt(H - lidDepth)) });
      lines.push({
        kind: "flap",
        d: path(
          [
            [wall, W, wall],
            [wall, W, H - lidDepth - wall],
            [L - wall, W, H - lidDepth - wall],
            [L - wall, W, wall],
          ],
          true,
        ),
      });
      lines.push({
        kind: "hinge",
        d: path([
          [wall, W, wall],
          [L - wall, W, wall],
        ]),
      });
      break;
    case "slipcase":
      // Open at its end (the side face): the dark inside, outlined by the opening.
      open([
        [L, wall, wall],
        [L, W - wall, wall],
        [L, W - wall, H - wall],
        [L, wall, H - wall],
      ]);
      break;
    case "folder": {
      // Three flaps folded over the back board: their folds on the top.
      const flap = Math.min(L, W) * 0.22;
      lines.push({
        kind: "fold",
        d: path([
          [flap, 0, H],
          [flap, W, H],
        ]),
      });
      lines.push({
        kind: "fold",
        d: path([
          [L - flap, 0, H],
          [L - flap, W, H],
        ]),
      });
      lines.push({
        kind: "fold",
        d: path([
          [flap, W - flap, H],
          [L - flap, W - flap, H],
        ]),
      });
      break;
    }
    case "tray":
      // Open at the top: the inner rim and the inside seen from above.
      open([
        [wall, wall, H],
        [L - wall, wall, H],
        [L - wall, W - wall, H],
        [wall, W - wall, H],
      ]);
      break;
  }

  if (extras.notch) lines.push({ kind: "notch", d: notchPath(kind, { L, W, H }, at) });
  if (extras.labelHolder) {
    const w = Math.min(L * 0.25, H * 1.2);
    const h = Math.min(H * 0.25, w * 0.45);
    const z = kind === "lid-box" || kind === "drop-front" ? (H - lidDepth) / 2 : H / 2;
    lines.push({
      kind: "label-holder",
      d: path(
        [
          [L / 2 - w / 2, W, z - h / 2],
          [L / 2 + w / 2, W, z - h / 2],
          [L / 2 + w / 2, W, z + h / 2],
          [L / 2 - w / 2, W, z + h / 2],
        ],
        true,
      ),
    });
  }

  return {
    width: DRAWING_WIDTH,
    height: DRAWING_HEIGHT,
    faces,
    lines,
    labels: labels(at, { L, W, H }, scale).filter((label) => label.axis !== "height" || size.height !== null),
  };
}

/**
 * A thumb notch: a half circle cut into the front wall's top edge (a lid box's lid edge, a tray's
 * rim), or into the front at a slipcase's open end.
 */
function notchPath(kind: BoxDrawing, { L, W, H }: { L: number; W: number; H: number }, at: (p: Point3) => [number, number]): string {
  const r = Math.min(H * 0.35, L * 0.08, 30 * (L / Math.max(L, 300)));
  const steps = 10;
  const points: Point3[] = [];
  for (let i = 0; i <= steps; i++) {
    const angle = (Math.PI * i) / steps;
    if (kind === "slipcase") points.push([L - r * Math.sin(angle), W, H / 2 + r * Math.cos(angle)]);
    else points.push([L / 2 - r * Math.cos(angle), W, H - r * Math.sin(angle)]);
  }
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${at(p).join(" ")}`).join(" ");
}

/** L along the front's bottom edge, W along the side's, H beside the front's left edge (a folder has none); each with its dimension line. */
function labels(at: (p: Point3) => [number, number], { L, W, H }: { L: number; W: number; H: number }, scale: number): DrawingLabel[] {
  const gap = 10 / scale; // 10 viewBox units away from the box, in box units
  const line = (a: Point3, b: Point3) => `M${at(a).join(" ")} L${at(b).join(" ")}`;
  const [lx, ly] = at([L / 2, W + gap * 2.2, 0]);
  const [wx, wy] = at([L + gap * 2.2, W / 2, 0]);
  const [hx, hy] = at([-gap, W + gap, H / 2]);
  return [
    { axis: "length", x: lx - 4, y: ly + 12, anchor: "end", rotate: 0, line: line([0, W + gap, 0], [L, W + gap, 0]) },
    { axis: "width", x: wx + 4, y: wy + 12, anchor: "start", rotate: 0, line: line([L + gap, 0, 0], [L + gap, W, 0]) },
    { axis: "height", x: round(hx - 5), y: hy, anchor: "middle", rotate: -90, line: line([-gap, W + gap, 0], [-gap, W + gap, H]) },
  ];
}
