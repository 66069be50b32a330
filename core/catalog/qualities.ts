// The trade's words for a board's quality, explained (shoppers do not all know them). The codes come
// from `GET materials` (KNOWN_QUALITIES, core/catalog/quality-codes.ts) plus "fsc" for a board's FSC flag;
// a code the bundle does not know is shown by its code alone, never guessed at. The texts are message
// descriptors: core/configurator-ui/QualityNote.tsx shows them in the shopper's language.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { KNOWN_QUALITIES } from "./quality-codes.ts";

/** The quality codes the bundle explains: KNOWN_QUALITIES and "fsc". */
export type ExplainedQuality = (typeof KNOWN_QUALITIES)[number] | "fsc";

/** The code a board with `fsc: true` is listed under. */
export const FSC = "fsc";

/** A quality's short name and one-sentence explanation. */
export interface QualityText {
  name: MessageDescriptor;
  explanation: MessageDescriptor;
}

export const QUALITY_TEXTS: Readonly<Record<ExplainedQuality, QualityText>> = {
  "lignin-free": {
    name: msg`ligninfrei`,
    explanation: msg`Ohne Lignin, den Holzstoff, der Papier vergilben und brüchig werden lässt.`,
  },
  "acid-free": {
    name: msg`säurefrei`,
    explanation: msg`pH-neutral hergestellt: Der Karton gibt keine Säure an das Archivgut ab.`,
  },
  buffered: {
    name: msg`gepuffert`,
    explanation: msg`Mit alkalischer Reserve (Calciumcarbonat), die Säuren aus Umgebung und Archivgut bindet. Für Papier und Akten.`,
  },
  unbuffered: {
    name: msg`ungepuffert`,
    explanation: msg`Ohne alkalische Reserve: für Fotografien, Blaupausen und Materialien aus Eiweiß wie Leder, Seide oder Wolle, die Alkalität nicht vertragen.`,
  },
  "pat-tested": {
    name: msg`PAT-geprüft`,
    explanation: msg`Hat den Photographic Activity Test (ISO 18916) bestanden: sicher für die Lagerung von Fotografien.`,
  },
  museum: {
    name: msg`Museumsqualität`,
    explanation: msg`Aus 100 % Baumwolle (Hadern), ohne Holzstoff: die beständigste Qualität.`,
  },
  fsc: {
    name: msg`FSC`,
    explanation: msg`Aus FSC-zertifizierter Forstwirtschaft: Holz und Fasern aus verantwortungsvoll bewirtschafteten Wäldern.`,
  },
};

const EXPLAINED: readonly string[] = [...KNOWN_QUALITIES, FSC];

/** Whether the bundle has a text for `code`. */
export function isExplainedQuality(code: string): code is ExplainedQuality {
  return EXPLAINED.includes(code);
}

/** The text of `code`, or null for a code the bundle does not know (show the code itself). */
export function qualityText(code: string): QualityText | null {
  return isExplainedQuality(code) ? QUALITY_TEXTS[code] : null;
}

/** A board's quality codes as they are explained: its qualities, then "fsc" when the board is FSC-certified. */
export function materialQualities(material: { qualities: readonly string[]; fsc: boolean }): string[] {
  const codes = material.qualities.filter((code) => code !== FSC);
  return material.fsc ? [...codes, FSC] : codes;
}
