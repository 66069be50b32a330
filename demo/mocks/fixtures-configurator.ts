// The configurators' fixture catalogue behind the demo's fake API (handlers-configurator.ts): box
// categories, box types with their ranges and rules, the boards for boxes and mats, and the standard
// frame formats, as an archival supplier sells them. Names and short descriptions come in de/en/fr
// (the `language` query picks; German is the default, as in fixtures.ts). Besides what the API answers,
// each type and board carries the numbers of the price rule (hubspot/functions/shop/configurator-prices.ts):
// they stay on the server. The CRM seed writes all of it as the shop's settings the functions read
// (crm-seed-configurator.ts), in the shape of hubspot/functions/shop/configurator-data.ts. The contract
// is core/api/configurator.ts and docs/api.md#configurators.
import type { BoxDrawing } from "../../core/api/configurator.ts";
import type { PriceRule } from "../../hubspot/functions/shop/configurator-data.ts";
import { GBP_PER_EUR } from "./fixtures.ts";

export type Texts = { de: string; en: string; fr: string };

// ---------------------------------------------------------------------------------------------
// Categories.

export interface FixtureBoxCategory {
  id: string;
  name: Texts;
  description: Texts;
}

export const boxCategories: readonly FixtureBoxCategory[] = [
  {
    id: "1",
    name: { de: "Archivkartons", en: "Archive boxes", fr: "Boîtes d'archives" },
    description: {
      de: "Stülpdeckelkartons und Ablageschalen für Akten, Zeitungen und Sammlungsgut.",
      en: "Lid boxes and trays for files, newspapers and collection objects.",
      fr: "Boîtes à couvercle et plateaux pour dossiers, journaux et objets de collection.",
    },
  },
  {
    id: "2",
    name: { de: "Dokumentenkassetten", en: "Document cases", fr: "Coffrets à documents" },
    description: {
      de: "Kassetten mit Klappfront und Schuber für Urkunden, Bände und Hefte.",
      en: "Drop-front boxes and slipcases for charters, volumes and booklets.",
      fr: "Boîtes à abattant et étuis pour chartes, volumes et cahiers.",
    },
  },
  {
    id: "3",
    name: { de: "Foto- und Negativboxen", en: "Photo and negative boxes", fr: "Boîtes pour photos et négatifs" },
    description: {
      de: "Aus ungepuffertem, PAT-geprüftem Karton für Abzüge, Negative und Glasplatten.",
      en: "Made of unbuffered, PAT-tested board for prints, negatives and glass plates.",
      fr: "En carton non tamponné, testé PAT, pour tirages, négatifs et plaques de verre.",
    },
  },
  {
    id: "4",
    name: { de: "Klappkassetten", en: "Clamshell boxes", fr: "Boîtes à rabat" },
    description: {
      de: "Zwei ineinander schließende Schalen für Bücher, Karten und Pläne.",
      en: "Two nesting trays that close on each other, for books, maps and plans.",
      fr: "Deux plateaux qui se referment l'un sur l'autre, pour livres, cartes et plans.",
    },
  },
  {
    id: "5",
    name: { de: "Mappen", en: "Folders", fr: "Chemises" },
    description: {
      de: "Flache Mappen mit und ohne Rücken für Einzelblätter und Grafiken.",
      en: "Flat folders with or without a spine for single sheets and prints.",
      fr: "Chemises plates avec ou sans dos pour feuilles et estampes.",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Extras: priced per box (EUR, net list price), before the type's factor.

export interface FixtureExtra {
  id: string;
  name: Texts;
  description: Texts;
  priceEur: number;
}

export const extras: readonly FixtureExtra[] = [
  {
    id: "notch",
    name: { de: "Griffloch", en: "Thumb notch", fr: "Encoche de préhension" },
    description: {
      de: "Halbrunde Aussparung zum Herausziehen.",
      en: "A half-round cut-out to pull the box out.",
      fr: "Découpe demi-ronde pour sortir la boîte.",
    },
    priceEur: 0.4,
  },
  {
    id: "label",
    name: { de: "Etikettenhalter", en: "Label holder", fr: "Porte-étiquette" },
    description: {
      de: "Eingesteckter Rahmen für ein Beschriftungsetikett.",
      en: "An inserted frame for a label.",
      fr: "Cadre inséré pour une étiquette.",
    },
    priceEur: 0.85,
  },
  {
    id: "corners",
    name: { de: "Metallecken", en: "Reinforced metal corners", fr: "Coins métalliques" },
    description: {
      de: "Vier vernickelte Ecken für schwere Inhalte.",
      en: "Four nickel-plated corners for heavy contents.",
      fr: "Quatre coins nickelés pour contenus lourds.",
    },
    priceEur: 1.2,
  },
  {
    id: "magnet",
    name: { de: "Magnetverschluss", en: "Magnetic closure", fr: "Fermeture magnétique" },
    description: {
      de: "Eingelassene Magnete halten den Deckel geschlossen.",
      en: "Embedded magnets keep the lid closed.",
      fr: "Des aimants intégrés maintiennent le couvercle fermé.",
    },
    priceEur: 1.6,
  },
  {
    id: "ties",
    name: { de: "Baumwollbänder", en: "Cotton ties", fr: "Rubans de coton" },
    description: {
      de: "Zwei Paar ungefärbte Bänder zum Verschließen.",
      en: "Two pairs of undyed ties to close it.",
      fr: "Deux paires de rubans écrus pour la fermer.",
    },
    priceEur: 0.9,
  },
];

// ---------------------------------------------------------------------------------------------
// The price rule's numbers besides the types' and boards' own.

/**
 * The scale's steps, each with the share of the per-piece price (board, extras, labour) left at that
 * amount: a larger run is cut and creased with less waste; the mat cutter's charges per window and
 * per order line; pounds per euro as for the catalogue's gb lists.
 */
export const PRICE_RULE: PriceRule = {
  quantityScales: [
    { quantity: 1, share: 1 },
    { quantity: 10, share: 0.95 },
    { quantity: 50, share: 0.9 },
    { quantity: 100, share: 0.86 },
    { quantity: 250, share: 0.82 },
    { quantity: 500, share: 0.8 },
    { quantity: 1000, share: 0.78 },
  ],
  mat: { perWindowEur: 1.8, setupEur: 6 },
  gbpPerEur: GBP_PER_EUR,
};

// ---------------------------------------------------------------------------------------------
// Box types.

/**
 * The limit a box's outer size must keep to go as a parcel; larger is bulky (sperrgut_artikel) and
 * only requested. The API sends it with every type because the carriers a shop uses decide it, not
 * the bundle. The demo answers the limits the common German parcel services share: 120 cm longest
 * side (DHL Paket) and 300 cm length plus girth (L + 2 W + 2 H, DPD and GLS).
 */
export const PARCEL_LIMIT = { maxLengthMm: 1200, maxGirthMm: 3000 } as const;

type Range = { min: number; max: number };

export interface FixtureBoxType {
  id: string;
  categoryId: string;
  name: Texts;
  description: Texts;
  articleId: string;
  articleNumber: string;
  drawing: BoxDrawing;
  length: Range;
  width: Range;
  height: Range | null;
  maxHeightToWidth: number | null;
  lengthAtLeastWidth: boolean;
  /** Board thicknesses added per axis (inner → outer). */
  allowance: { length: number; width: number; height: number };
  materials: string[];
  extras: string[];
  smallestOrderUnit: number;
  requestFromAmount: number | null;
  /** Price rule: labour and waste on the board and extras (hubspot/functions/shop/configurator-prices.ts). */
  factor: number;
  /** Price rule: setting up cutter and creaser for one order, EUR net, spread over the amount. */
  setupEur: number;
}

export const boxTypes: readonly FixtureBoxType[] = [
  {
    id: "11",
    categoryId: "1",
    name: { de: "Stülpdeckelkarton", en: "Lid box", fr: "Boîte à couvercle" },
    description: {
      de: "Unterteil mit übergestülptem Deckel in voller Höhe.",
      en: "A base with a full-depth lid over it.",
      fr: "Un fond avec un couvercle emboîtant sur toute la hauteur.",
    },
    articleId: "3101",
    articleNumber: "KF-STD",
    drawing: "lid-box",
    length: { min: 100, max: 1000 },
    width: { min: 80, max: 800 },
    height: { min: 20, max: 400 },
    maxHeightToWidth: 1.5,
    lengthAtLeastWidth: true,
    allowance: { length: 4, width: 4, height: 2 },
    materials: ["1", "2", "3", "4", "7"],
    extras: ["notch", "label", "corners"],
    smallestOrderUnit: 5,
    requestFromAmount: 500,
    factor: 2.2,
    setupEur: 12,
  },
  {
    id: "12",
    categoryId: "1",
    name: { de: "Ablageschale", en: "Archive tray", fr: "Plateau d'archivage" },
    description: {
      de: "Offene Schale zum Sortieren und für Schubladen.",
      en: "An open tray for sorting and for drawers.",
      fr: "Un plateau ouvert pour le tri et les tiroirs.",
    },
    articleId: "3102",
    articleNumber: "KF-SCH",
    drawing: "tray",
    length: { min: 100, max: 800 },
    width: { min: 80, max: 600 },
    height: { min: 20, max: 150 },
    maxHeightToWidth: null,
    lengthAtLeastWidth: false,
    allowance: { length: 2, width: 2, height: 1 },
    materials: ["1", "2", "3", "4"],
    extras: ["notch", "label"],
    smallestOrderUnit: 10,
    requestFromAmount: null,
    factor: 1.8,
    setupEur: 8,
  },
  {
    id: "21",
    categoryId: "2",
    name: { de: "Kassette mit Klappfront", en: "Drop-front box", fr: "Boîte à abattant frontal" },
    description: {
      de: "Deckel und Vorderwand klappen auf, der Inhalt wird nicht herausgehoben.",
      en: "Lid and front fold down, so the contents need not be lifted out.",
      fr: "Le couvercle et la face avant s'abaissent : le contenu n'est pas soulevé.",
    },
    articleId: "3201",
    articleNumber: "KF-KLF",
    drawing: "drop-front",
    length: { min: 150, max: 600 },
    width: { min: 100, max: 450 },
    height: { min: 30, max: 300 },
    maxHeightToWidth: 1.2,
    lengthAtLeastWidth: true,
    allowance: { length: 2, width: 4, height: 2 },
    materials: ["2", "3", "4", "6"],
    extras: ["notch", "label", "magnet"],
    smallestOrderUnit: 1,
    requestFromAmount: 250,
    factor: 3,
    setupEur: 18,
  },
  {
    id: "22",
    categoryId: "2",
    name: { de: "Schuber", en: "Slipcase", fr: "Étui" },
    description: {
      de: "Zur Vorderkante offene Hülle für einen Band.",
      en: "A sleeve open at the fore-edge, for one volume.",
      fr: "Un fourreau ouvert côté gouttière, pour un volume.",
    },
    articleId: "3202",
    articleNumber: "KF-SCB",
    drawing: "slipcase",
    length: { min: 120, max: 500 },
    width: { min: 80, max: 400 },
    height: { min: 10, max: 150 },
    maxHeightToWidth: null,
    lengthAtLeastWidth: true,
    allowance: { length: 2, width: 1, height: 2 },
    materials: ["2", "3", "4", "6"],
    extras: ["notch", "label"],
    smallestOrderUnit: 1,
    requestFromAmount: null,
    factor: 2.6,
    setupEur: 10,
  },
  {
    id: "31",
    categoryId: "3",
    name: { de: "Fotobox mit Stülpdeckel", en: "Photo box with lid", fr: "Boîte photo à couvercle" },
    description: {
      de: "Für stehend oder liegend gelagerte Abzüge in Hüllen.",
      en: "For prints in sleeves, stored upright or flat.",
      fr: "Pour tirages sous pochette, rangés debout ou à plat.",
    },
    articleId: "3301",
    articleNumber: "KF-FOT",
    drawing: "lid-box",
    length: { min: 100, max: 500 },
    width: { min: 80, max: 400 },
    height: { min: 20, max: 200 },
    maxHeightToWidth: 1,
    lengthAtLeastWidth: true,
    allowance: { length: 4, width: 4, height: 2 },
    materials: ["5"],
    extras: ["notch", "label"],
    smallestOrderUnit: 10,
    requestFromAmount: 250,
    factor: 2.4,
    setupEur: 12,
  },
  {
    id: "32",
    categoryId: "3",
    name: { de: "Glasplattenbox mit Klappfront", en: "Glass plate box with drop front", fr: "Boîte à plaques de verre à abattant" },
    description: {
      de: "Glasnegative stehen auf der Kante und werden nach vorn entnommen.",
      en: "Glass negatives stand on edge and are taken out at the front.",
      fr: "Les négatifs sur verre reposent sur la tranche et se sortent par l'avant.",
    },
    articleId: "3302",
    articleNumber: "KF-GLP",
    drawing: "drop-front",
    length: { min: 100, max: 400 },
    width: { min: 80, max: 300 },
    height: { min: 50, max: 250 },
    maxHeightToWidth: 1,
    lengthAtLeastWidth: true,
    allowance: { length: 2, width: 4, height: 2 },
    materials: ["5"],
    extras: ["notch", "label", "corners"],
    smallestOrderUnit: 5,
    requestFromAmount: null,
    factor: 3.2,
    setupEur: 15,
  },
  {
    id: "41",
    categoryId: "4",
    name: { de: "Klappkassette", en: "Clamshell box", fr: "Boîte à rabat" },
    description: {
      de: "Buchkassette aus zwei Schalen mit Rücken, für wertvolle Bände.",
      en: "A book box of two trays joined by a spine, for precious volumes.",
      fr: "Boîte à livre de deux plateaux reliés par un dos, pour volumes précieux.",
    },
    articleId: "3401",
    articleNumber: "KF-KLK",
    drawing: "clamshell",
    length: { min: 120, max: 600 },
    width: { min: 90, max: 450 },
    height: { min: 10, max: 200 },
    maxHeightToWidth: 0.6,
    lengthAtLeastWidth: true,
    allowance: { length: 6, width: 4, height: 4 },
    materials: ["3", "6"],
    extras: ["label", "magnet"],
    smallestOrderUnit: 1,
    requestFromAmount: 100,
    factor: 4,
    setupEur: 22,
  },
  {
    id: "42",
    categoryId: "4",
    name: { de: "Planklappkassette", en: "Map clamshell box", fr: "Boîte à rabat pour plans" },
    description: {
      de: "Flache Klappkassette für Karten und Pläne; große Formate gehen per Spedition.",
      en: "A flat clamshell box for maps and plans; large sizes go by forwarder.",
      fr: "Boîte à rabat plate pour cartes et plans ; les grands formats partent par transporteur.",
    },
    articleId: "3402",
    articleNumber: "KF-PLK",
    drawing: "clamshell",
    length: { min: 400, max: 1300 },
    width: { min: 300, max: 950 },
    height: { min: 20, max: 120 },
    maxHeightToWidth: 0.3,
    lengthAtLeastWidth: true,
    allowance: { length: 6, width: 4, height: 4 },
    materials: ["3", "6", "7"],
    extras: ["label", "corners"],
    smallestOrderUnit: 1,
    requestFromAmount: 50,
    factor: 3.6,
    setupEur: 30,
  },
  {
    id: "51",
    categoryId: "5",
    name: { de: "Vierklappenmappe", en: "Four-flap folder", fr: "Chemise à quatre rabats" },
    description: {
      de: "Flacher Umschlag mit vier Klappen, ohne Klebstoff und Metall.",
      en: "A flat wrapper with four flaps, without adhesive or metal.",
      fr: "Chemise plate à quatre rabats, sans colle ni métal.",
    },
    articleId: "3501",
    articleNumber: "KF-VKM",
    drawing: "folder",
    length: { min: 100, max: 900 },
    width: { min: 80, max: 650 },
    height: null,
    maxHeightToWidth: null,
    lengthAtLeastWidth: true,
    allowance: { length: 2, width: 2, height: 0 },
    materials: ["1", "4", "5"],
    extras: ["ties"],
    smallestOrderUnit: 10,
    requestFromAmount: null,
    factor: 1.6,
    setupEur: 6,
  },
  {
    id: "52",
    categoryId: "5",
    name: { de: "Sammelmappe mit Rücken", en: "Portfolio with spine", fr: "Portfolio à dos" },
    description: {
      de: "Mappe mit Rücken und Seitenklappen für Blattstapel.",
      en: "A folder with a spine and side flaps for stacks of sheets.",
      fr: "Chemise à dos et rabats latéraux pour piles de feuilles.",
    },
    articleId: "3502",
    articleNumber: "KF-SMR",
    drawing: "folder",
    length: { min: 150, max: 1000 },
    width: { min: 100, max: 750 },
    height: { min: 5, max: 60 },
    maxHeightToWidth: null,
    lengthAtLeastWidth: true,
    allowance: { length: 2, width: 2, height: 2 },
    materials: ["1", "2", "4"],
    extras: ["ties", "label"],
    smallestOrderUnit: 5,
    requestFromAmount: null,
    factor: 1.9,
    setupEur: 8,
  },
];

export const findBoxType = (id: string | null) => boxTypes.find((t) => t.id === id);

// ---------------------------------------------------------------------------------------------
// Boards.

type Colour = { name: Texts; hex: string };

const grey: Texts = { de: "grau", en: "grey", fr: "gris" };
const white: Texts = { de: "weiß", en: "white", fr: "blanc" };
const black: Texts = { de: "schwarz", en: "black", fr: "noir" };
const whiteCore: Colour = { name: white, hex: "#fbfaf5" };
const blackCore: Colour = { name: black, hex: "#161616" };

export interface FixtureMaterial {
  id: string;
  name: Texts;
  uses: ("box" | "mat")[];
  qualities: string[];
  thicknessMm: number;
  colour: Colour;
  coreColour: Colour | null;
  fsc: boolean;
  sheet: { widthMm: number; heightMm: number };
  minBorderMm: number;
  /** Price rule: the board's net list price per m², EUR. */
  priceM2Eur: number;
  /** Grammage, for the weight. */
  gsm: number;
}

const ARCHIVAL = ["lignin-free", "acid-free", "buffered"];
const PHOTO = ["lignin-free", "acid-free", "unbuffered", "pat-tested"];
const MUSEUM = ["museum", "lignin-free", "acid-free", "buffered", "pat-tested"];

const archival: Texts = { de: "Archivkarton", en: "Archival board", fr: "Carton d'archives" };
const museum: Texts = { de: "Museumskarton", en: "Museum board", fr: "Carton musée" };
const mount: Texts = { de: "Passepartoutkarton", en: "Mount board", fr: "Carton pour passe-partout" };

/** "Archivkarton 1,5 mm, grau", "Museum board 1.4 mm, black, black core": what tells the boards apart. */
function boardName(kind: Texts, thicknessMm: number, colour: Colour, core: Colour | null): Texts {
  const name = (language: keyof Texts) => {
    const mm = `${thicknessMm.toFixed(1).replace(".", language === "en" ? "." : ",")} mm`;
    const coreText = core ? { de: `, Kern ${core.name.de}`, en: `, ${core.name.en} core`, fr: `, cœur ${core.name.fr}` }[language] : "";
    return `${kind[language]} ${mm}, ${colour.name[language]}${coreText}`;
  };
  return { de: name("de"), en: name("en"), fr: name("fr") };
}

type Board = Omit<FixtureMaterial, "name" | "uses" | "coreColour" | "sheet" | "minBorderMm"> & { kind: Texts };

/** A box board: cut from 1420 × 1020 mm sheets; it has no distinct core. */
const boxBoard = ({ kind, ...board }: Board): FixtureMaterial => ({
  ...board,
  name: boardName(kind, board.thicknessMm, board.colour, null),
  uses: ["box"],
  coreColour: null,
  sheet: { widthMm: 1420, heightMm: 1020 },
  minBorderMm: 10,
});

/** A mat board: its core shows in the bevel; its sheet and narrowest border limit the mat. */
const matBoard = ({
  kind,
  core,
  sheet,
  ...board
}: Board & { core: Colour; sheet: [number, number]; minBorderMm: number }): FixtureMaterial => ({
  ...board,
  name: boardName(kind, board.thicknessMm, board.colour, core),
  uses: ["mat"],
  coreColour: core,
  sheet: { widthMm: sheet[0], heightMm: sheet[1] },
});

const MUSEUM_SHEET: [number, number] = [1020, 810];
const greyBoard: Colour = { name: grey, hex: "#8e9196" };

export const materials: readonly FixtureMaterial[] = [
  boxBoard({ id: "1", kind: archival, qualities: ARCHIVAL, thicknessMm: 1.2, colour: greyBoard, fsc: true, priceM2Eur: 5.6, gsm: 800 }),
  boxBoard({ id: "2", kind: archival, qualities: ARCHIVAL, thicknessMm: 1.5, colour: greyBoard, fsc: true, priceM2Eur: 6.9, gsm: 1000 }),
  boxBoard({ id: "3", kind: archival, qualities: ARCHIVAL, thicknessMm: 2, colour: greyBoard, fsc: true, priceM2Eur: 8.8, gsm: 1300 }),
  boxBoard({
    id: "4",
    kind: archival,
    qualities: ARCHIVAL,
    thicknessMm: 1.5,
    colour: { name: { de: "chamois", en: "chamois", fr: "chamois" }, hex: "#d8c9a3" },
    fsc: false,
    priceM2Eur: 9.6,
    gsm: 1000,
  }),
  boxBoard({
    id: "5",
    kind: { de: "Fotokarton", en: "Photo board", fr: "Carton photo" },
    qualities: PHOTO,
    thicknessMm: 1,
    colour: { name: white, hex: "#f3f1ea" },
    fsc: false,
    priceM2Eur: 11.8,
    gsm: 650,
  }),
  boxBoard({
    id: "6",
    kind: { de: "Vollpappe", en: "Solid board", fr: "Carton compact" },
    qualities: ARCHIVAL,
    thicknessMm: 2.5,
    colour: { name: { de: "blaugrau", en: "blue-grey", fr: "gris-bleu" }, hex: "#5d6b78" },
    fsc: true,
    priceM2Eur: 10.8,
    gsm: 1650,
  }),
  boxBoard({
    id: "7",
    kind: { de: "Archiv-Wellpappe", en: "Archival corrugated board", fr: "Carton ondulé d'archives" },
    qualities: ARCHIVAL,
    thicknessMm: 3,
    colour: { name: grey, hex: "#9a9690" },
    fsc: true,
    priceM2Eur: 5.1,
    gsm: 550,
  }),
  ...[
    { id: "11", thicknessMm: 1.4, colour: { name: white, hex: "#f7f5ef" }, core: whiteCore, minBorderMm: 10, priceM2Eur: 26, gsm: 950 },
    {
      id: "12",
      thicknessMm: 1.4,
      colour: { name: { de: "antikweiß", en: "antique white", fr: "blanc antique" }, hex: "#efe6d2" },
      core: whiteCore,
      minBorderMm: 10,
      priceM2Eur: 26,
      gsm: 950,
    },
    { id: "13", thicknessMm: 2, colour: { name: white, hex: "#f7f5ef" }, core: whiteCore, minBorderMm: 15, priceM2Eur: 34, gsm: 1350 },
    { id: "14", thicknessMm: 1.4, colour: { name: black, hex: "#1f1f1f" }, core: blackCore, minBorderMm: 10, priceM2Eur: 32, gsm: 950 },
  ].map((board) => matBoard({ ...board, kind: museum, qualities: MUSEUM, fsc: false, sheet: MUSEUM_SHEET })),
  ...[
    { id: "15", thicknessMm: 1.4, colour: { name: white, hex: "#f5f3ea" }, sheet: [1200, 800], minBorderMm: 10, priceM2Eur: 11, gsm: 900 },
    { id: "16", thicknessMm: 1.4, colour: { name: black, hex: "#202020" }, sheet: [1200, 800], minBorderMm: 10, priceM2Eur: 12, gsm: 900 },
    {
      id: "17",
      thicknessMm: 3,
      colour: { name: { de: "hellgrau", en: "light grey", fr: "gris clair" }, hex: "#c9c9c4" },
      sheet: [1600, 1200],
      minBorderMm: 20,
      priceM2Eur: 18,
      gsm: 1900,
    },
  ].map((board) =>
    matBoard({ ...board, sheet: board.sheet as [number, number], kind: mount, qualities: ARCHIVAL, core: whiteCore, fsc: true }),
  ),
];

export const findMaterial = (id: string | null) => materials.find((m) => m.id === id);

// ---------------------------------------------------------------------------------------------
// Standard frame formats: the picture-frame trade's centimetre sizes and the ISO A sizes, portrait,
// smallest area first, numbered in that order.

export interface FixtureMatFormat {
  id: string;
  name: Texts;
  widthMm: number;
  heightMm: number;
}

const FRAME_SIZES: [iso: string | null, widthMm: number, heightMm: number][] = [
  [null, 130, 180],
  [null, 180, 240],
  [null, 240, 300],
  [null, 300, 400],
  [null, 400, 500],
  [null, 500, 700],
  [null, 600, 800],
  [null, 700, 1000],
  ["A4", 210, 297],
  ["A3", 297, 420],
];

function formatName(iso: string | null, widthMm: number, heightMm: number): Texts {
  const cm = (mm: number, comma: boolean) => String(mm / 10).replace(".", comma ? "," : ".");
  const name = (comma: boolean) => {
    const size = `${cm(widthMm, comma)} × ${cm(heightMm, comma)} cm`;
    return iso ? `${iso} (${size})` : size;
  };
  return { de: name(true), en: name(false), fr: name(true) };
}

export const matFormats: readonly FixtureMatFormat[] = [...FRAME_SIZES]
  .sort((a, b) => a[1] * a[2] - b[1] * b[2])
  .map(([iso, widthMm, heightMm], i) => ({ id: String(i + 1), name: formatName(iso, widthMm, heightMm), widthMm, heightMm }));
