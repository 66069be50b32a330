import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { BoxType } from "../../core/api/configurator.ts";
import { drawnExtras } from "../../core/configurator/box-drawing.ts";
import { boardText } from "../../core/configurator/box-label.ts";
import type { Lang } from "../../core/element/data-block.ts";
import { type BoxSize, type DimensionInput, outerSize } from "../../core/configurator/box-geometry.ts";
import { formatLength, type LengthUnit } from "../../core/configurator/units.ts";
import type { BoxChoice } from "./box-choice.ts";
import { BoxShape } from "./BoxShape.tsx";
import { previewSize } from "./preview-size.ts";

interface Props {
  type: BoxType;
  choice: BoxChoice;
  unit: LengthUnit;
}

/**
 * The box to scale in its board's colour, with the lengths labelled, following every change; while a
 * field is invalid it keeps that field's last valid length; before all are given it shows the kind in
 * a size typical of the type, without measures. Screen readers get the same as text.
 */
export function BoxPreview({ type, choice, unit }: Props) {
  const { t, i18n } = useLingui();
  const last = useRef<DimensionInput>({ length: null, width: null, height: null });
  for (const axis of ["length", "width", "height"] as const) last.current[axis] = choice.validSizes[axis] ?? last.current[axis];
  const { size, given } = previewSize(type, choice.validSizes, last.current);
  const { material } = choice;
  const outer = material ? outerSize(size, type.allowance, material.thicknessMm) : null;
  const length = (mm: number) => formatLength(mm, unit, i18n.locale);

  const sides = (s: BoxSize) => {
    const l = length(s.length);
    const w = length(s.width);
    if (s.height === null) return t`${l} lang, ${w} breit`;
    const h = length(s.height);
    return t`${l} lang, ${w} breit, ${h} hoch`;
  };
  const innerText = sides(size);
  const outerText = outer ? sides(outer) : null;
  const name = type.name;
  const description = !given
    ? t`${name}: Zeichnung in Beispielgröße, bis die Maße angegeben sind`
    : outerText
      ? t`${name}, innen ${innerText}; außen ${outerText}`
      : t`${name}, innen ${innerText}`;
  const board = material ? boardText(material, i18n.locale as Lang) : null;

  return (
    <figure className="preview" part="preview">
      <BoxShape
        className="drawing"
        kind={type.drawing}
        size={size}
        extras={drawnExtras(choice.extras)}
        colour={material?.colour.hex}
        labels={
          given
            ? { length: length(size.length), width: length(size.width), height: size.height === null ? undefined : length(size.height) }
            : undefined
        }
        describedBy="b-preview-text"
      />
      <figcaption id="b-preview-text" className="visually-hidden">
        {board ? t`${description}; Karton: ${board}` : description}
      </figcaption>
    </figure>
  );
}
