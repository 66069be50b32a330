// The fixture catalogue behind the demo's fake API (demo/mocks/handlers.ts) and the component tests:
// archival boxes, passepartout mats, papers, tissue and folders as the CMS embeds them (product data
// block) and as the CRM stores them (article properties: text, some empty or null), with their price
// scales, two companies with their own discounts, and GBP lists for visitors from gb.
//
// Notable articles:
//   1001 standard archival box, FSC, scale 1/50/200          1008 duplicate and unsorted scale entries
//   1003 bulky (sperrgut_artikel) plan box                    1011 price on request from 500 pieces
//   1004 passepartout with kleinste_bestelleinheit 10          1013 bulky museum board sheet
//   1005 remnant (class_3_description 'Restant')               1006 paper, itemInUnit 100
//   1007 tissue, itemInUnit 25                                1010 sparse CRM record, images only in the block
//   1012 no images anywhere
import type { InferInput } from "valibot";
import type { CompanyChoice, PriceList } from "../../core/api/schemas.ts";
import type { ProductDataSchema, ProductSchema } from "../../core/catalog/product-data.ts";
import { customerPriceList as sharedCustomerPriceList, customerTerms } from "../../hubspot/functions/shop/customer-prices.ts";

export type ProductInput = InferInput<typeof ProductSchema>;
export type ProductDataInput = InferInput<typeof ProductDataSchema>;
export type Language = "de" | "en" | "fr";

/** One fixture article: what the CMS embeds, what the CRM returns, and its EUR list price scale. */
export interface FixtureArticle {
  /** The CRM's hs_object_id, also the data block's article_id. */
  id: string;
  categoryId: number;
  /** Product data block fields, as the CMS writes them. */
  product: ProductInput;
  /** CRM article properties, all text; null where the CRM has no value. */
  properties: Record<string, string | null>;
  /** Packing unit of the price list. */
  itemInUnit: number;
  /** List price scale (net unit prices in EUR), exactly as the CRM delivers it. */
  scale: { quantity: number; price: number }[];
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Images: same-origin URLs answered by the mock worker with a drawing of the goods (pictures.ts), in
// the data block's `images` and the CRM's `image_urls` alike (a data: URL would fail the URL rule,
// core/element/site-url.ts).

/** Path under which the mock worker serves article pictures: /demo-images/<id>-<n>.svg. */
export const IMAGE_PATH = "/demo-images/";

/** Same-origin URL of picture `n` (1-based) of an article. */
export const imageUrl = (id: string, n: number) => `${IMAGE_PATH}${id}-${n}.svg`;

// ---------------------------------------------------------------------------------------------
// Article definitions, compact; build() spreads each into the data block and the CRM record.

export type Measure = "dicke" | "flgewicht" | "format" | "innenmass" | "aussenmass" | "durchmesser" | "laenge" | "breite";
/** A measure: metric text, or [metric, inch]. */
export type MeasureValue = string | [string, string];

export interface ArticleDef {
  id: string;
  artnr: string;
  externalId: string;
  /** beschreibung1 and the block's artikel. */
  name: string;
  /** beschreibung2. */
  line2: string;
  /** kurzbeschreibung. */
  short: string;
  /** The block's description. */
  description: string;
  categoryId: number;
  /** How many pictures the CRM lists (0: none). */
  pictures: number;
  unit: string;
  material: string;
  farbe: string;
  typ: string;
  qual: string;
  /** FSC claim, or null for articles without certification. */
  fsc: string | null;
  ve: string;
  stock: string;
  availability: string;
  /** Delivery times for 0–49, 50–199 and 200+ pieces. */
  delivery: [string, string, string];
  measures: Partial<Record<Measure, MeasureValue>>;
  /** Gross weight and net weight in kg, volume in m³ (text, dot decimals, as the CMS has them). */
  weight: string;
  netto: string;
  volume: string;
  similar?: string;
  accessories?: string;
  itemInUnit?: number;
  /** [quantity, net unit price in EUR]. */
  scale: [number, number][];
  /** Block-only fields beyond the defaults (bulky, smallest order unit, remnant, request threshold). */
  product?: Partial<ProductInput>;
  /** CRM properties that differ from what build() derives. */
  properties?: Record<string, string | null>;
}

export const CATEGORY = { boxes: 11, mats: 12, papers: 13, tissue: 14, folders: 15 } as const;

const MEASURES: readonly Measure[] = ["dicke", "flgewicht", "format", "innenmass", "aussenmass", "durchmesser", "laenge", "breite"];

export const STANDARD_DELIVERY: [string, string, string] = ["2–3 Werktage", "5–7 Werktage", "10–12 Werktage"];

const defs: ArticleDef[] = [
  {
    id: "1001",
    artnr: "AB-A4-100",
    externalId: "SAP-100045",
    name: "Archivbox A4 „Klassik“",
    line2: "mit Stülpdeckel, Rücken 100 mm",
    short: "Säurefreie Archivbox für Akten und Dokumente im Format A4.",
    description:
      "Alterungsbeständige Archivbox aus säurefreier Wellpappe mit Stülpdeckel. Geeignet für die Langzeitlagerung von Akten nach DIN ISO 16245.",
    categoryId: CATEGORY.boxes,
    pictures: 3,
    unit: "Stück",
    material: "Wellpappe, säurefrei",
    farbe: "grau",
    typ: "Archivbox",
    qual: "DIN ISO 16245 Typ A",
    fsc: "FSC® Mix Credit",
    ve: "25 Stück",
    stock: "1240",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      dicke: ["1,6 mm", "0.063 in"],
      format: ["A4", "8.3 × 11.7 in"],
      innenmass: ["320 × 240 × 100 mm", "12.6 × 9.4 × 3.9 in"],
      aussenmass: ["330 × 250 × 108 mm", "13.0 × 9.8 × 4.3 in"],
    },
    weight: "0.42",
    netto: "0.38",
    volume: "0.009",
    similar: "1002,1009",
    accessories: "1008",
    scale: [
      [1, 4.9],
      [50, 4.2],
      [200, 3.6],
    ],
  },
  {
    id: "1002",
    artnr: "AB-A3-080",
    externalId: "SAP-100046",
    name: "Archivbox A3 „Klassik“",
    line2: "mit Stülpdeckel, Rücken 80 mm",
    short: "Säurefreie Archivbox für großformatige Unterlagen bis A3.",
    description: "Archivbox aus säurefreier Wellpappe für Pläne, Zeichnungen und Urkunden bis A3.",
    categoryId: CATEGORY.boxes,
    pictures: 2,
    unit: "Stück",
    material: "Wellpappe, säurefrei",
    farbe: "grau",
    typ: "Archivbox",
    qual: "DIN ISO 16245 Typ A",
    fsc: "FSC® Mix Credit",
    ve: "20 Stück",
    stock: "410",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      dicke: ["1,6 mm", "0.063 in"],
      format: ["A3", "11.7 × 16.5 in"],
      innenmass: ["430 × 310 × 80 mm", "16.9 × 12.2 × 3.1 in"],
      aussenmass: ["440 × 320 × 88 mm", "17.3 × 12.6 × 3.5 in"],
    },
    weight: "0.71",
    netto: "0.66",
    volume: "0.012",
    similar: "1001",
    scale: [
      [1, 7.8],
      [25, 6.9],
      [100, 6.1],
    ],
  },
  {
    id: "1003",
    artnr: "PK-A0-050",
    externalId: "SAP-100310",
    name: "Planmappenkassette A0",
    line2: "Klappdeckel, Höhe 50 mm",
    short: "Flache Kassette für Karten und Pläne bis A0. Versand per Spedition.",
    description: "Großformatige Kassette aus Vollpappe mit Klappdeckel für die liegende Lagerung von Plänen und Karten bis A0.",
    categoryId: CATEGORY.boxes,
    pictures: 2,
    unit: "Stück",
    material: "Vollpappe, säurefrei",
    farbe: "braun",
    typ: "Kassette",
    qual: "DIN ISO 16245 Typ A",
    fsc: null,
    ve: "1 Stück",
    stock: "18",
    availability: "lagernd",
    delivery: ["5–7 Werktage", "10–12 Werktage", "3–4 Wochen"],
    measures: {
      dicke: ["2,5 mm", "0.098 in"],
      format: ["A0", "33.1 × 46.8 in"],
      innenmass: ["1230 × 890 × 50 mm", "48.4 × 35.0 × 2.0 in"],
      aussenmass: ["1250 × 910 × 58 mm", "49.2 × 35.8 × 2.3 in"],
    },
    weight: "6.80",
    netto: "6.20",
    volume: "0.066",
    scale: [
      [1, 48.5],
      [10, 44],
    ],
    product: { sperrgut_artikel: "true" },
    properties: { es: "nein" },
  },
  {
    id: "1004",
    artnr: "PP-3040-W",
    externalId: "SAP-200110",
    name: "Passepartout 30 × 40 cm",
    line2: "Ausschnitt 20 × 28 cm, Museumskarton 1,4 mm",
    short: "Passepartout aus Museumskarton, abgeschrägter Ausschnitt. Mindestabnahme 10 Stück.",
    description: "Passepartout aus 100 % Baumwoll-Museumskarton mit 45°-Schrägschnitt. Abgabe nur in Vielfachen von 10 Stück.",
    categoryId: CATEGORY.mats,
    pictures: 2,
    unit: "Stück",
    material: "Museumskarton, Baumwolle",
    farbe: "weiß",
    typ: "Passepartout",
    qual: "PAT-geprüft",
    fsc: null,
    ve: "10 Stück",
    stock: "860",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      dicke: ["1,4 mm", "0.055 in"],
      format: ["30 × 40 cm", "11.8 × 15.7 in"],
      innenmass: ["20 × 28 cm", "7.9 × 11.0 in"],
    },
    weight: "0.19",
    netto: "0.17",
    volume: "0.0002",
    similar: "1005",
    scale: [
      [1, 6.5],
      [10, 5.9],
      [50, 5.2],
      [100, 4.8],
    ],
    product: { kleinste_bestelleinheit: "10" },
  },
  {
    id: "1005",
    artnr: "PP-4050-AW-R",
    externalId: "SAP-200145",
    name: "Passepartout 40 × 50 cm antikweiß",
    line2: "Restposten, Ausschnitt 28 × 38 cm",
    short: "Restposten: Passepartout in Antikweiß, solange der Vorrat reicht.",
    description: "Restposten aus einer Sonderfertigung: Passepartout aus Museumskarton 1,4 mm in Antikweiß.",
    categoryId: CATEGORY.mats,
    pictures: 1,
    unit: "Stück",
    material: "Museumskarton, Baumwolle",
    farbe: "antikweiß",
    typ: "Passepartout",
    qual: "PAT-geprüft",
    fsc: null,
    ve: "1 Stück",
    stock: "37",
    availability: "Restposten",
    delivery: ["2–3 Werktage", "", ""],
    measures: {
      dicke: ["1,4 mm", "0.055 in"],
      format: ["40 × 50 cm", "15.7 × 19.7 in"],
      innenmass: ["28 × 38 cm", "11.0 × 15.0 in"],
    },
    weight: "0.30",
    netto: "0.27",
    volume: "0.0003",
    scale: [[1, 5.2]],
    product: { class_3_description: "Restant" },
  },
  {
    id: "1006",
    artnr: "AP-A4-80",
    externalId: "SAP-300020",
    name: "Archivpapier A4, 80 g/m²",
    line2: "alterungsbeständig, Pack à 100 Blatt",
    short: "Alterungsbeständiges Kopier- und Archivpapier nach DIN EN ISO 9706.",
    description: "Holzfreies, säurefreies Papier mit alkalischer Reserve. Bestellung in Packungen zu 100 Blatt; Preis je Blatt.",
    categoryId: CATEGORY.papers,
    pictures: 1,
    unit: "Blatt",
    material: "Zellstoff, gepuffert",
    farbe: "weiß",
    typ: "Papier",
    qual: "DIN EN ISO 9706",
    fsc: "FSC® Mix Credit",
    ve: "100 Blatt",
    stock: "52000",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      flgewicht: ["80 g/m²", "21 lb bond"],
      format: ["A4", "8.3 × 11.7 in"],
      dicke: "0,1 mm",
    },
    weight: "0.005",
    netto: "0.005",
    volume: "0.00001",
    itemInUnit: 100,
    scale: [
      [1, 0.12],
      [500, 0.1],
      [2000, 0.08],
    ],
    properties: { es: "ja" },
  },
  {
    id: "1007",
    artnr: "SP-5075-UP",
    externalId: "SAP-300210",
    name: "Seidenpapier 50 × 75 cm, ungepuffert",
    line2: "18 g/m², Bogen, Pack à 25",
    short: "Ungepuffertes Seidenpapier zum Einschlagen von Textilien und Fotografien.",
    description:
      "Säurefreies, ungepuffertes Seidenpapier für Seide, Wolle und Fotografien. Abgabe in Packungen zu 25 Bogen; Preis je Bogen.",
    categoryId: CATEGORY.tissue,
    pictures: 2,
    unit: "Bogen",
    material: "Zellstoff, ungepuffert",
    farbe: "weiß",
    typ: "Seidenpapier",
    qual: "PAT-geprüft",
    fsc: "FSC® 100 %",
    ve: "25 Bogen",
    stock: "9800",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      flgewicht: "18 g/m²",
      format: ["50 × 75 cm", "19.7 × 29.5 in"],
      laenge: ["75 cm", "29.5 in"],
      breite: ["50 cm", "19.7 in"],
    },
    weight: "0.007",
    netto: "0.007",
    volume: "0.00002",
    itemInUnit: 25,
    scale: [
      [1, 0.35],
      [250, 0.29],
      [1000, 0.24],
    ],
  },
  {
    id: "1008",
    artnr: "VK-A4-240",
    externalId: "SAP-400030",
    name: "Vierklappenumschlag A4",
    line2: "240 g/m², ohne Klebstoff",
    short: "Umschlag mit vier Klappen für Einzelblätter und Fotos, klebstofffrei.",
    description: "Vierklappenumschlag aus säurefreiem Archivkarton, ohne Klebstoff und Metall. Schützt Dokumente vor Licht und Staub.",
    categoryId: CATEGORY.folders,
    pictures: 2,
    unit: "Stück",
    material: "Archivkarton, säurefrei",
    farbe: "chamois",
    typ: "Umschlag",
    qual: "DIN ISO 16245 Typ A",
    fsc: null,
    ve: "50 Stück",
    stock: "3150",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      flgewicht: "240 g/m²",
      format: ["A4", "8.3 × 11.7 in"],
      innenmass: ["212 × 300 mm", "8.3 × 11.8 in"],
    },
    weight: "0.05",
    netto: "0.045",
    volume: "0.0001",
    similar: "1009",
    // Duplicate and unsorted entries, as the CRM sometimes delivers them.
    scale: [
      [200, 0.95],
      [1, 1.4],
      [50, 1.15],
      [50, 1.15],
      [1, 1.4],
    ],
  },
  {
    id: "1009",
    artnr: "JM-A4-3K",
    externalId: "SAP-400110",
    name: "Jurismappe A4 mit drei Klappen",
    line2: "Archivkarton 300 g/m²",
    short: "Aktenmappe mit drei Innenklappen für lose Schriftstücke.",
    description: "Jurismappe aus säurefreiem Archivkarton mit drei Innenklappen, beschriftbar.",
    categoryId: CATEGORY.folders,
    pictures: 1,
    unit: "Stück",
    material: "Archivkarton, säurefrei",
    farbe: "chamois",
    typ: "Mappe",
    qual: "DIN ISO 16245 Typ A",
    fsc: "FSC® Recycled",
    ve: "25 Stück",
    stock: "2200",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      flgewicht: "300 g/m²",
      format: ["A4", "8.3 × 11.7 in"],
      aussenmass: ["225 × 315 mm", "8.9 × 12.4 in"],
    },
    weight: "0.09",
    netto: "0.08",
    volume: "0.0002",
    similar: "1008",
    scale: [
      [1, 1.85],
      [100, 1.55],
      [500, 1.29],
    ],
  },
  {
    id: "1010",
    artnr: "FS-1318",
    externalId: "",
    name: "Fotoschachtel 13 × 18 cm",
    line2: "",
    short: "",
    description: "Kleine Schachtel für Fotoabzüge 13 × 18 cm.",
    categoryId: CATEGORY.boxes,
    pictures: 0,
    unit: "Stück",
    material: "Vollpappe, säurefrei",
    farbe: "anthrazit",
    typ: "Schachtel",
    qual: "",
    fsc: null,
    ve: "",
    stock: "",
    availability: "",
    delivery: ["2–3 Werktage", "", ""],
    measures: { innenmass: "135 × 185 × 60 mm" },
    weight: "0.15",
    netto: "",
    volume: "",
    scale: [
      [1, 3.4],
      [20, 2.95],
    ],
    // A sparse CRM record: the pictures come only from the data block.
    product: { images: [imageUrl("1010", 1), imageUrl("1010", 2)] },
    properties: { kurzbeschreibung: null, beschreibung2: null, qual: null, material: null, fsc_artikel: null, external_id: null },
  },
  {
    id: "1011",
    artnr: "ZB-A2-070",
    externalId: "SAP-100520",
    name: "Zeitungsbox A2",
    line2: "für gefaltete Zeitungen, Rücken 70 mm",
    short: "Archivbox für Zeitungen; ab 500 Stück Preis und Lieferzeit auf Anfrage.",
    description:
      "Flache Archivbox für Zeitungsbände und Zeitschriften bis A2. Große Mengen fertigen wir auf Bestellung: ab 500 Stück erhalten Sie ein Angebot.",
    categoryId: CATEGORY.boxes,
    pictures: 2,
    unit: "Stück",
    material: "Wellpappe, säurefrei",
    farbe: "braun",
    typ: "Archivbox",
    qual: "DIN ISO 16245 Typ A",
    fsc: "FSC® Mix Credit",
    ve: "10 Stück",
    stock: "260",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      dicke: ["3 mm", "0.12 in"],
      format: ["A2", "16.5 × 23.4 in"],
      innenmass: ["600 × 430 × 70 mm", "23.6 × 16.9 × 2.8 in"],
    },
    weight: "1.10",
    netto: "1.00",
    volume: "0.02",
    scale: [
      [1, 14.9],
      [50, 13.4],
      [200, 12.2],
    ],
    product: { requested_delivery_amount: "500" },
    properties: { requested_delivery_amount: "500", requested_delivery_time: "4–6 Wochen (Sonderfertigung)" },
  },
  {
    id: "1012",
    artnr: "AR-100-1000",
    externalId: "SAP-500010",
    name: "Archivrolle Ø 100 mm",
    line2: "Länge 1000 mm, mit Deckeln",
    short: "Hülse zur gerollten Lagerung von Plakaten und Plänen.",
    description: "Stabile Archivrolle aus säurefreier Pappe mit zwei Deckeln für gerollte Pläne, Plakate und Textilien.",
    categoryId: CATEGORY.boxes,
    pictures: 0,
    unit: "Stück",
    material: "Hartpappe, säurefrei",
    farbe: "natur",
    typ: "Rolle",
    qual: "PAT-geprüft",
    fsc: null,
    ve: "12 Stück",
    stock: "140",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      dicke: ["2 mm", "0.079 in"],
      durchmesser: ["100 mm", "3.9 in"],
      laenge: ["1000 mm", "39.4 in"],
    },
    weight: "0.55",
    netto: "0.50",
    volume: "0.011",
    scale: [
      [1, 9.75],
      [12, 8.9],
      [48, 8.1],
    ],
    properties: { image_urls: null },
  },
  {
    id: "1013",
    artnr: "MK-81102-15",
    externalId: "SAP-200500",
    name: "Museumskarton 81,3 × 101,6 cm",
    line2: "1,5 mm, 4-lagig, Bogen",
    short: "Großbogen Museumskarton für eigene Passepartouts. Versand per Spedition.",
    description: "Museumskarton aus Baumwolle, 4-lagig, im Großformat 32 × 40 Zoll. Wegen der Größe nur per Spedition.",
    categoryId: CATEGORY.mats,
    pictures: 1,
    unit: "Bogen",
    material: "Museumskarton, Baumwolle",
    farbe: "weiß",
    typ: "Karton",
    qual: "PAT-geprüft",
    fsc: null,
    ve: "10 Bogen",
    stock: "300",
    availability: "lagernd",
    delivery: ["5–7 Werktage", "10–12 Werktage", "3–4 Wochen"],
    measures: {
      dicke: ["1,5 mm", "0.059 in"],
      format: ["81,3 × 101,6 cm", "32 × 40 in"],
      flgewicht: "1050 g/m²",
    },
    weight: "0.95",
    netto: "0.90",
    volume: "0.0013",
    scale: [
      [1, 18.9],
      [10, 16.5],
      [50, 14.75],
    ],
    product: { sperrgut_artikel: "true" },
  },
  {
    id: "1014",
    artnr: "PG-100-50",
    externalId: "SAP-300400",
    name: "Pergaminpapier auf Rolle",
    line2: "100 cm × 50 m, 40 g/m²",
    short: "Transparentes Pergamin zum Zwischenlegen und Einschlagen.",
    description: "Säurefreies Pergaminpapier, fettdicht und transparent, auf Rolle. Ideal als Zwischenlage für Fotoalben und Grafiken.",
    categoryId: CATEGORY.papers,
    pictures: 2,
    unit: "Rolle",
    material: "Pergamin, säurefrei",
    farbe: "transparent",
    typ: "Papier",
    qual: "PAT-geprüft",
    fsc: "FSC® Mix Credit",
    ve: "1 Rolle",
    stock: "75",
    availability: "lagernd",
    delivery: STANDARD_DELIVERY,
    measures: {
      flgewicht: "40 g/m²",
      breite: ["100 cm", "39.4 in"],
      laenge: ["50 m", "164 ft"],
    },
    weight: "2.20",
    netto: "2.00",
    volume: "0.009",
    scale: [
      [1, 39.9],
      [5, 36.5],
      [20, 33.9],
    ],
  },
  {
    id: "1015",
    artnr: "JP-6497-09",
    externalId: "SAP-300520",
    name: "Japanpapier Kozo 9 g/m²",
    line2: "64 × 97 cm, Bogen",
    short: "Dünnes Japanpapier für Restaurierung und Papierrestaurierung, Abgabe ab 5 Bogen.",
    description: "Handgeschöpftes Kozo-Japanpapier für Rissschließungen und Hinterlegungen. Abgabe in Vielfachen von 5 Bogen.",
    categoryId: CATEGORY.tissue,
    pictures: 1,
    unit: "Bogen",
    material: "Kozo-Faser",
    farbe: "naturweiß",
    typ: "Japanpapier",
    qual: "",
    fsc: null,
    ve: "5 Bogen",
    stock: "640",
    availability: "auf Anfrage",
    delivery: ["5–7 Werktage", "10–12 Werktage", "3–4 Wochen"],
    measures: {
      flgewicht: "9 g/m²",
      format: ["64 × 97 cm", "25.2 × 38.2 in"],
    },
    weight: "0.006",
    netto: "0.006",
    volume: "0.00002",
    scale: [
      [1, 2.6],
      [5, 2.35],
      [50, 1.98],
    ],
    product: { kleinste_bestelleinheit: "5" },
  },
];

/** The measures as CRM properties: each with its _inch variant (null where there is none). */
const INCH_PROPERTIES = MEASURES.map((m) => `${m}_inch`);

function addMeasureProperties(out: Record<string, string | null>, measures: ArticleDef["measures"]): void {
  MEASURES.forEach((m, i) => {
    const value = measures[m];
    out[m] = typeof value === "string" ? value : (value?.[0] ?? null);
    out[INCH_PROPERTIES[i]!] = typeof value === "string" ? null : (value?.[1] ?? null);
  });
}

/** Fixed, plausible record dates derived from the id. */
function recordDates(id: string): { createdAt: string; updatedAt: string } {
  const day = String((Number(id) % 27) + 1).padStart(2, "0");
  return { createdAt: `2023-03-${day}T08:15:00.000Z`, updatedAt: `2025-09-${day}T14:40:00.000Z` };
}

/** An article definition spread into the data block and the CRM record (also the generated catalogue's, catalogue-generator.ts). */
// Assignments rather than spreads: the generated catalogue builds 2,520 of these at once.
export function buildArticle(def: ArticleDef): FixtureArticle {
  const images = Array.from({ length: def.pictures }, (_, i) => imageUrl(def.id, i + 1));
  const metric = (m: Measure) => {
    const value = def.measures[m];
    return typeof value === "string" ? value : (value?.[0] ?? "");
  };
  const product: ProductInput = {
    images,
    article_id: def.id,
    unit: def.unit,
    artikel: def.name,
    article_number: def.artnr,
    volume: def.volume,
    weight: def.weight,
    nettogewicht: def.netto,
    format: metric("format"),
    color: def.farbe,
    thickness: metric("dicke"),
    orderItemUnit: def.unit,
    description: def.description,
    sperrgut_artikel: "false",
    kleinste_bestelleinheit: "1",
    class_3_description: "",
    requested_delivery_amount: "",
  };
  if (def.product) Object.assign(product, def.product);
  const properties: Record<string, string | null> = {
    hs_object_id: def.id,
    artnr: def.artnr,
    external_id: def.externalId,
    beschreibung1: def.name,
    beschreibung2: def.line2,
    kurzbeschreibung: def.short,
    material: def.material,
    farbe: def.farbe,
    fsc: def.fsc ?? "",
    fsc_artikel: def.fsc ? "true" : "false",
    // The spec does not say what `es` means; the CRM holds a short yes/no text there.
    es: "",
    on_off: "on",
    ve: def.ve,
    typ: def.typ,
    qual: def.qual,
    availability: def.availability,
    stueckzahl: def.stock,
    image_urls: images.join(","),
    aehnliche_artikel: def.similar ?? "",
    zusatz_artikel: def.accessories ?? null,
    lieferzeit_0_49: def.delivery[0],
    lieferzeit_50_199: def.delivery[1],
    lieferzeit_200_: def.delivery[2],
    requested_delivery_time: null,
    requested_delivery_amount: null,
  };
  addMeasureProperties(properties, def.measures);
  if (def.properties) Object.assign(properties, def.properties);
  const { createdAt, updatedAt } = recordDates(def.id);
  return {
    id: def.id,
    categoryId: def.categoryId,
    product,
    properties,
    itemInUnit: def.itemInUnit ?? 1,
    scale: def.scale.map(([quantity, price]) => ({ quantity, price })),
    createdAt,
    updatedAt,
  };
}

/** The catalogue, by hs_object_id. */
export const articles: ReadonlyMap<string, FixtureArticle> = new Map(defs.map((d) => [d.id, buildArticle(d)]));

/** Article ids with a special role in demos and tests. */
export const SPECIAL_ARTICLES = {
  standard: "1001",
  bulky: "1003",
  smallestOrderUnit: "1004",
  remnant: "1005",
  packOf100: "1006",
  packOf25: "1007",
  unsortedScale: "1008",
  sparseRecord: "1010",
  priceOnRequest: "1011",
  noImages: "1012",
} as const;

// Translations of the short CRM values: demo/mocks/terms.ts.
export { translateValue } from "./terms.ts";

// ---------------------------------------------------------------------------------------------
// Companies and price lists.

export interface FixtureCompany {
  id: string;
  name: string;
  canSwitchGrossNet: boolean;
  /** Tax status (core/pricing/vat.ts): '' none, '1' German VAT ID, '2'/'4' foreign VAT ID verified/not yet, '3' VAT-free. */
  ust: string;
  hs_object_id: string;
  /** Discount on the list price, in percent. */
  discountPercent: number;
}

export const companies: ReadonlyMap<string, FixtureCompany> = new Map(
  [
    // Not allowed to switch gross/net: always sees gross prices.
    { id: "c-100", name: "Stadtarchiv Musterstadt", canSwitchGrossNet: false, ust: "", hs_object_id: "9100", discountPercent: 8 },
    // VAT-free: never pays VAT, sees net prices.
    { id: "c-200", name: "Museum Beispiel gGmbH", canSwitchGrossNet: false, ust: "3", hs_object_id: "9200", discountPercent: 12 },
    // Chooses gross or net.
    { id: "c-300", name: "Restaurierungsatelier Weber", canSwitchGrossNet: true, ust: "", hs_object_id: "9300", discountPercent: 5 },
  ].map((c) => [c.id, c]),
);

/** The company record as company/get answers it. */
export function companyRecord(company: FixtureCompany) {
  const { discountPercent: _discount, ...record } = company;
  return record;
}

/** The logged-in demo contact's companies, for the company switcher. */
export const companyChoices: CompanyChoice[] = [...companies.values()].map((c) => ({
  company: companyRecord(c),
  contactPersonFirstname: "Anna",
  contactPersonLastname: "Schmidt",
}));

/** EUR to GBP for the gb price lists. */
export const GBP_PER_EUR = 0.86;

/** A company's (or none: list prices) terms in the visitor's country: its discount, and pounds for gb. */
export const customerTermsOf = (companyId: string | null, geoLocation: string) =>
  customerTerms(companies.get(companyId ?? "")?.discountPercent ?? 0, geoLocation, GBP_PER_EUR);

/**
 * A list price scale (net EUR) as a company (or none: list prices) in the visitor's country sees it:
 * the company's discount applies to every entry, and visitors from gb get the list in GBP, by the
 * functions' own rule (hubspot/functions/shop/customer-prices.ts). The entries keep their order and duplicates.
 */
export function customerPriceList(
  itemInUnit: number,
  scale: readonly { quantity: number; price: number }[],
  companyId: string | null,
  geoLocation: string,
): PriceList {
  return sharedCustomerPriceList(itemInUnit, scale, customerTermsOf(companyId, geoLocation));
}

/** The price list for an article, a company and the visitor's country (customerPriceList). */
export function priceListFor(article: FixtureArticle, companyId: string | null, geoLocation: string): PriceList {
  return customerPriceList(article.itemInUnit, article.scale, companyId, geoLocation);
}

// ---------------------------------------------------------------------------------------------
// Product page data blocks.

/** Delivery conditions as the CMS writes them, including markup the sanitizer must remove. */
export const info_popup_text = [
  "<h3>Lieferbedingungen</h3>",
  "<p>Wir liefern innerhalb Deutschlands, nach Österreich und Frankreich direkt; andere Länder erhalten ein Angebot.</p>",
  "<ul><li>Paketversand ab 50 € Bestellwert versandkostenfrei</li><li>Sperrgut und Übergrößen per Spedition, nur auf Anfrage</li><li>Restposten solange der Vorrat reicht</li></ul>",
  '<p>Details in unseren <a href="/agb" target="_blank">Allgemeinen Geschäftsbedingungen</a>.</p>',
  '<img src="data:," onerror="window.__xss = true">',
  "<script>window.__xss = true</script>",
].join("");

const COLUMN_LABELS: Record<Language, string> = {
  de: "Format|Material|Farbe|Dicke|Innenmaß|FSC",
  en: "Size|Material|Colour|Thickness|Inner size|FSC",
  fr: "Format|Matériau|Couleur|Épaisseur|Dimensions intérieures|FSC",
};

export const COLUMN_PROPERTIES = "format|material|farbe|dicke|innenmass|fsc";

export type DataBlockOverrides = Partial<Omit<ProductDataInput, "product">> & { product?: Partial<ProductInput> };

/**
 * A full product page data block for an article (a fixture's id, or any article of the catalogue,
 * demo/mocks/catalogue.ts), as the CMS writes it. Overrides replace top-level fields; `product`
 * overrides are merged into the article's product. Column labels follow the block's language.
 */
export function productDataBlock(articleOrId: string | FixtureArticle, overrides: DataBlockOverrides = {}): ProductDataInput {
  const article = typeof articleOrId === "string" ? articles.get(articleOrId) : articleOrId;
  if (!article) throw new Error(`No fixture article ${articleOrId}; known: ${[...articles.keys()].join(", ")}`);
  const { product, ...rest } = overrides;
  const language: Language = rest.language === "en" || rest.language === "fr" ? rest.language : "de";
  return {
    language,
    portal_id: "123",
    contactid: null,
    loggedIn: false,
    info_popup_text,
    geoLocation: "de",
    ansprechpartner_id: null,
    categoryId: article.categoryId,
    columns: { labels: COLUMN_LABELS[language], properties: COLUMN_PROPERTIES },
    baseUrl: "",
    ...rest,
    product: { ...article.product, ...product },
  };
}

/** Overrides for a logged-in contact (use with productDataBlock and selectCompany). */
export const LOGGED_IN: DataBlockOverrides = { loggedIn: true, contactid: "7001", ansprechpartner_id: "8001" };
