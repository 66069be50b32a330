// The kinds of article the catalogue generator makes (catalogue-generator.ts), one per product
// category: what each kind is made of, its measures (only those that fit the kind: boxes inner and
// outer size, thickness and format; papers grammage, format and thickness; rolls length and width;
// tubes diameter and length) and a price that grows with size and board. Plausible, not real.
import { type ArticleDef, STANDARD_DELIVERY } from "./fixtures.ts";
import {
  cents,
  DIN_A,
  type DinA,
  decimalText,
  dinFormat,
  dinFormatFitting,
  germanNumber,
  grammage,
  lengthM,
  lengthMm,
  priceScale,
  type Rng,
  sizeCm,
  sizeMm,
  thickness,
} from "./catalogue-format.ts";
import { BROWSE_CATEGORY } from "./catalogue-tree.ts";

/** What a kind makes of one article; the generator adds id, article number serial, pictures and links. */
export interface GeneratedDef
  extends Omit<ArticleDef, "id" | "artnr" | "externalId" | "categoryId" | "colour" | "pictures" | "similar" | "accessories"> {
  /** The article number without its serial ("AK-320240"; the generator appends "-0412"). */
  artnrStem: string;
  /** The order of "nearest measures": the similar articles are the neighbours in it. */
  key: number[];
}

export interface Kind {
  categoryId: number;
  count: number;
  make(rng: Rng, index: number): GeneratedDef;
  /** The accessory types (typ) its articles suggest as zusatz_artikel. */
  accessoryTypes: readonly string[];
  /** Indexes of the articles sold off as remnants (class_3_description 'Restant'). */
  remnants?: readonly number[];
  /** Every n-th article (from the 8th) is priced on request from 500 pieces. */
  requestEvery?: number;
}

const SLOW_DELIVERY: [string, string, string] = ["10–12 Werktage", "3–4 Wochen", "3–4 Wochen"];
const pad = (n: number, width: number) => String(n).padStart(width, "0");
const round5 = (n: number) => Math.round(n / 5) * 5;

/** Stock and availability: a few articles are out of stock and only on request. */
function stock(rng: Rng, max: number): Pick<GeneratedDef, "stock" | "availability" | "delivery"> {
  if (rng.chance(0.05)) return { stock: "0", availability: "auf Anfrage", delivery: SLOW_DELIVERY };
  return { stock: String(rng.int(20, max)), availability: "lagernd", delivery: STANDARD_DELIVERY };
}

// ---------------------------------------------------------------------------------------------
// Archival boxes by size: the large category.

const BOX_BOARDS = [
  {
    material: "Archivkarton, ligninfrei, gepuffert",
    qual: "DIN ISO 16245 Typ A",
    mm: 1.2,
    kgPerM2: 0.85,
    eurPerM2: 3.2,
    colours: ["grau", "blaugrau", "chamois", "weiß"],
    fsc: "FSC® Mix Credit",
    fscShare: 0.2,
    weight: 0.35,
  },
  {
    material: "Archivkarton, ligninfrei, ungepuffert",
    qual: "ligninfrei, ungepuffert",
    mm: 1.2,
    kgPerM2: 0.85,
    eurPerM2: 3.6,
    colours: ["weiß", "grau", "chamois"],
    fsc: "FSC® Mix Credit",
    fscShare: 0.15,
    weight: 0.25,
  },
  {
    material: "Museumskarton, Baumwolle",
    qual: "PAT-geprüft",
    mm: 1.5,
    kgPerM2: 1.1,
    eurPerM2: 6.8,
    colours: ["weiß", "elfenbein", "schwarz"],
    fsc: "",
    fscShare: 0,
    weight: 0.15,
  },
  {
    material: "Wellpappe, säurefrei",
    qual: "DIN ISO 16245 Typ B",
    mm: 3,
    kgPerM2: 0.55,
    eurPerM2: 1.9,
    colours: ["braun", "grau"],
    fsc: "FSC® Recycled",
    fscShare: 0.6,
    weight: 0.25,
  },
] as const;

const BOX_TYPES = [
  { typ: "Stülpdeckelkarton", board: 1.35, weight: 0.55, text: "mit Stülpdeckel" },
  { typ: "Klappdeckelkarton", board: 1.25, weight: 0.3, text: "mit angesetztem Klappdeckel" },
  { typ: "Ablageschachtel", board: 1, weight: 0.15, text: "offen, zum Einstellen ins Regal" },
] as const;

const BOX_HEIGHTS = [30, 40, 50, 60, 80, 100, 120, 150, 200, 250] as const;

/** Picks by the items' `weight` shares. */
function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  let r = rng.next();
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items.at(-1)!;
}

const boxes: Kind = {
  categoryId: BROWSE_CATEGORY.boxesBySize,
  count: 2000,
  accessoryTypes: ["Etikett", "Leinenband", "Baumwollhandschuhe"],
  remnants: [13, 513, 1013, 1513],
  requestEvery: 250,
  make(rng) {
    const length = 150 + 5 * rng.int(0, 90);
    const width = Math.max(100, round5(length * (0.55 + rng.next() * 0.3)));
    const height = rng.pick(BOX_HEIGHTS.filter((h) => h <= width));
    const board = weighted(rng, BOX_BOARDS);
    const type = weighted(rng, BOX_TYPES);
    const farbe = rng.pick(board.colours);
    const fsc = rng.chance(board.fscShare) ? board.fsc : null;
    const wall = Math.ceil(board.mm);
    const outer = [length + 2 * wall + 4, width + 2 * wall + 4, height + wall + 3];
    const format = dinFormatFitting(length, width);
    const boardM2 = ((2 * (length * width + length * height + width * height)) / 1e6) * type.board;
    const weight = boardM2 * board.kgPerM2;
    const price = 1.2 + boardM2 * board.eurPerM2 * 2.6;
    const big = length >= 450;
    return {
      artnrStem: `AK-${length}${pad(width, 3)}`,
      name: `${type.typ} ${length} × ${width} × ${height} mm`,
      line2: `${board.material}, ${farbe}`,
      short: `${type.typ} ${type.text}, Innenmaß ${length} × ${width} × ${height} mm.`,
      description: `${type.typ} ${type.text} aus ${board.material} (${germanNumber(board.mm)} mm), ${board.qual}.${
        format ? ` Nimmt Unterlagen bis ${format} liegend auf.` : ""
      }`,
      unit: "Stück",
      material: board.material,
      farbe,
      typ: type.typ,
      qual: board.qual,
      fsc,
      ve: big ? "10 Stück" : length >= 300 ? "20 Stück" : "25 Stück",
      ...stock(rng, 2400),
      measures: {
        innenmass: sizeMm(length, width, height),
        aussenmass: sizeMm(outer[0]!, outer[1]!, outer[2]!),
        dicke: thickness(board.mm),
        ...(format ? { format: dinFormat(format) } : {}),
      },
      weight: decimalText(weight, 2),
      netto: decimalText(weight * 0.92, 2),
      volume: decimalText((outer[0]! * outer[1]! * outer[2]!) / 1e9, 4),
      scale: big ? priceScale(price, [1, 10, 50], [1, 0.9, 0.82]) : priceScale(price, [1, 25, 100, 250], [1, 0.9, 0.82, 0.76]),
      product: {
        sperrgut_artikel: length >= 540 && height >= 200 ? "true" : "false",
        kleinste_bestelleinheit: type.typ === "Ablageschachtel" ? "5" : length < 200 ? "10" : "1",
      },
      key: [length, width, height],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Folders and enclosures.

const FOLDER_TYPES = [
  { typ: "Jurismappe", code: "JM", text: "mit drei Innenklappen" },
  { typ: "Vierklappenumschlag", code: "VK", text: "mit vier Klappen, ohne Klebstoff" },
  { typ: "Sammelmappe", code: "SM", text: "mit Rücken 20 mm und Verschlussband" },
] as const;
const FOLDER_BOARDS = [
  { material: "Archivkarton, säurefrei", qual: "DIN ISO 16245 Typ A" },
  { material: "Archivkarton, ligninfrei, gepuffert", qual: "DIN ISO 16245 Typ A" },
  { material: "Archivkarton, ligninfrei, ungepuffert", qual: "ligninfrei, ungepuffert" },
] as const;

const folders: Kind = {
  categoryId: BROWSE_CATEGORY.folders,
  count: 80,
  accessoryTypes: ["Etikett", "Baumwollhandschuhe"],
  make(rng) {
    const type = rng.pick(FOLDER_TYPES);
    const format = rng.pick<DinA>(["A5", "A4", "A4", "A3", "A2"]);
    const gsm = rng.pick([240, 300, 350]);
    const board = rng.pick(FOLDER_BOARDS);
    const farbe = rng.pick(["chamois", "grau", "weiß", "blaugrau"]);
    const [short, long] = DIN_A[format].mm;
    const outer = [short + 10, long + 15];
    const boardM2 = ((outer[0]! * outer[1]!) / 1e6) * 2.2;
    const price = 0.25 + boardM2 * (gsm / 1000) * 9;
    return {
      artnrStem: `${type.code}-${format}-${gsm}`,
      name: `${type.typ} ${format}`,
      line2: `${board.material}, ${gsm} g/m², ${farbe}`,
      short: `${type.typ} ${type.text} für Unterlagen bis ${format}.`,
      description: `${type.typ} ${type.text} aus ${board.material}, ${gsm} g/m², ${board.qual}.`,
      unit: "Stück",
      material: board.material,
      farbe,
      typ: type.typ,
      qual: board.qual,
      fsc: rng.chance(0.35) ? rng.pick(["FSC® Mix Credit", "FSC® Recycled"]) : null,
      ve: type.typ === "Sammelmappe" ? "10 Stück" : rng.pick(["25 Stück", "50 Stück"]),
      ...stock(rng, 4000),
      measures: { flgewicht: grammage(gsm), format: dinFormat(format), aussenmass: sizeMm(outer[0]!, outer[1]!) },
      weight: decimalText(boardM2 * (gsm / 1000)),
      netto: decimalText(boardM2 * (gsm / 1000) * 0.95),
      volume: decimalText((outer[0]! * outer[1]! * 2) / 1e9, 5),
      scale: priceScale(price, [1, 100, 500], [1, 0.85, 0.72]),
      key: [long, gsm],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Sleeves and pockets.

const SLEEVE_TYPES = [
  {
    typ: "Fotohülle",
    code: "FH",
    weight: 0.5,
    sizes: [
      [9, 13],
      [10, 15],
      [13, 18],
      [18, 24],
      [24, 30],
      [30, 40],
    ],
  },
  {
    typ: "Negativhülle",
    code: "NH",
    weight: 0.2,
    sizes: [
      [6, 9],
      [10, 12.5],
      [13, 18],
    ],
  },
  { typ: "Planhülle", code: "PH", weight: 0.3, sizes: ["A3", "A2", "A1", "A0"] },
] as const;
const SLEEVE_FILMS = [
  { material: "Polyester, glasklar", code: "PE", mm: [0.075, 0.1], eurPerM2: 4.5, farbe: "transparent" },
  { material: "Polypropylen, weichmacherfrei", code: "PP", mm: [0.08], eurPerM2: 2, farbe: "transparent" },
  { material: "Pergamin, säurefrei", code: "PG", mm: [0.05], eurPerM2: 1.8, farbe: "transparent" },
  { material: "Zellstoff, ungepuffert", code: "ZS", mm: [0.1], eurPerM2: 1.5, farbe: "weiß" },
] as const;

const sleeves: Kind = {
  categoryId: BROWSE_CATEGORY.sleeves,
  count: 120,
  accessoryTypes: ["Baumwollhandschuhe", "Fotoecken"],
  remnants: [41],
  make(rng) {
    const type = weighted(rng, SLEEVE_TYPES);
    const size = rng.pick<(typeof SLEEVE_TYPES)[number]["sizes"][number]>(type.sizes);
    const film = rng.pick(SLEEVE_FILMS);
    const mm = rng.pick(film.mm);
    const [w, h] = typeof size === "string" ? DIN_A[size].mm : [size[0] * 10, size[1] * 10];
    const format = typeof size === "string" ? dinFormat(size) : sizeCm(size[0], size[1]);
    const label = typeof size === "string" ? size : format[0];
    const m2 = (w * h * 2) / 1e6;
    const large = w >= 420;
    return {
      artnrStem: `${type.code}-${w}${h}-${film.code}`,
      name: `${type.typ} ${label}`,
      line2: `${film.material}, ${germanNumber(mm * 1000, 0)} µm`,
      short: `${type.typ} für Formate bis ${label}, offen an der kurzen Seite.`,
      description: `${type.typ} aus ${film.material}, ${germanNumber(mm * 1000, 0)} µm, PAT-geprüft; schützt vor Staub und Fingerabdrücken.`,
      unit: "Stück",
      material: film.material,
      farbe: film.farbe,
      typ: type.typ,
      qual: "PAT-geprüft",
      fsc: null,
      ve: large ? "25 Stück" : "100 Stück",
      ...stock(rng, 20000),
      measures: { format, dicke: thickness(mm), innenmass: sizeMm(w + 3, h + 3) },
      weight: decimalText(m2 * 0.1, 4),
      netto: decimalText(m2 * 0.1, 4),
      volume: decimalText((w * h * 1) / 1e9, 6),
      scale: priceScale(0.05 + m2 * film.eurPerM2, large ? [1, 25, 100] : [1, 100, 500, 1000], [1, 0.88, 0.78, 0.7]),
      product: { kleinste_bestelleinheit: !large && w < 180 ? "10" : "1" },
      key: [w, h, mm],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Mats in standard sizes (sub-category of the mats).

const MAT_SIZES = [
  [13, 18],
  [18, 24],
  [24, 30],
  [30, 40],
  [40, 50],
  [50, 60],
  [50, 70],
  [60, 80],
  [70, 100],
] as const;
const MAT_BOARDS = [
  { material: "Museumskarton, Baumwolle", code: "M", mm: [1.4, 2, 3], eurPerM2: 14 },
  { material: "Passepartoutkarton, Alphacellulose", code: "A", mm: [1.4, 2], eurPerM2: 8 },
] as const;
const MAT_COLOURS = ["weiß", "antikweiß", "naturweiß", "elfenbein", "schwarz", "grau"] as const;

const standardMats: Kind = {
  categoryId: BROWSE_CATEGORY.standardMats,
  count: 100,
  accessoryTypes: ["Fotoecken", "Archivklebeband"],
  remnants: [57],
  make(rng) {
    const [w, h] = rng.pick(MAT_SIZES);
    const border = rng.pick([3, 4, 5, 6, 8].filter((b) => w - 2 * b >= 5));
    const window = [w - 2 * border, h - 2 * border] as const;
    const board = rng.pick(MAT_BOARDS);
    const mm = rng.pick(board.mm);
    const farbe = rng.pick(MAT_COLOURS);
    const m2 = (w * h) / 1e4;
    const price = 0.8 + m2 * board.eurPerM2 * (mm / 1.4);
    return {
      artnrStem: `PP-${pad(w, 2)}${pad(h, 2)}-${board.code}${germanNumber(mm).replace(",", "")}`,
      name: `Passepartout ${w} × ${h} cm`,
      line2: `Ausschnitt ${window[0]} × ${window[1]} cm, ${germanNumber(mm)} mm, ${farbe}`,
      short: `Passepartout mit 45°-Schrägschnitt, Rand ${border} cm.`,
      description: `Passepartout aus ${board.material}, ${germanNumber(mm)} mm, mit Schrägschnitt; Ausschnitt ${window[0]} × ${window[1]} cm.`,
      unit: "Stück",
      material: board.material,
      farbe,
      typ: "Passepartout",
      qual: "PAT-geprüft",
      fsc: board.code === "A" && rng.chance(0.5) ? "FSC® Mix Credit" : null,
      ve: "10 Stück",
      ...stock(rng, 900),
      measures: { dicke: thickness(mm), format: sizeCm(w, h), innenmass: sizeCm(window[0], window[1]) },
      weight: decimalText(m2 * mm * 0.7, 3),
      netto: decimalText(m2 * mm * 0.65, 3),
      volume: decimalText(m2 * (mm / 1000), 5),
      scale: priceScale(price, [1, 10, 50, 100], [1, 0.9, 0.8, 0.74]),
      product: { kleinste_bestelleinheit: rng.chance(0.35) ? "10" : "1", sperrgut_artikel: w * h >= 7000 ? "true" : "false" },
      key: [w, h, window[0], window[1]],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Archival papers.

const PAPER_TYPES = [
  { typ: "Archivpapier", code: "AP", material: "Zellstoff, gepuffert", qual: "DIN EN ISO 9706", gsm: [60, 80, 90, 120], eurPerKg: 9 },
  {
    typ: "Zwischenlagepapier",
    code: "ZP",
    material: "Zellstoff, ungepuffert",
    qual: "ligninfrei, ungepuffert",
    gsm: [30, 45, 60],
    eurPerKg: 11,
  },
  { typ: "Hadernpapier", code: "HP", material: "Hadern, Baumwolle", qual: "DIN EN ISO 9706", gsm: [120, 160, 200, 250], eurPerKg: 28 },
] as const;
const PAPER_FORMATS = ["A4", "A3", "A2", [50, 70], [70, 100]] as const;

const papers: Kind = {
  categoryId: BROWSE_CATEGORY.papers,
  count: 90,
  accessoryTypes: ["Baumwollhandschuhe"],
  make(rng) {
    const type = rng.pick(PAPER_TYPES);
    const gsm = rng.pick<number>(type.gsm);
    const size = rng.pick(PAPER_FORMATS);
    const [w, h] = typeof size === "string" ? DIN_A[size].mm : [size[0] * 10, size[1] * 10];
    const format = typeof size === "string" ? dinFormat(size) : sizeCm(size[0], size[1]);
    const label = typeof size === "string" ? size : format[0];
    const perSheet = typeof size === "string" && size !== "A2";
    const sheetKg = ((w * h) / 1e6) * (gsm / 1000);
    return {
      artnrStem: `${type.code}-${w}${h}-${gsm}`,
      name: `${type.typ} ${label}, ${gsm} g/m²`,
      line2: perSheet ? "Pack à 100 Blatt" : "Pack à 25 Bogen",
      short: `${type.typ} ${label}, ${gsm} g/m², ${type.qual}.`,
      description: `${type.typ} aus ${type.material}, ${gsm} g/m². Preis je ${perSheet ? "Blatt" : "Bogen"}, Abgabe in ganzen Packungen.`,
      unit: perSheet ? "Blatt" : "Bogen",
      material: type.material,
      farbe: rng.pick(["weiß", "naturweiß", "elfenbein"]),
      typ: type.typ,
      qual: type.qual,
      fsc: type.code !== "HP" && rng.chance(0.5) ? "FSC® Mix Credit" : null,
      ve: perSheet ? "100 Blatt" : "25 Bogen",
      ...stock(rng, 60000),
      measures: { flgewicht: grammage(gsm), format, dicke: thickness(Math.round(gsm * 0.125) / 100) },
      weight: decimalText(sheetKg, 4),
      netto: decimalText(sheetKg, 4),
      volume: decimalText((w * h * 0.1) / 1e9, 7),
      itemInUnit: perSheet ? 100 : 25,
      scale: priceScale(0.01 + sheetKg * type.eurPerKg * 2.2, perSheet ? [1, 500, 2000] : [1, 100, 500], [1, 0.85, 0.7]),
      key: [h, gsm],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Tissue paper in sheets and on rolls.

const tissue: Kind = {
  categoryId: BROWSE_CATEGORY.tissue,
  count: 40,
  accessoryTypes: ["Baumwollhandschuhe"],
  make(rng) {
    const gsm = rng.pick([14, 18, 22, 30]);
    const buffered = rng.chance(0.5);
    const material = buffered ? "Zellstoff, gepuffert" : "Zellstoff, ungepuffert";
    const common = { material, farbe: "weiß", qual: "PAT-geprüft", fsc: rng.chance(0.3) ? "FSC® Mix Credit" : null, ...stock(rng, 9000) };
    if (rng.chance(0.4)) {
      const width = rng.pick([50, 75, 100, 150]);
      const length = rng.pick([50, 100, 200]);
      const kg = (width / 100) * length * (gsm / 1000);
      return {
        ...common,
        artnrStem: `SR-${width}${length}-${gsm}`,
        name: `Seidenpapier auf Rolle ${width} cm × ${length} m`,
        line2: `${gsm} g/m², ${buffered ? "gepuffert" : "ungepuffert"}`,
        short: `Seidenpapier auf Rolle zum Einschlagen großer Objekte, ${gsm} g/m².`,
        description: `Säurefreies, ${buffered ? "gepuffertes" : "ungepuffertes"} Seidenpapier auf Rolle, ${gsm} g/m².`,
        unit: "Rolle",
        typ: "Seidenpapier auf Rolle",
        ve: "1 Rolle",
        measures: { flgewicht: grammage(gsm), breite: [`${width} cm`, `${(width / 2.54).toFixed(1)} in`], laenge: lengthM(length) },
        weight: decimalText(kg * 1.1, 2),
        netto: decimalText(kg, 2),
        volume: decimalText((width / 100) * 0.02 * 0.02, 4),
        scale: priceScale(4 + kg * 14, [1, 5, 20], [1, 0.92, 0.85]),
        product: { sperrgut_artikel: width >= 150 ? "true" : "false" },
        key: [width, length * 10, gsm],
      };
    }
    const [w, h] = rng.pick([
      [50, 75],
      [75, 100],
    ] as const);
    const kg = ((w * h) / 1e4) * (gsm / 1000);
    return {
      ...common,
      artnrStem: `SP-${w}${h}-${gsm}`,
      name: `Seidenpapier ${w} × ${h} cm, ${buffered ? "gepuffert" : "ungepuffert"}`,
      line2: `${gsm} g/m², Bogen, Pack à 25`,
      short: `${buffered ? "Gepuffertes" : "Ungepuffertes"} Seidenpapier zum Einschlagen und Polstern.`,
      description: `Säurefreies Seidenpapier, ${gsm} g/m². Abgabe in Packungen zu 25 Bogen; Preis je Bogen.`,
      unit: "Bogen",
      typ: "Seidenpapier",
      ve: "25 Bogen",
      measures: { flgewicht: grammage(gsm), format: sizeCm(w, h) },
      weight: decimalText(kg, 4),
      netto: decimalText(kg, 4),
      volume: decimalText((w * h * 0.05) / 1e7, 6),
      itemInUnit: 25,
      scale: priceScale(0.08 + kg * 30, [1, 250, 1000], [1, 0.83, 0.69]),
      key: [w, h, gsm],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Labels and accessories: the zusatz_artikel of the other kinds.

const ACCESSORIES = [
  { typ: "Etikett", code: "ET", weight: 0.35 },
  { typ: "Archivklebeband", code: "KB", weight: 0.2 },
  { typ: "Leinenband", code: "LB", weight: 0.15 },
  { typ: "Baumwollhandschuhe", code: "HS", weight: 0.15 },
  { typ: "Fotoecken", code: "FE", weight: 0.15 },
] as const;

type AccessoryParts = Pick<
  GeneratedDef,
  "name" | "line2" | "short" | "description" | "unit" | "material" | "farbe" | "ve" | "measures" | "scale" | "key" | "itemInUnit"
> & { stem: string };

function accessory(rng: Rng, typ: (typeof ACCESSORIES)[number]["typ"]): AccessoryParts {
  switch (typ) {
    case "Etikett": {
      const [w, h] = rng.pick([
        [70, 37],
        [105, 48],
        [52, 30],
        [38, 21],
      ] as const);
      const pack = rng.pick([100, 500]);
      return {
        stem: `${w}${h}`,
        name: `Archivetikett ${w} × ${h} mm`,
        line2: `selbstklebend, ${pack} Stück je Pack`,
        short: "Selbstklebendes Etikett mit säurefreiem Acrylatkleber, beschreib- und bedruckbar.",
        description: "Etiketten aus alterungsbeständigem Papier mit säurefreiem Acrylatkleber für Archivboxen und Mappen.",
        unit: "Stück",
        material: "Papier, Acrylatkleber säurefrei",
        farbe: rng.pick(["weiß", "chamois"]),
        ve: `${pack} Stück`,
        measures: { format: sizeMm(w, h) },
        itemInUnit: pack,
        scale: priceScale(0.02 + (w * h) / 100000, [pack, pack * 5], [1, 0.85]),
        key: [w, h],
      };
    }
    case "Archivklebeband":
    case "Leinenband": {
      const linen = typ === "Leinenband";
      const width = rng.pick(linen ? [10, 15, 20, 30] : [12, 20, 25, 50]);
      const length = rng.pick([25, 50]);
      return {
        stem: `${width}${length}`,
        name: `${linen ? "Leinenband" : "Archivklebeband"} ${width} mm × ${length} m`,
        line2: linen ? "ungebleicht, zum Binden" : "säurefrei, reversibel",
        short: linen ? "Ungebleichtes Leinenband zum Binden von Akten." : "Reversibles Klebeband mit säurefreiem Acrylatkleber.",
        description: linen
          ? "Leinenband aus ungebleichtem Leinen, ohne Appretur, zum Verschnüren von Aktenbündeln."
          : "Säurefreies Papierklebeband für Reparaturen und Montagen; mit Wasser wieder lösbar.",
        unit: "Rolle",
        material: linen ? "Leinen, ungebleicht" : "Papier, Acrylatkleber säurefrei",
        farbe: linen ? "natur" : "weiß",
        ve: "1 Rolle",
        measures: { breite: lengthMm(width), laenge: lengthM(length) },
        scale: priceScale(4 + (width * length) / (linen ? 60 : 90), [1, 10, 50], [1, 0.9, 0.8]),
        key: [width, length],
      };
    }
    case "Baumwollhandschuhe": {
      const size = rng.pick(["S", "M", "L", "XL"]);
      return {
        stem: size,
        name: `Baumwollhandschuhe Größe ${size}`,
        line2: "fusselarm, waschbar, 12 Paar",
        short: "Handschuhe aus Baumwolle für das Anfassen von Fotos, Grafiken und Objekten.",
        description: "Fusselarme Handschuhe aus gekämmter Baumwolle, waschbar bis 60 °C.",
        unit: "Paar",
        material: "Baumwolle",
        farbe: "weiß",
        ve: "12 Paar",
        measures: {},
        scale: priceScale(rng.pick([1.9, 2.4, 2.9]), [1, 12, 120], [1, 0.9, 0.8]),
        key: [["S", "M", "L", "XL"].indexOf(size)],
      };
    }
    case "Fotoecken": {
      const side = rng.pick([13, 19, 26]);
      const glassine = rng.chance(0.5);
      return {
        stem: `${side}${glassine ? "P" : "E"}`,
        name: `Fotoecken ${side} mm, ${glassine ? "Pergamin" : "Polyester"}`,
        line2: "selbstklebend, 250 Stück je Pack",
        short: "Fotoecken zur reversiblen Montage von Fotos und Grafiken.",
        description: "Fotoecken mit säurefreiem Kleber: das Bild selbst wird nicht beklebt.",
        unit: "Stück",
        material: glassine ? "Pergamin, säurefrei" : "Polyester, glasklar",
        farbe: "transparent",
        ve: "250 Stück",
        measures: { breite: lengthMm(side) },
        itemInUnit: 250,
        scale: priceScale(0.02 + side / 1000, [250, 1000], [1, 0.85]),
        key: [side],
      };
    }
  }
}

const accessories: Kind = {
  categoryId: BROWSE_CATEGORY.accessories,
  count: 60,
  accessoryTypes: ["Baumwollhandschuhe", "Etikett"],
  make(rng) {
    const { typ, code } = weighted(rng, ACCESSORIES);
    const { stem, key, ...parts } = accessory(rng, typ);
    return {
      ...parts,
      artnrStem: `${code}-${stem}`,
      typ,
      qual: typ === "Baumwollhandschuhe" ? "" : "PAT-geprüft",
      fsc: null,
      ...stock(rng, 3000),
      weight: "0.05",
      netto: "0.04",
      volume: "0.0002",
      key: [ACCESSORIES.findIndex((a) => a.typ === typ), ...key],
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Archival tubes.

const tubes: Kind = {
  categoryId: BROWSE_CATEGORY.tubes,
  count: 30,
  accessoryTypes: ["Etikett"],
  make(rng) {
    const diameter = rng.pick([50, 76, 100, 120, 150]);
    const length = 500 + 100 * rng.int(0, 10);
    const wall = diameter >= 120 ? 3 : diameter >= 76 ? 2 : 1.5;
    const m2 = (Math.PI * diameter * length) / 1e6;
    return {
      artnrStem: `AR-${diameter}-${length}`,
      name: `Archivrolle Ø ${diameter} mm`,
      line2: `Länge ${length} mm, mit Deckeln`,
      short: "Hülse zur gerollten Lagerung von Plakaten, Plänen und Textilien.",
      description: `Archivrolle aus säurefreier Hartpappe, Wand ${germanNumber(wall)} mm, mit zwei Deckeln.`,
      unit: "Stück",
      material: "Hartpappe, säurefrei",
      farbe: rng.pick(["natur", "grau"]),
      typ: "Archivrolle",
      qual: "PAT-geprüft",
      fsc: null,
      ve: diameter <= 100 ? "12 Stück" : "6 Stück",
      ...stock(rng, 400),
      measures: { durchmesser: lengthMm(diameter), laenge: lengthMm(length), dicke: thickness(wall) },
      weight: decimalText(m2 * wall * 0.6, 2),
      netto: decimalText(m2 * wall * 0.55, 2),
      volume: decimalText((diameter * diameter * length) / 1e9, 4),
      scale: priceScale(cents(2.5 + m2 * wall * 9), [1, 12, 48], [1, 0.91, 0.83]),
      product: { sperrgut_artikel: length >= 1300 ? "true" : "false" },
      key: [diameter, length],
    };
  },
};

/** Every kind, in the catalogue's order. */
export const KINDS: readonly Kind[] = [boxes, folders, sleeves, tubes, standardMats, papers, tissue, accessories];
