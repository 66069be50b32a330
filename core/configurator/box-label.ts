// The configured box as people read it on one line (cart, checkout, thank-you page, offer form and
// PDF): "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau, Griffloch". Numbers in the
// language's format; the size always in millimetres (what is made and invoiced), inner size.
import type { BoxConfiguration } from "../api/configuration.ts";
import type { BoxType, Material } from "../api/configurator.ts";
import type { Lang } from "../element/data-block.ts";
import { describeConfiguredLine } from "./describe.ts";

export interface BoxLabelParts {
  /** The type's name, e.g. "Stülpdeckelkarton". */
  type: string;
  /** "320 × 240 × 80 mm" (a folder: "320 × 240 mm"). */
  size: string;
  /** The board's name and thickness, e.g. "Archivkarton 1,5 mm". */
  board: string;
  /** The board's colour; '' when its name says it. */
  colour: string;
  /** The chosen extras' names, in the type's order. */
  extras: string[];
}

const LOCALES: Record<Lang, string> = { de: "de-DE", en: "en-GB", fr: "fr-FR" };

/** "320 × 240 × 80 mm" in the language's number format. */
export function sizeText(size: { length: number; width: number; height: number | null }, language: Lang): string {
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 });
  const sides = size.height === null ? [size.length, size.width] : [size.length, size.width, size.height];
  return `${sides.map((mm) => number.format(mm)).join(" × ")} mm`;
}

/** "1,5 mm" in German, "1.5 mm" in English. */
export function thicknessText(mm: number, language: Lang): string {
  return `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(mm)} mm`;
}

/** Whether `name` already says `text` (the shop may name its boards "Archivkarton 1,5 mm, grau"). */
const says = (name: string, text: string) => name.toLocaleLowerCase().includes(text.toLocaleLowerCase());

/** Whether `name` gives a thickness of `mm` in any spelling: "2 mm", "2,0 mm", "2.0mm". */
const saysThickness = (name: string, mm: number) =>
  [...name.matchAll(/(\d+(?:[.,]\d+)?)\s*mm\b/g)].some((m) => Number(m[1]?.replace(",", ".")) === mm);

/** A board's name with its thickness and colour, each added only where the name does not say it already. */
export function boardParts(material: Pick<Material, "name" | "thicknessMm" | "colour">, language: Lang): { board: string; colour: string } {
  const thickness = thicknessText(material.thicknessMm, language);
  return {
    board: saysThickness(material.name, material.thicknessMm) ? material.name : `${material.name} ${thickness}`,
    colour: says(material.name, material.colour.name) ? "" : material.colour.name,
  };
}

/** "Archivkarton 1,5 mm, grau": a board as the material choice and the line name it. */
export function boardText(material: Pick<Material, "name" | "thicknessMm" | "colour">, language: Lang): string {
  const { board, colour } = boardParts(material, language);
  return describeConfiguredLine([board, colour]);
}

/** The parts of the line of a configuration of `type` in `material`. */
export function boxLabelParts(
  configuration: BoxConfiguration,
  type: Pick<BoxType, "name" | "extras">,
  material: Pick<Material, "name" | "thicknessMm" | "colour">,
  language: Lang,
): BoxLabelParts {
  return {
    type: type.name,
    size: sizeText({ length: configuration.lengthMm, width: configuration.widthMm, height: configuration.heightMm }, language),
    ...boardParts(material, language),
    extras: type.extras.filter((extra) => configuration.extras.includes(extra.id)).map((extra) => extra.name),
  };
}

/** The one readable line: type and size, then board, colour and extras (describeConfiguredLine). */
export function boxLabel(parts: BoxLabelParts): string {
  return describeConfiguredLine([`${parts.type} ${parts.size}`, parts.board, parts.colour, ...parts.extras]);
}
