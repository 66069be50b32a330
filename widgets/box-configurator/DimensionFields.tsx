import { useLingui } from "@lingui/react/macro";
import type { BoxType, Range } from "../../core/api/configurator.ts";
import type { BoxAxis, DimensionInput } from "../../core/configurator/box-geometry.ts";
import { maxHeightFor } from "../../core/configurator/box-geometry.ts";
import { boardText } from "../../core/configurator/box-label.ts";
import { formatLength, type LengthUnit, parseLength } from "../../core/configurator/units.ts";
import type { Lang } from "../../core/element/data-block.ts";
import { LengthField } from "../../core/configurator-ui/LengthField.tsx";
import { useLengthRoundingNote } from "../../core/configurator-ui/length-messages.ts";
import { UnitToggle } from "../../core/configurator-ui/UnitToggle.tsx";
import type { BoxChoice } from "./box-choice.ts";
import { useFieldProblemText } from "./box-problems.ts";
import { BulkyNote } from "./BulkyNote.tsx";
import type { FieldTexts } from "./use-box-url.ts";

interface Props {
  type: BoxType;
  choice: BoxChoice;
  unit: LengthUnit;
  texts: FieldTexts;
  onText: (axis: BoxAxis, text: string) => void;
  onUnit: (unit: LengthUnit) => void;
}

/**
 * The range a field allows with the lengths typed so far: the type's, narrowed by its rules (the
 * length at least the width, the height at most its share of the width) where they apply.
 */
export function allowedRange(type: BoxType, axis: BoxAxis, sizes: DimensionInput): Range | null {
  const range = type[axis];
  if (range === null) return null;
  const { width } = sizes;
  if (axis === "length" && type.lengthAtLeastWidth && width !== null && width > range.min && width <= range.max)
    return { ...range, min: width };
  if (axis === "height") {
    const max = maxHeightFor(type, width) ?? range.max;
    if (max >= range.min) return { ...range, max };
  }
  return range;
}

/** Inner length, width and height in mm or inches, each with its range, problem and the outer length beside it. */
export function DimensionFields({ type, choice, unit, texts, onText, onUnit }: Props) {
  const { t, i18n } = useLingui();
  const problemText = useFieldProblemText();
  const roundingNote = useLengthRoundingNote();
  const labels: Record<BoxAxis, string> = { length: t`Länge`, width: t`Breite`, height: t`Höhe` };
  const axes: BoxAxis[] = type.height === null ? ["length", "width"] : ["length", "width", "height"];
  const { material } = choice;
  const board = material ? boardText(material, i18n.locale as Lang) : "";
  const outer = (axis: BoxAxis) => {
    const inner = choice.validSizes[axis];
    if (inner === null || !material) return "–";
    return formatLength(Math.round((inner + type.allowance[axis] * material.thicknessMm) * 10) / 10, unit, i18n.locale);
  };

  return (
    <fieldset className="step dimensions" part="dimensions">
      <legend>{t`Innenmaße`}</legend>
      <UnitToggle unit={unit} onUnit={onUnit} name="b-unit" />
      <div className="length-grid">
        {axes.map((axis) => (
          <div key={axis} className="dimension">
            <LengthField
              id={`b-${axis}`}
              label={labels[axis]}
              text={texts[axis]}
              onText={(text) => onText(axis, text)}
              unit={unit}
              mm={choice.sizes[axis]}
              range={allowedRange(type, axis, choice.validSizes)}
              problem={problemText(choice.problems[axis], unit, choice.validSizes.width)}
              note={roundingNote(parseLength(texts[axis], unit), unit)}
            />
            <p className="outer-length">
              {t`außen`} <span className="value">{outer(axis)}</span>
            </p>
          </div>
        ))}
      </div>
      <p className="outer-hint">{material ? t`Außenmaß mit ${board}` : t`Das Außenmaß folgt aus dem gewählten Karton.`}</p>
      <BulkyNote bulky={choice.bulky} limit={type.parcelLimit} />
    </fieldset>
  );
}
