// The demo pictures' building blocks (picture-scene.ts draws them): faces and solids in millimetres,
// x along the length, y the depth, z up, and the turns that place them. Shared by the shapes of
// picture-boxes.ts, picture-sheets.ts and picture-rolls.ts.
import type { Face, P3 } from "./picture-scene.ts";

/** Picture 1 is the article, 2 and 3 another view of it. */
export type View = 1 | 2 | 3;

/** Where a roll's end shows its core, a box its grip hole. */
export const HOLE = "#3a342c";

export type Transform = { p: (p: P3) => P3; n: (n: P3) => P3 };

export function turned(faces: Face[], t: Transform): Face[] {
  return faces.map((f) => ({
    ...f,
    points: f.points.map(t.p),
    hole: f.hole?.map(t.p),
    normal: f.normal && t.n(f.normal),
  }));
}

/** Turned by `deg` about the vertical through `pivot` (x, y). */
export function aboutZ(deg: number, [px, py]: readonly [number, number]): Transform {
  const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  const n = ([x, y, z]: P3): P3 => [x * c - y * s, x * s + y * c, z];
  return { n, p: ([x, y, z]) => [px + (x - px) * c - (y - py) * s, py + (x - px) * s + (y - py) * c, z] };
}

/** Leaned back by `deg` about the x axis at the floor (y = 0). */
export function leanBack(deg: number): Transform {
  const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  const n = ([x, y, z]: P3): P3 => [x, y * c - z * s, y * s + z * c];
  return { n, p: n };
}

export const quad = (points: P3[], colour: string, normal?: P3, extra: Partial<Face> = {}): Face => ({ points, colour, normal, ...extra });

/** A rectangle in the plane z, x0…x1 × y0…y1. */
export const flat = (x0: number, y0: number, x1: number, y1: number, z: number): P3[] => [
  [x0, y0, z],
  [x1, y0, z],
  [x1, y1, z],
  [x0, y1, z],
];

/** A rectangle in the plane y, x0…x1 × z0…z1. */
export const upright = (x0: number, z0: number, x1: number, z1: number, y: number): P3[] => [
  [x0, y, z0],
  [x1, y, z0],
  [x1, y, z1],
  [x0, y, z1],
];

/** A solid block: all six sides (the renderer keeps those towards the viewer). */
export function block([x, y, z]: P3, [l, w, h]: P3, colour: string, top = colour): Face[] {
  const [X, Y, Z] = [x + l, y + w, z + h];
  return [
    quad(flat(x, y, X, Y, z), colour, [0, 0, -1]),
    quad(upright(x, z, X, Z, y), colour, [0, -1, 0]),
    quad(
      [
        [x, y, z],
        [x, Y, z],
        [x, Y, Z],
        [x, y, Z],
      ],
      colour,
      [-1, 0, 0],
    ),
    quad(flat(x, y, X, Y, Z), top, [0, 0, 1]),
    quad(upright(x, z, X, Z, Y), colour, [0, 1, 0]),
    quad(
      [
        [X, y, z],
        [X, Y, z],
        [X, Y, Z],
        [X, y, Z],
      ],
      colour,
      [1, 0, 0],
    ),
  ];
}

/** An ellipse of `n` points about (cy, cz) in the plane x (radii ry, rz); `round` below 1 squares it off (a grip slot). */
export function ellipseX(x: number, cy: number, cz: number, ry: number, rz: number, n = 16, round = 1): P3[] {
  const bend = (v: number) => Math.sign(v) * Math.abs(v) ** round;
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [x, cy + ry * bend(Math.cos(a)), cz + rz * bend(Math.sin(a))] as P3;
  });
}

export const footprint = (x: number, y: number, l: number, w: number) => flat(x, y, x + l, y + w, 0);
