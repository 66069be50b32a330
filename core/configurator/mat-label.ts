// The measures and names of a passepartout's readable line ("Passepartout 40 × 50 cm, Ausschnitt
// 24 × 30 cm, Museumskarton 1,4 mm, weiß, Kern weiß, 2 × 3 Ausschnitte"), formatted for the shopper's
// language and unit. The element wraps each in its translated words and joins them with
// core/configurator/describe.ts; this file has no words, so it needs no catalog. The board is named as
// `GET materials` names it: thickness, surface and core colour are part of its name (docs/api.md#materials).
import type { MatConfiguration } from "../api/configuration.ts";
import type { Material } from "../api/configurator.ts";
import type { MatGeometry } from "./mat-geometry.ts";
import { inchText, type LengthUnit } from "./units.ts";

export interface MatLabelParts {
  /** "40 × 50 cm" (or inches). */
  outer: string;
  /** One window: "24 × 30 cm". */
  window: string;
  /** "Museumskarton 1,4 mm, weiß, Kern weiß". */
  board: string;
  /** Rows and columns when there is more than one window; null for one window. */
  grid: { rows: number; columns: number } | null;
}

/** A pair of lengths as the line reads them: centimetres to one decimal, or inches to 1/16″. */
export function pairText(aMm: number, bMm: number, unit: LengthUnit, locale: string): string {
  if (unit === "in") return `${inchText(aMm)} × ${inchText(bMm)}″`;
  const cm = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return `${cm.format(aMm / 10)} × ${cm.format(bMm / 10)} cm`;
}

export function matLabelParts(
  config: Pick<MatConfiguration, "rows" | "columns">,
  geometry: MatGeometry,
  board: Pick<Material, "name">,
  unit: LengthUnit,
  locale: string,
): MatLabelParts {
  return {
    outer: pairText(geometry.widthMm, geometry.heightMm, unit, locale),
    window: pairText(geometry.windowWidthMm, geometry.windowHeightMm, unit, locale),
    board: board.name,
    grid: config.rows * config.columns > 1 ? { rows: config.rows, columns: config.columns } : null,
  };
}
