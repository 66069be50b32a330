// The demo pictures' renderer (demo/mocks/pictures.ts): flat faces in 3D (millimetres, x along the
// length, y the depth, z up), seen from the front left and above like a product photo, each face shaded
// by its angle to one light, fitted into a 4:3 picture on a light background with a soft contact
// shadow. Orthographic and painter's order (the shapes list their faces back to front): small and
// deterministic, a few hundred bytes per object.

export type P3 = readonly [number, number, number];

export interface Face {
  points: P3[];
  /** Hex colour of the face as it would look facing the light half-way. */
  colour: string;
  /** The face's outward normal when the points' order does not give it (curved strips); else computed. */
  normal?: P3;
  opacity?: number;
  /** A hole (same plane), drawn with the even-odd rule: a mat's window. */
  hole?: P3[];
  /** Drawn as a line, not filled (a fold, a crease). */
  line?: boolean;
  /** A strip of a curved surface: no edge drawn between it and the next. */
  smooth?: boolean;
}

export const WIDTH = 400;
export const HEIGHT = 300;
const MARGIN = 22;

// The camera: turned 28° about the vertical, looking down 26°.
const TURN = (28 * Math.PI) / 180;
const TILT = (26 * Math.PI) / 180;
const [ct, st, cp, sp] = [Math.cos(TURN), Math.sin(TURN), Math.cos(TILT), Math.sin(TILT)];
/** Towards the viewer. */
const VIEW: P3 = [st * cp, ct * cp, sp];
/** Towards the light: above, front left. */
const LIGHT = normalise([-0.25, 0.6, 0.9]);
/** How lit the face looking straight at the front is: brighter than this lightens, darker darkens (gently, shadows stay readable). */
const MID = 0.54;

function normalise([x, y, z]: P3): P3 {
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
}
const dot = (a: P3, b: P3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function normalOf(points: P3[]): P3 {
  const [a, b, c] = [points[0]!, points[1]!, points[2]!];
  const u: P3 = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const v: P3 = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const n = normalise([u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]);
  // The side the viewer sees: a flat sheet is lit on the side that faces us.
  return dot(n, VIEW) < 0 ? [-n[0], -n[1], -n[2]] : n;
}

const project = ([x, y, z]: P3): [number, number] => [x * ct - y * st, (x * st + y * ct) * sp - z * cp];

const hex = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, "0");

/** `colour` lightened (k > 0, towards white) or darkened (k < 0, towards a warm black). */
export function shade(colour: string, k: number): string {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  const target = k > 0 ? [255, 255, 252] : [28, 24, 20];
  const t = Math.min(1, Math.abs(k));
  return `#${rgb.map((c, i) => hex(c + (target[i]! - c) * t)).join("")}`;
}

/** A face's colour under the light: facing it brightens, turning away darkens. */
function lit(face: Face): string {
  const d = dot(face.normal ?? normalOf(face.points), LIGHT) - MID;
  return shade(face.colour, d * 0.4);
}

const visible = (face: Face) => !face.normal || dot(face.normal, VIEW) > 0.02;

export interface Scene {
  /** Back to front. */
  faces: Face[];
  /** Where the objects stand on the floor: their shadow. */
  footprints: P3[][];
  /** A detail: the points the picture is fitted to (the rest is cut off by the frame). */
  focus?: P3[];
}

/** The whole picture: the faces fitted into the frame, the footprints' shadow beneath. */
export function renderScene({ faces, footprints, focus }: Scene): string {
  const shown = faces.filter(visible);
  const all = (focus ?? shown.flatMap((f) => f.points)).map(project);
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min((WIDTH - 2 * MARGIN) / (maxX - minX || 1), (HEIGHT - 2 * MARGIN - 8) / (maxY - minY || 1));
  const dx = (WIDTH - (maxX - minX) * scale) / 2 - minX * scale;
  const dy = (HEIGHT - (maxY - minY) * scale) / 2 - minY * scale - 4;
  const at = (p: P3) => {
    const [x, y] = project(p);
    return `${(x * scale + dx).toFixed(1)} ${(y * scale + dy).toFixed(1)}`;
  };
  const path = (points: P3[]) => `M${points.map(at).join(" ")}Z`;
  const shadows = footprints.map((f) => `<path d="${path(f)}"/>`).join("");
  const body = shown
    .map((f) => {
      const d = f.hole ? `${path(f.points)}${path(f.hole)}` : path(f.points);
      if (f.line) return `<path d="${d.slice(0, -1)}" fill="none" stroke="${shade(f.colour, -0.35)}" stroke-width="1.2" opacity=".6"/>`;
      const fill = lit(f);
      // A see-through face has no edge of its own; a curved strip's edge takes its colour (no seams).
      const edge =
        f.opacity !== undefined ? ` fill-opacity="${f.opacity}" stroke="none"` : f.smooth ? ` stroke="${fill}" stroke-opacity="1"` : "";
      const rule = f.hole ? ` fill-rule="evenodd"` : "";
      return `<path d="${d}" fill="${fill}"${edge}${rule}/>`;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="bg" x2="0" y2="1"><stop offset="0" stop-color="#f3f1ed"/><stop offset="1" stop-color="#e0dcd4"/></linearGradient>` +
    `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    `<g fill="#3a3228" opacity=".28" filter="url(#blur)">${shadows}</g>` +
    `<g stroke="#000" stroke-opacity=".12" stroke-width=".6" stroke-linejoin="round">${body}</g></svg>`
  );
}
