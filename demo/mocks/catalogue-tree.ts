// The demo shop's category tree behind the browsing endpoints (handlers-browse.ts, docs/api.md#browsing):
// 3 super-categories and 11 product categories with their texts in de/en/fr. The fixture categories
// (CATEGORY in fixtures.ts) keep their hand-written articles; the generator (catalogue-kinds.ts) fills
// them and the new ones. Category 12 has a sub-category (22) for the tiles; 19 has no articles.
// Descriptions are CMS HTML: each holds a harmless link; 11's also holds an <img onerror> and a
// <script> the element's sanitiser must remove.
import type { FilterColumn } from "../../core/catalog/filter-columns.ts";
import { shopPath } from "../storefront/route.ts";
import { CATEGORY, type Language } from "./fixtures.ts";

export type Texts = Record<Language, string>;

/** The product categories beyond the fixtures' five. */
export const BROWSE_CATEGORY = {
  ...CATEGORY,
  sleeves: 16,
  accessories: 17,
  tubes: 18,
  /** The empty category: no articles yet. */
  frames: 19,
  /** The large category: 2,000 generated archival boxes. */
  boxesBySize: 21,
  /** Sub-category of mats (12). */
  standardMats: 22,
} as const;

export interface CategoryDef {
  id: number;
  superId: number;
  /** The parent product category of a sub-category. */
  parentId?: number;
  name: Texts;
  summary: Texts;
  /** CMS HTML. */
  description: Texts;
  /** The list's columns as the shop's editors chose them; [] lets the element choose. */
  columns: FilterColumn[];
}

export interface SuperCategoryDef {
  id: number;
  /** The anchor of its section on the start page. */
  anchor: string;
  name: Texts;
  summary: Texts;
}

export const SUPER_CATEGORIES: readonly SuperCategoryDef[] = [
  {
    id: 1,
    anchor: "archivierung",
    name: { de: "Archivierung", en: "Archiving", fr: "Archivage" },
    summary: {
      de: "Archivkartons, Kassetten, Mappen, Hüllen und Rollen für die Langzeitlagerung.",
      en: "Archival boxes, cases, folders, sleeves and tubes for long-term storage.",
      fr: "Boîtes, cassettes, chemises, pochettes et tubes pour la conservation à long terme.",
    },
  },
  {
    id: 2,
    anchor: "passepartouts-und-rahmung",
    name: { de: "Passepartouts & Rahmung", en: "Mats & framing", fr: "Passe-partout & encadrement" },
    summary: {
      de: "Passepartouts aus Museumskarton, in Standardformaten und als Bogen.",
      en: "Mats of museum board, in standard sizes and as sheets.",
      fr: "Passe-partout en carton musée, en formats standard et en feuilles.",
    },
  },
  {
    id: 3,
    anchor: "papiere-und-schutzmaterial",
    name: { de: "Papiere & Schutzmaterial", en: "Papers & protection", fr: "Papiers & protection" },
    summary: {
      de: "Archivpapiere, Seiden- und Japanpapiere, Etiketten und Zubehör.",
      en: "Archival papers, tissue and Japanese papers, labels and accessories.",
      fr: "Papiers d'archives, papiers de soie et japonais, étiquettes et accessoires.",
    },
  },
];

/** A link to a content page of the demo shop (demo/storefront/content-pages.json) in each language. */
const guide = (id: string, label: Texts): Texts => ({
  de: `<a href="${shopPath("content", "de", id)}">${label.de}</a>`,
  en: `<a href="${shopPath("content", "en", id)}">${label.en}</a>`,
  fr: `<a href="${shopPath("content", "fr", id)}">${label.fr}</a>`,
});

const ARCHIVING_GUIDE = guide("guide-archiving", { de: "Ratgeber Archivierung", en: "archiving guide", fr: "guide de l'archivage" });
const BUFFERED_POST = guide("blog-buffered", {
  de: "Gepuffert oder ungepuffert?",
  en: "Buffered or unbuffered?",
  fr: "Tamponné ou non ?",
});
const MATS_GUIDE = guide("guide-mats", { de: "Ratgeber Passepartouts", en: "mat guide", fr: "guide du passe-partout" });
const NORM_POST = guide("blog-din-iso-16245", { de: "DIN ISO 16245", en: "DIN ISO 16245", fr: "DIN ISO 16245" });

/** A paragraph ending in a link, per language. */
function html(text: Texts, link: Texts): Texts {
  return { de: `<p>${text.de} ${link.de}</p>`, en: `<p>${text.en} ${link.en}</p>`, fr: `<p>${text.fr} ${link.fr}</p>` };
}

export const CATEGORIES: readonly CategoryDef[] = [
  {
    id: BROWSE_CATEGORY.boxes,
    superId: 1,
    name: { de: "Archivboxen & Kassetten", en: "Archival boxes & cases", fr: "Boîtes & cassettes d'archives" },
    summary: {
      de: "Archivboxen, Plankassetten und Rollen aus säurefreier Pappe.",
      en: "Archival boxes, plan cases and tubes of acid-free board.",
      fr: "Boîtes d'archives, cassettes à plans et tubes en carton sans acide.",
    },
    // Markup a sanitiser must remove: the onerror handler and the script.
    description: {
      de: `<p>Boxen nach <strong>DIN ISO 16245</strong> für Akten, Pläne und Zeitungen; mehr im ${ARCHIVING_GUIDE.de}.</p><img src="data:," onerror="window.__xss = true"><script>window.__xss = true</script>`,
      en: `<p>Boxes to <strong>DIN ISO 16245</strong> for files, plans and newspapers; more in our ${ARCHIVING_GUIDE.en}.</p><img src="data:," onerror="window.__xss = true"><script>window.__xss = true</script>`,
      fr: `<p>Boîtes selon la <strong>DIN ISO 16245</strong> pour dossiers, plans et journaux ; plus dans notre ${ARCHIVING_GUIDE.fr}.</p><img src="data:," onerror="window.__xss = true"><script>window.__xss = true</script>`,
    },
    columns: [],
  },
  {
    id: BROWSE_CATEGORY.boxesBySize,
    superId: 1,
    name: { de: "Archivkartons nach Format", en: "Archival boxes by size", fr: "Boîtes d'archives par format" },
    summary: {
      de: "2.000 Archivkartons von 150 bis 600 mm Innenlänge in vier Kartonqualitäten.",
      en: "2,000 archival boxes from 150 to 600 mm inner length in four board qualities.",
      fr: "2 000 boîtes d'archives de 150 à 600 mm de longueur intérieure en quatre qualités de carton.",
    },
    description: html(
      {
        de: "Finden Sie den Karton, der passt: nach Innenmaß, Karton, Farbe und FSC filtern. Warum der Karton zählt:",
        en: "Find the box that fits: filter by inner size, board, colour and FSC. Why the board matters:",
        fr: "Trouvez la boîte qui convient : filtrez par dimensions intérieures, carton, couleur et FSC. Pourquoi le carton compte :",
      },
      BUFFERED_POST,
    ),
    columns: ["innenmass", "material", "qual", "farbe", "fsc", "ve", "availability"],
  },
  {
    id: BROWSE_CATEGORY.folders,
    superId: 1,
    name: { de: "Mappen & Umschläge", en: "Folders & enclosures", fr: "Chemises & pochettes" },
    summary: {
      de: "Jurismappen, Vierklappenumschläge und Sammelmappen aus Archivkarton.",
      en: "Three-flap folders, four-flap enclosures and portfolios of archival board.",
      fr: "Chemises à rabats, pochettes à quatre rabats et portfolios en carton d'archives.",
    },
    description: html(
      {
        de: "Für lose Blätter, Urkunden und Fotos, klebstoff- und metallfrei. Was die Norm verlangt:",
        en: "For loose sheets, deeds and photographs, free of adhesive and metal. What the standard asks for:",
        fr: "Pour feuilles volantes, actes et photographies, sans colle ni métal. Ce qu'exige la norme :",
      },
      NORM_POST,
    ),
    columns: [],
  },
  {
    id: BROWSE_CATEGORY.sleeves,
    superId: 1,
    name: { de: "Hüllen & Taschen", en: "Sleeves & pockets", fr: "Pochettes & étuis" },
    summary: {
      de: "Foto-, Negativ- und Planhüllen aus Polyester, Polypropylen und Papier.",
      en: "Photo, negative and plan sleeves of polyester, polypropylene and paper.",
      fr: "Pochettes pour photos, négatifs et plans en polyester, polypropylène et papier.",
    },
    description: html(
      {
        de: "Alle Hüllen sind weichmacherfrei und PAT-geprüft. Mehr im",
        en: "Every sleeve is plasticiser-free and PAT-tested. More in our",
        fr: "Toutes les pochettes sont sans plastifiant et testées PAT. Plus dans notre",
      },
      ARCHIVING_GUIDE,
    ),
    columns: ["format", "material", "dicke", "ve", "availability"],
  },
  {
    id: BROWSE_CATEGORY.tubes,
    superId: 1,
    name: { de: "Archivrollen", en: "Archival tubes", fr: "Tubes d'archivage" },
    summary: {
      de: "Hülsen mit Deckeln für gerollte Pläne, Plakate und Textilien.",
      en: "Tubes with caps for rolled plans, posters and textiles.",
      fr: "Tubes avec bouchons pour plans, affiches et textiles roulés.",
    },
    description: html(
      {
        de: "Je größer der Durchmesser, desto schonender die Rollung. Mehr im",
        en: "The larger the diameter, the gentler the roll. More in our",
        fr: "Plus le diamètre est grand, plus l'enroulement est doux. Plus dans notre",
      },
      ARCHIVING_GUIDE,
    ),
    columns: [],
  },
  {
    id: BROWSE_CATEGORY.mats,
    superId: 2,
    name: { de: "Passepartouts", en: "Mats", fr: "Passe-partout" },
    summary: {
      de: "Passepartouts und Museumskarton im Bogen.",
      en: "Mats and museum board sheets.",
      fr: "Passe-partout et carton musée en feuilles.",
    },
    description: html(
      {
        de: "Passepartouts aus Baumwoll-Museumskarton mit Schrägschnitt. Maße und Randbreiten im",
        en: "Mats of cotton museum board with a bevelled window. Sizes and borders in our",
        fr: "Passe-partout en carton musée coton à biseau. Formats et marges dans notre",
      },
      MATS_GUIDE,
    ),
    columns: [],
  },
  {
    id: BROWSE_CATEGORY.standardMats,
    superId: 2,
    parentId: BROWSE_CATEGORY.mats,
    name: { de: "Passepartouts in Standardformaten", en: "Mats in standard sizes", fr: "Passe-partout en formats standard" },
    summary: {
      de: "Von 13 × 18 bis 70 × 100 cm, ab Lager.",
      en: "From 13 × 18 to 70 × 100 cm, from stock.",
      fr: "De 13 × 18 à 70 × 100 cm, en stock.",
    },
    description: html(
      {
        de: "Passepartouts für die gängigen Rahmenformate. Welcher Ausschnitt passt, steht im",
        en: "Mats for the usual frame sizes. Which window fits is in our",
        fr: "Passe-partout pour les formats de cadre courants. Quelle fenêtre choisir : voir notre",
      },
      MATS_GUIDE,
    ),
    columns: ["format", "innenmass", "dicke", "farbe", "material"],
  },
  {
    id: BROWSE_CATEGORY.frames,
    superId: 2,
    name: { de: "Wechselrahmen", en: "Clip frames", fr: "Cadres interchangeables" },
    summary: {
      de: "Neu im Sortiment: bald erhältlich.",
      en: "New in our range: available soon.",
      fr: "Nouveau dans la gamme : bientôt disponible.",
    },
    description: html(
      {
        de: "Wechselrahmen aus Aluminium und Holz nehmen bald unsere Passepartouts auf. Bis dahin:",
        en: "Aluminium and wooden clip frames for our mats are coming soon. Until then:",
        fr: "Des cadres en aluminium et en bois pour nos passe-partout arrivent bientôt. En attendant :",
      },
      MATS_GUIDE,
    ),
    columns: [],
  },
  {
    id: BROWSE_CATEGORY.papers,
    superId: 3,
    name: { de: "Archivpapiere", en: "Archival papers", fr: "Papiers d'archives" },
    summary: {
      de: "Alterungsbeständige Papiere nach DIN EN ISO 9706, Pergamin und Hadernpapier.",
      en: "Permanent papers to DIN EN ISO 9706, glassine and rag paper.",
      fr: "Papiers permanents selon DIN EN ISO 9706, papier cristal et papier chiffon.",
    },
    description: html(
      {
        de: "Gepuffert für Akten, ungepuffert für Fotos und Textilien:",
        en: "Buffered for files, unbuffered for photographs and textiles:",
        fr: "Tamponné pour les dossiers, non tamponné pour les photos et textiles :",
      },
      BUFFERED_POST,
    ),
    columns: [],
  },
  {
    id: BROWSE_CATEGORY.tissue,
    superId: 3,
    name: { de: "Seiden- & Japanpapiere", en: "Tissue & Japanese papers", fr: "Papiers de soie & japonais" },
    summary: {
      de: "Seidenpapier im Bogen und auf Rolle, Japanpapier für die Restaurierung.",
      en: "Tissue paper in sheets and on rolls, Japanese paper for conservation.",
      fr: "Papier de soie en feuilles et en rouleaux, papier japonais pour la restauration.",
    },
    description: html(
      {
        de: "Zum Einschlagen von Textilien, Glas und Fotografien. Gepuffert oder nicht?",
        en: "For wrapping textiles, glass and photographs. Buffered or not?",
        fr: "Pour envelopper textiles, verre et photographies. Tamponné ou non ?",
      },
      BUFFERED_POST,
    ),
    columns: [],
  },
  {
    id: BROWSE_CATEGORY.accessories,
    superId: 3,
    name: { de: "Etiketten & Zubehör", en: "Labels & accessories", fr: "Étiquettes & accessoires" },
    summary: {
      de: "Etiketten, Handschuhe, Archivklebeband, Leinenband und Fotoecken.",
      en: "Labels, gloves, archival tape, linen tape and photo corners.",
      fr: "Étiquettes, gants, ruban adhésif d'archivage, ruban de lin et coins photo.",
    },
    description: html(
      {
        de: "Alles, was Boxen und Mappen beschriftet, schließt und schützt. Mehr im",
        en: "Everything that labels, closes and protects boxes and folders. More in our",
        fr: "Tout pour étiqueter, fermer et protéger boîtes et chemises. Plus dans notre",
      },
      ARCHIVING_GUIDE,
    ),
    columns: [],
  },
];

/** The category page's path in a language (the demo's route for <shop-category>: /kategorie/<id>). */
export function categoryUrl(language: Language, id: number | string): string {
  const prefix = { de: "/kategorie/", en: "/en/category/", fr: "/fr/categorie/" }[language];
  return `${prefix}${id}`;
}

/** A super-category's section on the start page. */
export const superCategoryUrl = (language: Language, def: SuperCategoryDef) => `${shopPath("start", language)}#${def.anchor}`;

export const findCategoryDef = (id: string | null) => CATEGORIES.find((c) => String(c.id) === id);
