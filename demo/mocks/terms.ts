// Translations of the short CRM values (material, colour, type, quality, availability, pack size,
// delivery times) of the fixture and the generated catalogue (fixtures.ts, catalogue-kinds.ts). The
// CRM answers in the requested language; long texts (names, descriptions) stay German, as in the real CRM.

const TERMS: Record<string, { en: string; fr: string }> = {
  // Materials.
  "Wellpappe, säurefrei": { en: "Corrugated board, acid-free", fr: "Carton ondulé, sans acide" },
  "Vollpappe, säurefrei": { en: "Solid board, acid-free", fr: "Carton compact, sans acide" },
  "Hartpappe, säurefrei": { en: "Hard board, acid-free", fr: "Carton dur, sans acide" },
  "Museumskarton, Baumwolle": { en: "Museum board, cotton", fr: "Carton musée, coton" },
  "Archivkarton, säurefrei": { en: "Archival board, acid-free", fr: "Carton d'archives, sans acide" },
  "Archivkarton, ligninfrei, gepuffert": { en: "Archival board, lignin-free, buffered", fr: "Carton d'archives, sans lignine, tamponné" },
  "Archivkarton, ligninfrei, ungepuffert": {
    en: "Archival board, lignin-free, unbuffered",
    fr: "Carton d'archives, sans lignine, non tamponné",
  },
  "Passepartoutkarton, Alphacellulose": { en: "Mat board, alpha cellulose", fr: "Carton passe-partout, alpha-cellulose" },
  "Zellstoff, gepuffert": { en: "Wood-free pulp, buffered", fr: "Cellulose, tamponnée" },
  "Zellstoff, ungepuffert": { en: "Wood-free pulp, unbuffered", fr: "Cellulose, non tamponnée" },
  "Hadern, Baumwolle": { en: "Rag, cotton", fr: "Chiffon, coton" },
  "Pergamin, säurefrei": { en: "Glassine, acid-free", fr: "Papier cristal, sans acide" },
  "Polyester, glasklar": { en: "Polyester, crystal clear", fr: "Polyester, transparent" },
  "Polypropylen, weichmacherfrei": { en: "Polypropylene, plasticiser-free", fr: "Polypropylène, sans plastifiant" },
  "Papier, Acrylatkleber säurefrei": { en: "Paper, acid-free acrylic adhesive", fr: "Papier, adhésif acrylique sans acide" },
  "Leinen, ungebleicht": { en: "Linen, unbleached", fr: "Lin, écru" },
  Baumwolle: { en: "Cotton", fr: "Coton" },
  "Kozo-Faser": { en: "Kozo fibre", fr: "Fibre de kozo" },
  // Colours.
  grau: { en: "grey", fr: "gris" },
  blaugrau: { en: "blue-grey", fr: "gris-bleu" },
  braun: { en: "brown", fr: "brun" },
  weiß: { en: "white", fr: "blanc" },
  antikweiß: { en: "antique white", fr: "blanc antique" },
  naturweiß: { en: "natural white", fr: "blanc naturel" },
  elfenbein: { en: "ivory", fr: "ivoire" },
  schwarz: { en: "black", fr: "noir" },
  chamois: { en: "chamois", fr: "chamois" },
  anthrazit: { en: "anthracite", fr: "anthracite" },
  natur: { en: "natural", fr: "naturel" },
  transparent: { en: "transparent", fr: "transparent" },
  // Types.
  Archivbox: { en: "Archival box", fr: "Boîte d'archives" },
  Stülpdeckelkarton: { en: "Lid box", fr: "Boîte à couvercle" },
  Klappdeckelkarton: { en: "Hinged-lid box", fr: "Boîte à rabat" },
  Ablageschachtel: { en: "Filing box", fr: "Boîte de classement" },
  Kassette: { en: "Case", fr: "Cassette" },
  Schachtel: { en: "Box", fr: "Boîte" },
  Rolle: { en: "Tube", fr: "Tube" },
  Archivrolle: { en: "Archival tube", fr: "Tube d'archivage" },
  Umschlag: { en: "Enclosure", fr: "Pochette" },
  Vierklappenumschlag: { en: "Four-flap enclosure", fr: "Pochette à quatre rabats" },
  Mappe: { en: "Folder", fr: "Chemise" },
  Jurismappe: { en: "Three-flap folder", fr: "Chemise à trois rabats" },
  Sammelmappe: { en: "Portfolio", fr: "Portfolio" },
  Fotohülle: { en: "Photo sleeve", fr: "Pochette photo" },
  Negativhülle: { en: "Negative sleeve", fr: "Pochette pour négatifs" },
  Planhülle: { en: "Plan sleeve", fr: "Pochette pour plans" },
  Passepartout: { en: "Mat", fr: "Passe-partout" },
  Karton: { en: "Board", fr: "Carton" },
  Papier: { en: "Paper", fr: "Papier" },
  Archivpapier: { en: "Archival paper", fr: "Papier d'archives" },
  Zwischenlagepapier: { en: "Interleaving paper", fr: "Papier intercalaire" },
  Hadernpapier: { en: "Rag paper", fr: "Papier chiffon" },
  Seidenpapier: { en: "Tissue paper", fr: "Papier de soie" },
  "Seidenpapier auf Rolle": { en: "Tissue paper on a roll", fr: "Papier de soie en rouleau" },
  Japanpapier: { en: "Japanese paper", fr: "Papier japonais" },
  Etikett: { en: "Label", fr: "Étiquette" },
  Baumwollhandschuhe: { en: "Cotton gloves", fr: "Gants en coton" },
  Archivklebeband: { en: "Archival tape", fr: "Ruban adhésif d'archivage" },
  Leinenband: { en: "Linen tape", fr: "Ruban de lin" },
  Fotoecken: { en: "Photo corners", fr: "Coins photo" },
  // Qualities (DIN ISO 16245 and DIN EN ISO 9706 are names and stay).
  "DIN ISO 16245 Typ A": { en: "DIN ISO 16245 type A", fr: "DIN ISO 16245 type A" },
  "DIN ISO 16245 Typ B": { en: "DIN ISO 16245 type B", fr: "DIN ISO 16245 type B" },
  "PAT-geprüft": { en: "PAT-tested", fr: "testé PAT" },
  "ligninfrei, ungepuffert": { en: "lignin-free, unbuffered", fr: "sans lignine, non tamponné" },
  // Availability and delivery times.
  lagernd: { en: "in stock", fr: "en stock" },
  Restposten: { en: "remaining stock", fr: "fin de série" },
  "auf Anfrage": { en: "on request", fr: "sur demande" },
  "2–3 Werktage": { en: "2–3 working days", fr: "2 à 3 jours ouvrés" },
  "5–7 Werktage": { en: "5–7 working days", fr: "5 à 7 jours ouvrés" },
  "10–12 Werktage": { en: "10–12 working days", fr: "10 à 12 jours ouvrés" },
  "3–4 Wochen": { en: "3–4 weeks", fr: "3 à 4 semaines" },
  "4–6 Wochen (Sonderfertigung)": { en: "4–6 weeks (made to order)", fr: "4 à 6 semaines (fabrication spéciale)" },
};

/** The pack units of `ve` ("25 Stück"): [singular, plural] per language. */
const UNITS: Record<string, { en: [string, string]; fr: [string, string] }> = {
  Stück: { en: ["piece", "pieces"], fr: ["pièce", "pièces"] },
  Blatt: { en: ["sheet", "sheets"], fr: ["feuille", "feuilles"] },
  Bogen: { en: ["sheet", "sheets"], fr: ["feuille", "feuilles"] },
  Rolle: { en: ["roll", "rolls"], fr: ["rouleau", "rouleaux"] },
  Rollen: { en: ["roll", "rolls"], fr: ["rouleau", "rouleaux"] },
  Paar: { en: ["pair", "pairs"], fr: ["paire", "paires"] },
};

/** "25 Stück" as "25 pieces" or "25 pièces"; null when the value is not a pack size. */
function translatePack(value: string, language: "en" | "fr"): string | null {
  const match = /^(\d+) (\S+)$/.exec(value);
  const unit = match && UNITS[match[2]!]?.[language];
  if (!match || !unit) return null;
  return `${match[1]} ${match[1] === "1" ? unit[0] : unit[1]}`;
}

/** A property value in the requested language; German and unknown values stay as they are. */
export function translateValue(value: string | null, language: string): string | null {
  if (value === null || (language !== "en" && language !== "fr")) return value;
  return TERMS[value]?.[language] ?? translatePack(value, language) ?? value;
}
