// Generates the demo catalogue's 2,520 articles from the kinds of catalogue-kinds.ts: deterministic
// (one seeded PRNG per kind, so the same ids always hold the same articles), never written by hand.
// Adds what every generated article has: its id and article number, pictures, remnants and
// price-on-request articles, its similar articles (the neighbours in its kind's measure order) and
// its accessories (zusatz_artikel, from the labels and accessories category).
import { type ArticleDef, buildArticle, type FixtureArticle } from "./fixtures.ts";
import { cents, seededRng } from "./catalogue-format.ts";
import { type GeneratedDef, KINDS, type Kind } from "./catalogue-kinds.ts";
import { BROWSE_CATEGORY } from "./catalogue-tree.ts";

const REQUEST_FROM = "500";
const REQUEST_TIME = "4–6 Wochen (Sonderfertigung)";

/** A generated article's id: its category, then its serial (210001 … 212000). */
export const generatedId = (categoryId: number, index: number) => `${categoryId}${String(index + 1).padStart(4, "0")}`;

/** A remnant: the rest of a run, sold off cheaper while it lasts. */
function asRemnant(def: GeneratedDef, index: number): GeneratedDef {
  const first = def.scale[0]!;
  const step = (def.itemInUnit ?? 1) * (Number(def.product?.kleinste_bestelleinheit) || 1);
  return {
    ...def,
    line2: `Restposten, ${def.line2}`,
    availability: "Restposten",
    // A whole number of order steps, so the whole rest can be ordered.
    stock: String(Math.ceil((12 + (index % 48)) / step) * step),
    delivery: ["2–3 Werktage", "", ""],
    scale: [[first[0], cents(first[1] * 0.6)]],
    product: { ...def.product, class_3_description: "Restant" },
  };
}

/** Priced on request from 500 pieces, made to order. */
function onRequest(def: GeneratedDef): GeneratedDef {
  return {
    ...def,
    product: { ...def.product, requested_delivery_amount: REQUEST_FROM },
    properties: { ...def.properties, requested_delivery_amount: REQUEST_FROM, requested_delivery_time: REQUEST_TIME },
  };
}

type Generated = ArticleDef & GeneratedDef;

/** The kind's article with what the generator adds; written onto the fresh object (no copies: 2,520 of them). */
function generatedDef(kind: Kind, made: GeneratedDef, index: number): Generated {
  let def = made;
  if (kind.remnants?.includes(index)) def = asRemnant(def, index);
  else if (kind.requestEvery && index % kind.requestEvery === 7) def = onRequest(def);
  const generated = def as Generated;
  generated.id = generatedId(kind.categoryId, index);
  generated.artnr = `${def.artnrStem}-${generated.id.slice(-4)}`;
  generated.externalId = `SAP-${generated.id}`;
  generated.categoryId = kind.categoryId;
  generated.pictures = index % 3 === 0 ? 2 : 1;
  return generated;
}

const byKey = (a: Generated, b: Generated) => {
  for (let i = 0; i < Math.max(a.key.length, b.key.length); i++) {
    const d = (a.key[i] ?? 0) - (b.key[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
};

/** 2 to 4 neighbours in the kind's measure order: the nearest sizes first. */
function linkSimilar(defs: Generated[]): void {
  const sorted = [...defs].sort(byKey);
  sorted.forEach((def, position) => {
    const ids: string[] = [];
    const wanted = 2 + (Number(def.id) % 3);
    for (const d of [1, -1, 2, -2, 3, -3]) {
      const neighbour = sorted[position + d];
      if (neighbour && ids.length < wanted) ids.push(neighbour.id);
    }
    def.similar = ids.join(",");
  });
}

/** 1 to 3 accessories of the kinds the article's kind suggests, different ones for neighbouring ids. */
function linkAccessories(kind: Kind, defs: ArticleDef[], accessories: readonly ArticleDef[]): void {
  const fitting = accessories.filter((a) => kind.accessoryTypes.includes(a.typ));
  defs.forEach((def, index) => {
    const ids = new Set<string>();
    for (let k = 0; k < 1 + (index % 3); k++) {
      const accessory = fitting[(index * 7 + k * 13) % fitting.length];
      if (accessory && accessory.id !== def.id) ids.add(accessory.id);
    }
    def.accessories = [...ids].join(",");
  });
}

/** The generated catalogue, in the kinds' order. */
export function generateArticles(): FixtureArticle[] {
  const perKind = KINDS.map((kind) => {
    const rng = seededRng(kind.categoryId * 7919);
    const defs = Array.from({ length: kind.count }, (_, index) => generatedDef(kind, kind.make(rng, index), index));
    linkSimilar(defs);
    return { kind, defs };
  });
  const accessories = perKind.find(({ kind }) => kind.categoryId === BROWSE_CATEGORY.accessories)?.defs ?? [];
  for (const { kind, defs } of perKind) linkAccessories(kind, defs, accessories);
  return perKind.flatMap(({ defs }) => defs.map(buildArticle));
}
