// The demo's article pictures (GET /demo-images/<id>-<n>.svg, demo/mocks/handlers.ts): a drawing of the
// goods as a product photo would show them, in the article's colour (`farbe`) and proportions (its
// measures), no text. Picture 1 is the article, 2 and 3 another view (open, a detail, a stack), so the
// product page's slider shows something new. 400 × 300 (4:3) for all, deterministic, 1–3 KB each.
import type { FixtureArticle } from "./fixtures.ts";
import { pictureKind } from "./picture-kind.ts";
import { renderScene } from "./picture-scene.ts";
import { archiveBox, lidBox, parcel } from "./picture-boxes.ts";
import type { View } from "./picture-geometry.ts";
import { roll } from "./picture-rolls.ts";
import { folder, mat, paper, sleeve } from "./picture-sheets.ts";

/** Board and paper as they look, by `farbe`. */
const COLOURS: Record<string, string> = {
  grau: "#a3a5a2",
  blaugrau: "#7d8c9a",
  chamois: "#e0cfa6",
  weiß: "#f4f2eb",
  braun: "#a57c53",
  elfenbein: "#ede2c6",
  schwarz: "#34322f",
  antikweiß: "#ebe0c8",
  naturweiß: "#f1e9d8",
  natur: "#c8a676",
  anthrazit: "#4a4e54",
  transparent: "#eceee8",
};
const NEUTRAL = "#cfc9bd";

/** DIN A sizes in mm, short side first. */
const DIN_A: Record<string, [number, number]> = {
  A0: [841, 1189],
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  A6: [105, 148],
};

/** The millimetres of a measure text ("320 × 240 × 100 mm", "30 × 40 cm", "1,5 mm", "A4", "50 m"). */
export function measureMm(text: string | null | undefined): number[] {
  if (!text) return [];
  const din = /\bA[0-6]\b/.exec(text);
  if (din) return DIN_A[din[0]]!;
  const factor = /\bcm\b/.test(text) ? 10 : /\bm\b/.test(text) ? 1000 : 1;
  return [...text.matchAll(/\d+(?:,\d+)?/g)].map((m) => Number(m[0].replace(",", ".")) * factor);
}

/** The first measure of `names` that has `count` numbers, else `fallback`. */
function size(article: FixtureArticle, names: string[], count: number, fallback: number[]): number[] {
  for (const name of names) {
    const mm = measureMm(article.properties[name]);
    if (mm.length >= count) return mm.slice(0, count);
  }
  return fallback;
}

/** Picture `n` (1-based) of the article: an SVG document. */
export function productPicture(article: FixtureArticle, n: number): string {
  const p = article.properties;
  const colour = COLOURS[p.farbe ?? ""] ?? NEUTRAL;
  const view = (((n - 1) % 3) + 1) as View;
  const kind = pictureKind({ typ: p.typ, name: p.beschreibung1, categoryId: article.categoryId });
  const box = () => size(article, ["innenmass", "aussenmass"], 3, [330, 250, 100]) as [number, number, number];
  const sheet = () => size(article, ["format", "innenmass", "aussenmass"], 2, [210, 297]) as [number, number];
  switch (kind) {
    case "box":
      return renderScene(archiveBox(box(), colour, view));
    case "lid-box":
      return renderScene(lidBox(box(), colour, view));
    case "folder":
      return renderScene(folder(size(article, ["aussenmass", "innenmass", "format"], 2, [220, 312]) as [number, number], colour, view));
    case "mat":
      return renderScene(mat(sheet(), size(article, ["innenmass"], 2, [200, 280]) as [number, number], colour, view));
    case "paper":
      return renderScene(paper(sheet(), colour, view, measureMm(p.dicke)[0]));
    case "roll": {
      const tube = p.durchmesser !== null && p.durchmesser !== undefined;
      const length = tube ? (measureMm(p.laenge)[0] ?? 1000) : (measureMm(p.breite)[0] ?? 1000);
      const diameter = tube ? (measureMm(p.durchmesser)[0] ?? 100) : length * 0.16;
      return renderScene(roll(length, diameter, colour, view, tube));
    }
    case "sleeve":
      return renderScene(sleeve(sheet(), colour, view, p.farbe === "transparent"));
    default:
      return renderScene(parcel(colour));
  }
}
