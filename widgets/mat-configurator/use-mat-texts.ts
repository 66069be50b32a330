// The mat configurator's words around numbers: each rule's message (core/configurator/mat-rules.ts),
// a typed text's problem, the drawing's text description for screen readers and the readable line of
// the order item. Lengths read in the shopper's unit (core/configurator/units.ts formatLength).
import { useLingui } from "@lingui/react/macro";
import type { Material } from "../../core/api/configurator.ts";
import { useLengthProblemText } from "../../core/configurator-ui/length-messages.ts";
import { describeConfiguredLine } from "../../core/configurator/describe.ts";
import type { MatGeometry } from "../../core/configurator/mat-geometry.ts";
import { matLabelParts } from "../../core/configurator/mat-label.ts";
import { MAX_WINDOWS_PER_AXIS, type MatProblem, type Side } from "../../core/configurator/mat-rules.ts";
import { formatLength, inchText, type LengthUnit } from "../../core/configurator/units.ts";
import type { MatConfiguration } from "../../core/api/configuration.ts";
import type { TextKey, TextProblem } from "./mat-form.ts";

export function useMatTexts(unit: LengthUnit) {
  const { t, i18n } = useLingui();
  const lengthProblem = useLengthProblemText();
  const mm = (value: number) => formatLength(Math.round(value * 10) / 10, unit, i18n.locale);
  // Several numbers with their unit once: "400 × 500 mm", "oben 85, unten 125 mm".
  const decimal = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  const num = (value: number) => (unit === "in" ? inchText(value) : decimal.format(value));
  const sign = unit === "in" ? "″" : " mm";
  const pair = (a: number, b: number) => `${num(a)} × ${num(b)}${sign}`;
  const sideNames: Record<Side, string> = { top: t`oben`, bottom: t`unten`, left: t`links`, right: t`rechts` };

  /** The message of a broken rule, with its numbers. */
  const rule = (problem: MatProblem): string => {
    switch (problem.code) {
      case "not-positive":
        return t`Bitte eine Länge über 0 eingeben`;
      case "outer-above-board": {
        const sheet = `${mm(problem.sheetWidthMm)} × ${mm(problem.sheetHeightMm)}`;
        return t`Zu groß für diesen Karton: Der größte Bogen misst ${sheet}.`;
      }
      case "window-outside-board": {
        const block = mm(problem.blockMm);
        const outer = mm(problem.outerMm);
        return t`Der Ausschnitt (${block}) ist größer als das Passepartout (${outer}).`;
      }
      case "overlap-not-positive":
        return t`Das Bild muss größer sein als der Ausschnitt: Bitte eine Überlappung über 0 angeben.`;
      case "picture-not-larger": {
        const picture = mm(problem.pictureMm);
        const overlap = mm(problem.overlapMm);
        return t`Das Bild (${picture}) muss größer sein als die Überlappung auf beiden Seiten (2 × ${overlap}).`;
      }
      case "sides-leave-no-window": {
        const borders = mm(problem.bordersMm);
        const outer = mm(problem.outerMm);
        return t`Die Ränder (${borders}) lassen bei ${outer} keinen Platz für einen Ausschnitt.`;
      }
      case "border-below-minimum": {
        const side = sideNames[problem.side];
        const border = mm(problem.borderMm);
        const min = mm(problem.minMm);
        return t`Der Rand ${side} ist ${border} breit; dieser Karton braucht mindestens ${min}.`;
      }
      case "count-out-of-range": {
        const max = problem.max;
        return t`Bitte eine ganze Zahl von 1 bis ${max} eingeben`;
      }
      case "gap-below-minimum": {
        const min = mm(problem.minMm);
        return t`Der Abstand zwischen den Ausschnitten muss mindestens ${min} betragen.`;
      }
    }
  };

  /** The message of a text that does not parse; counts and percentages have their own words. */
  const text = (key: TextKey, problem: TextProblem, percent: boolean): string => {
    if (key === "rows" || key === "columns") {
      const max = MAX_WINDOWS_PER_AXIS;
      return problem === "empty" ? t`Bitte eine Anzahl eingeben` : t`Bitte eine ganze Zahl von 1 bis ${max} eingeben`;
    }
    if (percent) return problem === "empty" ? t`Bitte einen Prozentwert eingeben` : t`Bitte eine Zahl ab 0 eingeben, z. B. 10 oder 12,5`;
    return lengthProblem({ code: problem }, unit) ?? "";
  };

  /** "oben 85, unten 125, links 85, rechts 85 mm". */
  const borders = (g: MatGeometry): string =>
    (["top", "bottom", "left", "right"] as const).map((side) => `${sideNames[side]} ${num(g.borders[side])}`).join(", ") + sign;

  /**
   * The drawing in words: "Passepartout 400 × 500 mm, weiß, ein Ausschnitt 230 × 290 mm, Ränder oben
   * 85, unten 125, links 85, rechts 85 mm".
   */
  const description = (g: MatGeometry, config: MatConfiguration, board: Material | null): string => {
    const outer = pair(g.widthMm, g.heightMm);
    const window = pair(g.windowWidthMm, g.windowHeightMm);
    const colour = board ? `, ${board.colour.name}` : "";
    const rows = config.rows;
    const columns = config.columns;
    const gap = mm(config.gapMm);
    const windows =
      g.windows.length > 1 ? t`${rows} × ${columns} Ausschnitte von je ${window}, Abstand ${gap}` : t`ein Ausschnitt ${window}`;
    const margins = borders(g);
    return t`Passepartout ${outer}${colour}, ${windows}, Ränder ${margins}`;
  };

  /** The order item's readable line. */
  const line = (g: MatGeometry, config: MatConfiguration, board: Material): string => {
    const { outer, window, board: boardName, grid } = matLabelParts(config, g, board, unit, i18n.locale);
    const rows = grid?.rows;
    const columns = grid?.columns;
    return describeConfiguredLine([
      t`Passepartout ${outer}`,
      t`Ausschnitt ${window}`,
      boardName,
      grid ? t`${rows} × ${columns} Ausschnitte` : "",
    ]);
  };

  return { rule, text, borders, description, line, pair };
}
