// The cart's picture of a configured box or mat (docs/decisions/configured-item-pictures.md): drawn
// from the line's configuration_query, the only description of it the cart has. A box is its three
// outer faces to scale (the query names the type by id, not its drawing, so no lid or flap lines); a mat
// is its board with every window where the configurator puts it. Null when the query holds neither.
import type { MatConfiguration } from "../api/configuration.ts";
import { boxDrawing } from "./box-drawing.ts";
import { isDrawable, matGeometry, type Rect } from "./mat-geometry.ts";

export type Thumbnail =
  | { kind: "box"; viewBox: string; faces: { kind: string; d: string }[] }
  | { kind: "mat"; viewBox: string; board: Rect; windows: Rect[] };

const round = (n: number) => Math.round(n * 10) / 10;

/** The rectangle around `points`, with `pad` of its larger side around it, as a viewBox. */
function viewBoxAround(xs: number[], ys: number[], pad: number): string {
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const p = Math.max(x1 - x0, y1 - y0) * pad;
  return [x0 - p, y0 - p, x1 - x0 + 2 * p, y1 - y0 + 2 * p].map(round).join(" ");
}

/** A length of the query in mm (box-url.ts and mat-url.ts write them, `b.l`, `m.w`); 0 when absent or not a number. */
const mm = (params: URLSearchParams, key: string) => Math.max(0, Number(params.get(key)) || 0);

function boxThumbnail(params: URLSearchParams): Thumbnail | null {
  const [length, width, height] = ["b.l", "b.w", "b.h"].map((key) => mm(params, key)) as [number, number, number];
  if (!(length > 0 && width > 0)) return null;
  const { faces } = boxDrawing("lid-box", { length, width, height: height > 0 ? height : null });
  const numbers = faces.flatMap((f) => [...f.d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)]);
  const viewBox = viewBoxAround(
    numbers.map((m) => Number(m[1])),
    numbers.map((m) => Number(m[2])),
    0.06,
  );
  return { kind: "box", viewBox, faces };
}

/** The mat of the query (the keys of mat-url.ts), read only as far as its geometry needs. */
function matOf(params: URLSearchParams): MatConfiguration {
  const get = (key: string) => params.get(`m.${key}`);
  const [top = 0, right = 0, bottom = 0, left = 0] = (get("s") ?? "").split(",").map(Number);
  const count = (key: string) => Math.min(20, Math.max(1, Math.trunc(mm(params, `m.${key}`)) || 1));
  return {
    kind: "mat",
    materialId: get("mat") ?? "",
    formatId: get("fmt"),
    widthMm: mm(params, "m.w"),
    heightMm: mm(params, "m.h"),
    openingMode: get("om") === "picture" ? "picture" : "window",
    openingWidthMm: mm(params, "m.ow"),
    openingHeightMm: mm(params, "m.oh"),
    overlapMm: mm(params, "m.ov"),
    borderMode: get("bm") === "raised" ? "raised" : get("bm") === "sides" ? "sides" : "equal",
    raise: mm(params, "m.r"),
    raiseUnit: get("ru") === "%" ? "%" : "mm",
    sides: { top, right, bottom, left },
    rows: count("rows"),
    columns: count("cols"),
    gapMm: mm(params, "m.gap"),
  };
}

function matThumbnail(params: URLSearchParams): Thumbnail | null {
  const geometry = matGeometry(matOf(params));
  const { widthMm: w, heightMm: h } = geometry;
  if (!(w > 0 && h > 0)) return null;
  const board = { x: 0, y: 0, w, h };
  return { kind: "mat", viewBox: viewBoxAround([0, w], [0, h], 0.06), board, windows: isDrawable(geometry) ? geometry.windows : [] };
}

/** The thumbnail of a configured line, from its configuration_query ('' for a catalogue article: null). */
export function configuredThumbnail(query: string): Thumbnail | null {
  const params = new URLSearchParams(query);
  return boxThumbnail(params) ?? matThumbnail(params);
}
