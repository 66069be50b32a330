// The goods the demo pictures show (demo/mocks/pictures.ts), built from flat faces in millimetres for
// picture-scene.ts: boxes closed, open and stacked, lid boxes, folders closed and opened, mats upright
// with their bevelled window, paper stacks and fans, rolls and tubes, sleeves with a photograph. Each
// shape lists its faces back to front; a solid lists all six sides and the renderer drops the hidden.
import { type Face, type P3, type Scene, shade } from "./picture-scene.ts";

/** Inside of board: a little lighter than its face. */
const inside = (colour: string) => shade(colour, 0.12);
const LABEL = "#f4f1e8";
const HOLE = "#3a342c";
/** A sepia photograph: sky, far and near hills. */
const PHOTO = ["#dccfb4", "#a48e6c", "#76634b"] as const;

type Transform = { p: (p: P3) => P3; n: (n: P3) => P3 };

function turned(faces: Face[], t: Transform): Face[] {
  return faces.map((f) => ({
    ...f,
    points: f.points.map(t.p),
    hole: f.hole?.map(t.p),
    normal: f.normal && t.n(f.normal),
  }));
}

/** Turned by `deg` about the vertical through `pivot` (x, y). */
function aboutZ(deg: number, [px, py]: readonly [number, number]): Transform {
  const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  const n = ([x, y, z]: P3): P3 => [x * c - y * s, x * s + y * c, z];
  return { n, p: ([x, y, z]) => [px + (x - px) * c - (y - py) * s, py + (x - px) * s + (y - py) * c, z] };
}

/** Leaned back by `deg` about the x axis at the floor (y = 0). */
function leanBack(deg: number): Transform {
  const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  const n = ([x, y, z]: P3): P3 => [x, y * c - z * s, y * s + z * c];
  return { n, p: n };
}

const quad = (points: P3[], colour: string, normal?: P3, extra: Partial<Face> = {}): Face => ({ points, colour, normal, ...extra });

/** A rectangle in the plane z, x0…x1 × y0…y1. */
const flat = (x0: number, y0: number, x1: number, y1: number, z: number): P3[] => [
  [x0, y0, z],
  [x1, y0, z],
  [x1, y1, z],
  [x0, y1, z],
];

/** A rectangle in the plane y, x0…x1 × z0…z1. */
const upright = (x0: number, z0: number, x1: number, z1: number, y: number): P3[] => [
  [x0, y, z0],
  [x1, y, z0],
  [x1, y, z1],
  [x0, y, z1],
];

/** A solid block: all six sides (the renderer keeps those towards the viewer). */
function block([x, y, z]: P3, [l, w, h]: P3, colour: string, top = colour): Face[] {
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

/** An ellipse of `n` points about (cy, cz) in the plane x (radii ry, rz). */
function ellipseX(x: number, cy: number, cz: number, ry: number, rz: number, n = 16): P3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [x, cy + ry * Math.cos(a), cz + rz * Math.sin(a)] as P3;
  });
}

const footprint = (x: number, y: number, l: number, w: number) => flat(x, y, x + l, y + w, 0);

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
    quad(ellipseX(l + 0.5, w / 2, h * 0.62, Math.min(w * 0.16, 40), Math.min(h * 0.09, 12), 12), HOLE, [1, 0, 0]),
  ];
}

export type View = 1 | 2 | 3;

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

/** A cylinder along x, from x0 to x1, radius r, resting on the floor: its round side in strips. */
function cylinder(x0: number, x1: number, r: number, colour: string, n = 18): Face[] {
  return Array.from({ length: n }, (_, i) => {
    const [a, b] = [(2 * Math.PI * i) / n, (2 * Math.PI * (i + 1)) / n];
    const mid = (a + b) / 2;
    const at = (x: number, angle: number): P3 => [x, r * Math.cos(angle), r + r * Math.sin(angle)];
    return quad([at(x0, a), at(x1, a), at(x1, b), at(x0, b)], colour, [0, Math.cos(mid), Math.sin(mid)], { smooth: true });
  });
}

/**
 * A tube with its caps, or paper on a roll with its end showing the core and its sheet run out over the
 * floor; the second view is the end close up.
 */
export function roll(length: number, diameter: number, colour: string, view: View, tube: boolean): Scene {
  const r = diameter / 2;
  const cap = Math.min(r * 0.9, length * 0.06);
  const end: Face[] = tube
    ? [
        ...cylinder(length - cap, length + 2, r * 1.05, shade(colour, -0.25)),
        quad(ellipseX(length + 2, 0, r, r * 1.05, r * 1.05, 24), shade(colour, -0.2), [1, 0, 0]),
      ]
    : [
        quad(ellipseX(length, 0, r, r, r, 24), shade(colour, -0.04), [1, 0, 0]),
        quad(ellipseX(length + 0.5, 0, r, r * 0.32, r * 0.32, 16), "#b79466", [1, 0, 0]),
        quad(ellipseX(length + 1, 0, r, r * 0.24, r * 0.24, 16), HOLE, [1, 0, 0]),
      ];
  const tail = tube ? [] : [quad(flat(0, 0, length, r * 2.6, 0.5), colour, [0, 0, 1])];
  const faces = [
    ...tail,
    ...cylinder(0, tube ? length - cap : length, tube ? r : r, colour),
    ...(tube ? cylinder(0, cap, r * 1.05, shade(colour, -0.25)) : []),
    ...end,
  ];
  // Turned towards the viewer: a long tube crosses the picture, its end in view.
  const turn = aboutZ(22, [length / 2, 0]);
  const foot = [footprint(0, -r * 0.8, length, r * 1.6).map(turn.p)];
  const focus = view === 2 ? [...ellipseX(length, 0, r, r * 2.2, r * 1.6), [length - r * 3, 0, r] as P3].map(turn.p) : undefined;
  return { faces: turned(faces, turn), footprints: foot, focus };
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

/** Anything else: a closed carton in the article's colour with a blank label. */
export function parcel(colour: string): Scene {
  const [l, w, h] = [240, 170, 110];
  return {
    faces: [...block([0, 0, 0], [l, w, h], colour), ...boxDetails(l, w, h, colour).slice(0, 2)],
    footprints: [footprint(0, 0, l, w)],
  };
}
