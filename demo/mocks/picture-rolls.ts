// The demo pictures of rolls (demo/mocks/pictures.ts): a board tube with its caps, paper on a core;
// the round side drawn in strips, each lit by its own angle.
import { aboutZ, ellipseX, flat, footprint, HOLE, quad, turned, type View } from "./picture-geometry.ts";
import { type Face, type P3, type Scene, shade } from "./picture-scene.ts";

/** A roll's board core. */
const CORE = "#b79466";

/** A cylinder along x, from x0 to x1, radius r, resting on the floor: its round side in strips. */
function cylinder(x0: number, x1: number, r: number, colour: string, n = 18): Face[] {
  return Array.from({ length: n }, (_, i) => {
    const [a, b] = [(2 * Math.PI * i) / n, (2 * Math.PI * (i + 1)) / n];
    const mid = (a + b) / 2;
    const at = (x: number, angle: number): P3 => [x, r * Math.cos(angle), r + r * Math.sin(angle)];
    return quad([at(x0, a), at(x1, a), at(x1, b), at(x0, b)], colour, [0, Math.cos(mid), Math.sin(mid)], { smooth: true });
  });
}

/** A tube with its caps, or paper on a roll showing its core; the second view is the end close up. */
export function roll(length: number, diameter: number, colour: string, view: View, tube: boolean): Scene {
  const r = diameter / 2;
  const faces = tube ? tubeFaces(length, r, colour) : paperRollFaces(length, r, colour);
  // Turned towards the viewer: a long tube crosses the picture, its end in view.
  const turn = aboutZ(22, [length / 2, 0]);
  const foot = [footprint(0, -r * 0.8, length, r * 1.6).map(turn.p)];
  const focus = view === 2 ? [...ellipseX(length, 0, r, r * 2.2, r * 1.6), [length - r * 3, 0, r] as P3].map(turn.p) : undefined;
  return { faces: turned(faces, turn), footprints: foot, focus };
}

/** A board tube with a cap over each end. */
function tubeFaces(length: number, r: number, colour: string): Face[] {
  const cap = Math.min(r * 0.9, length * 0.06);
  const capColour = shade(colour, -0.25);
  return [
    ...cylinder(0, length - cap, r, colour),
    ...cylinder(0, cap, r * 1.05, capColour),
    ...cylinder(length - cap, length + 2, r * 1.05, capColour),
    quad(ellipseX(length + 2, 0, r, r * 1.05, r * 1.05, 24), shade(colour, -0.2), [1, 0, 0]),
  ];
}

/** Paper on a core, its sheet run out over the floor towards the viewer. */
function paperRollFaces(length: number, r: number, colour: string): Face[] {
  return [
    quad(flat(0, 0, length, r * 2.6, 0.5), colour, [0, 0, 1]),
    ...cylinder(0, length, r, colour),
    quad(ellipseX(length, 0, r, r, r, 24), shade(colour, -0.04), [1, 0, 0]),
    quad(ellipseX(length + 0.5, 0, r, r * 0.32, r * 0.32), CORE, [1, 0, 0]),
    quad(ellipseX(length + 1, 0, r, r * 0.24, r * 0.24), HOLE, [1, 0, 0]),
  ];
}
