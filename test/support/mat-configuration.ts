// A mat configuration for the rule tests: 400 × 500 mm, one window 230 × 290 mm, equal borders.
import type { MatConfiguration } from "../../core/api/configuration.ts";

export function matConfig(change: Partial<MatConfiguration> = {}): MatConfiguration {
  return {
    kind: "mat",
    materialId: "5",
    formatId: null,
    widthMm: 400,
    heightMm: 500,
    openingMode: "window",
    openingWidthMm: 230,
    openingHeightMm: 290,
    overlapMm: 5,
    borderMode: "equal",
    raise: 0,
    raiseUnit: "mm",
    sides: { top: 85, right: 85, bottom: 125, left: 85 },
    rows: 1,
    columns: 1,
    gapMm: 0,
    ...change,
  };
}

/** A board whose largest sheet is 800 × 1000 mm, with a 10 mm minimum border. */
export const board = { sheet: { widthMm: 800, heightMm: 1000 }, minBorderMm: 10 };
