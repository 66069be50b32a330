// The demo pictures of boxes (demo/mocks/pictures.ts): an archival box closed, open and stacked, a box
// with its lid over the rim, and the neutral carton for anything else; faces back to front.
import { block, ellipseX, flat, footprint, HOLE, leanBack, quad, type Transform, turned, upright, type View } from "./picture-geometry.ts";
import { type Face, type P3, type Scene, shade } from "./picture-scene.ts";

/** Inside of board: a little lighter than its face. */
export const inside = (colour: string) => shade(colour, 0.12);
const LABEL = "#f4f1e8";

/** An open box: inside walls and floor first, then the outer walls and the rim over them. */
function openBox(l: number, w: number, h: number, colour: string): Face[] {
  const t = Math.max(3, Math.min(l, w) * 0.025);
  const dark = shade(colour, -0.3);
  return [
    quad(flat(t, t, l - t, w - t, t), shade(colour, -0.38), [0, 0, 1]),
    quad(upright(t, t, l - t, h, t), dark, [0, 1, 0]),
    quad(
      [
        [t, t, t],
        [t, w - t, t],
        [t, w - t, h],
        [t, t, h],
      ],
      shade(colour, -0.15),
      [1, 0, 0],
    ),
    quad(upright(0, 0, l, h, w), colour, [0, 1, 0]),
    quad(
      [
        [l, 0, 0],
        [l, w, 0],
        [l, w, h],
        [l, 0, h],
      ],
      colour,
      [1, 0, 0],
    ),
    quad(flat(0, 0, l, w, h), inside(colour), [0, 0, 1], { hole: flat(t, t, l - t, w - t, h) }),
  ];
}

/** The label holder on the front and the grip hole in the end of an archival box. */
function boxDetails(l: number, w: number, h: number, colour: string): Face[] {
  const lw = Math.min(l * 0.32, h * 1.4);
  const lh = Math.min(h * 0.38, lw * 0.5);
  const [x0, z0] = [l * 0.12, h * 0.5 - lh / 2];
  const rim = Math.min(lh * 0.12, 4);
  return [
    quad(upright(x0, z0, x0 + lw, z0 + lh, w + 0.3), shade(colour, -0.22), [0, 1, 0]),
    quad(upright(x0 + rim, z0 + rim, x0 + lw - rim, z0 + lh - rim, w + 0.6), LABEL, [0, 1, 0]),
    quad(ellipseX(l + 0.5, w / 2, h * 0.62, Math.min(w * 0.16, 40), Math.min(h * 0.08, 11), 16, 0.35), HOLE, [1, 0, 0]),
  ];
}

/** An archival box: closed with its lid flap, open with the flap up, three stacked. */
export function archiveBox([l, w, h]: P3, colour: string, view: View): Scene {
  const foot = [footprint(0, 0, l, w)];
  if (view === 2) {
    const flap = turned([quad(upright(0, 0, l, w * 0.9, 0), inside(colour), [0, 1, 0])], leanBack(18));
    const up: Transform = { p: ([x, y, z]) => [x, y, z + h], n: (n) => n };
    return { faces: [...turned(flap, up), ...openBox(l, w, h, colour)], footprints: foot };
  }
  const one = (z: number, dx: number): Face[] => {
    const at: Transform = { p: ([x, y, zz]) => [x + dx, y, zz + z], n: (n) => n };
    const crease = quad(flat(0, w * 0.14, l, w * 0.14, h), colour, undefined, { line: true });
    return turned([...block([0, 0, 0], [l, w, h], colour), crease, ...boxDetails(l, w, h, colour)], at);
  };
  if (view === 3) return { faces: [...one(0, 0), ...one(h, l * 0.03), ...one(2 * h, -l * 0.02)], footprints: foot };
  return { faces: one(0, 0), footprints: foot };
}

/** A box with a lid over its rim: closed, open with the lid leaning behind it, two stacked. */
export function lidBox([l, w, h]: P3, colour: string, view: View): Scene {
  const e = Math.max(2, l * 0.008);
  const lidH = Math.min(h * 0.32, 45);
  const lid = (z: number) => block([-e, -e, z], [l + 2 * e, w + 2 * e, lidH + e], shade(colour, 0.03));
  const closed = (z: number): Face[] => [...block([0, 0, z], [l, w, h - lidH], colour), ...lid(z + h - lidH)];
  const foot = [footprint(0, 0, l, w)];
  if (view === 2) {
    const standing = turned(block([0, 0, 0], [l, lidH, w], shade(colour, 0.03)), leanBack(14));
    const behind: Transform = { p: ([x, y, z]) => [x - l * 0.05, y - lidH - w * 0.12, z], n: (n) => n };
    return { faces: [...turned(standing, behind), ...openBox(l, w, h - lidH, colour)], footprints: foot };
  }
  if (view === 3) return { faces: [...closed(0), ...closed(h + e)], footprints: foot };
  return { faces: closed(0), footprints: foot };
}

/** Anything else: a closed carton in the article's colour with a blank label. */
export function parcel(colour: string): Scene {
  const [l, w, h] = [240, 170, 110];
  return {
    faces: [...block([0, 0, 0], [l, w, h], colour), ...boxDetails(l, w, h, colour).slice(0, 2)],
    footprints: [footprint(0, 0, l, w)],
  };
}
