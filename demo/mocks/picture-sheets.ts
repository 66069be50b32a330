// The demo pictures of flat goods (demo/mocks/pictures.ts): folders, paper, passepartouts and sleeves,
// each closed or stacked, opened, fanned or close up; faces back to front.
import { aboutZ, block, flat, footprint, leanBack, quad, type Transform, turned, upright, type View } from "./picture-geometry.ts";
import { type Face, type P3, type Scene, shade } from "./picture-scene.ts";
import { inside } from "./picture-boxes.ts";

/** A sepia photograph: sky, far and near hills. */
const PHOTO = ["#dccfb4", "#a48e6c", "#76634b"] as const;

/** A folder or enclosure: closed with its top flap, opened with its flaps spread, three stacked. */
export function folder([l, w]: readonly [number, number], colour: string, view: View): Scene {
  const t = Math.max(2, Math.max(l, w) * 0.008);
  const closed = (z: number): Face[] => [
    ...block([0, 0, z], [l, w, t], colour),
    ...block([l * 0.03, w * 0.03, z + t], [l * 0.94, w * 0.94, t * 0.3], shade(colour, 0.04)),
    quad(flat(l * 0.06, w * 0.03, l * 0.06, w * 0.97, z + t * 1.35), colour, undefined, { line: true }),
  ];
  if (view === 2) {
    const fl = l * 0.42;
    const fw = w * 0.42;
    const flap = (x0: number, y0: number, x1: number, y1: number) => block([x0, y0, 0], [x1 - x0, y1 - y0, t * 0.5], inside(colour));
    return {
      faces: [
        ...flap(0, -fw, l, 0),
        ...flap(-fl, 0, 0, w),
        ...block([0, 0, 0], [l, w, t], inside(colour)),
        ...flap(l, 0, l + fl, w),
        ...flap(0, w, l, w + fw),
      ],
      footprints: [footprint(-fl, 0, l + 2 * fl, w), footprint(0, -fw, l, w + 2 * fw)],
    };
  }
  if (view === 3) {
    const faces = [0, 1, 2].flatMap((i) => turned(closed(i * t * 1.4), aboutZ((i - 1) * 5, [l / 2, w / 2])));
    return { faces, footprints: [footprint(0, 0, l, w)] };
  }
  return { faces: closed(0), footprints: [footprint(0, 0, l, w)] };
}

/** A stack of sheets: a ream with its edges, a fan of sheets, one sheet with a corner turned up. */
export function paper([l, w]: readonly [number, number], colour: string, view: View, sheetMm = 0.1): Scene {
  const foot = [footprint(0, 0, l, w)];
  if (view === 2) {
    const sheet = Math.max(1, sheetMm);
    const faces = [-14, -6, 2, 10].flatMap((deg, i) => turned(block([0, 0, i * sheet * 2], [l, w, sheet], colour), aboutZ(deg, [0, w])));
    return { faces, footprints: foot };
  }
  if (view === 3) {
    const c = Math.min(l, w) * 0.3;
    return {
      faces: [
        quad(
          [
            [0, 0, 0],
            [l, 0, 0],
            [l, w - c, 0],
            [l - c, w, 0],
            [0, w, 0],
          ],
          colour,
          [0, 0, 1],
        ),
        quad(
          [
            [l, w - c, 0],
            [l - c, w, 0],
            [l - c * 0.8, w - c * 0.75, c * 0.45],
          ],
          shade(colour, -0.08),
        ),
      ],
      footprints: foot,
    };
  }
  const h = Math.max(Math.min(l, w) * 0.05, sheetMm * 40);
  const layers = [0.25, 0.5, 0.75].map((k) => quad(upright(0, h * k, l, h * k, w + 0.3), colour, undefined, { line: true }));
  return { faces: [...block([0, 0, 0], [l, w, h], colour, shade(colour, 0.05)), ...layers], footprints: foot };
}

/** A photograph in the plane y, x0…x1 × z0…z1: sky and two hills. */
function photo(x0: number, z0: number, x1: number, z1: number, y: number): Face[] {
  const [w, h] = [x1 - x0, z1 - z0];
  const at = (u: number, v: number): P3 => [x0 + u * w, y, z0 + v * h];
  const n: P3 = [0, 1, 0];
  return [
    quad(upright(x0, z0, x1, z1, y), PHOTO[0], n),
    quad([at(0, 0), at(1, 0), at(1, 0.5), at(0.7, 0.62), at(0.35, 0.48), at(0, 0.55)], PHOTO[1], n),
    quad([at(0, 0), at(1, 0), at(1, 0.3), at(0.55, 0.38), at(0.2, 0.3), at(0, 0.35)], PHOTO[2], n),
  ];
}

/** A sleeve leaning back with a photograph in it: the second view pulls the photograph half out. */
export function sleeve([l, w]: readonly [number, number], colour: string, view: View, clear: boolean): Scene {
  const [pw, ph] = [l * 0.94, w * 0.95];
  const lift = view === 2 ? ph * 0.45 : 0;
  const film = quad(upright(0, 0, l, w, 1.5), clear ? "#ffffff" : colour, [0, 1, 0], { opacity: clear ? 0.28 : 0.94 });
  const shine = quad(
    [
      [l * 0.55, 2, 0],
      [l * 0.75, 2, 0],
      [l * 0.35, 2, w],
      [l * 0.15, 2, w],
    ],
    "#ffffff",
    [0, 1, 0],
    { opacity: clear ? 0.22 : 0.1 },
  );
  const back = quad(upright(0, 0, l, w, 0), clear ? "#ffffff" : colour, [0, 1, 0], { opacity: clear ? 0.2 : 1 });
  const faces = turned([back, ...photo((l - pw) / 2, w * 0.02 + lift, (l + pw) / 2, w * 0.02 + lift + ph, 0.7), film, shine], leanBack(12));
  return { faces, footprints: [footprint(0, -w * 0.2, l, w * 0.22)] };
}

/** A passepartout leaning back, its window's bevel in the board's white core; view 2 is that corner close up, 3 a fanned stack. */
export function mat([l, w]: readonly [number, number], [ow, oh]: readonly [number, number], colour: string, view: View): Scene {
  const t = Math.max(1.4, Math.max(l, w) * 0.006);
  // The bevel drawn wider than cut, so it shows in a small picture.
  const b = Math.max(t * 1.2, Math.max(l, w) * 0.011);
  const [x0, z0] = [(l - ow) / 2, (w - oh) / 2 + (w - oh) * 0.06];
  const [x1, z1] = [x0 + ow, z0 + oh];
  const core = "#f7f4ec";
  // The bevel: from the window's edge on the face (y = t) in to the smaller opening at the back (y = 0).
  const bevel = [
    quad(
      [
        [x0, t, z1],
        [x1, t, z1],
        [x1 - b, 0, z1 - b],
        [x0 + b, 0, z1 - b],
      ],
      core,
      [0, 0.7, -0.7],
    ),
    quad(
      [
        [x1, t, z0],
        [x1, t, z1],
        [x1 - b, 0, z1 - b],
        [x1 - b, 0, z0 + b],
      ],
      core,
      [-0.7, 0.7, 0],
    ),
    quad(
      [
        [x0, t, z0],
        [x0, t, z1],
        [x0 + b, 0, z1 - b],
        [x0 + b, 0, z0 + b],
      ],
      core,
      [0.7, 0.7, 0],
    ),
    quad(
      [
        [x0, t, z0],
        [x1, t, z0],
        [x1 - b, 0, z0 + b],
        [x0 + b, 0, z0 + b],
      ],
      core,
      [0, 0.7, 0.7],
    ),
  ];
  const board: Face[] = [
    ...bevel,
    quad(upright(0, 0, l, w, t), colour, [0, 1, 0], { hole: upright(x0, z0, x1, z1, t) }),
    quad(flat(0, 0, l, t, w), core, [0, 0, 1]),
    quad(
      [
        [l, 0, 0],
        [l, t, 0],
        [l, t, w],
        [l, 0, w],
      ],
      core,
      [1, 0, 0],
    ),
  ];
  if (view === 3) {
    // Lying flat: the board turned face up, three fanned.
    const faces = [0, 1, 2].flatMap((i) => {
      const faceUp: Transform = { p: ([x, y, z]) => [x, w - z, y + i * t], n: ([x, y, z]) => [x, -z, y] };
      return turned(turned(board, faceUp), aboutZ((i - 1) * 6, [l / 2, w / 2]));
    });
    // The shadow of the border only: through the window the table shows.
    const ring = [footprint(0, 0, l, w - z1), footprint(0, w - z0, l, z0), footprint(0, 0, x0, w), footprint(x1, 0, l - x1, w)];
    return { faces, footprints: ring };
  }
  const faces = turned(board, leanBack(10));
  const foot = [footprint(0, -w * 0.18, l, w * 0.2)];
  if (view === 2) {
    const s = Math.min(l, w) * 0.16;
    return {
      faces,
      footprints: [],
      focus: turned([quad(upright(x1 - s, z0 - s * 0.6, x1 + s, z0 + s, t), colour)], leanBack(10))[0]!.points,
    };
  }
  return { faces, footprints: foot };
}
