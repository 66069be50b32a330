import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { LengthUnit } from "../configurator/units.ts";

export interface UnitToggleProps {
  /** The unit the lengths are shown and typed in. */
  unit: LengthUnit;
  /** The shopper chose the other unit. The configurator keeps its lengths in mm and shows them again
   *  with lengthInput(mm, unit) (core/configurator/units.ts), so nothing typed is lost. */
  onUnit(unit: LengthUnit): void;
  /** The radios' name, unique in the element's shadow root (two configurators on a page: "b-unit", "m-unit"). */
  name: string;
}

/**
 * Millimetres or inches: two radios in a fieldset named "Maßeinheit", each with its label one 44 px
 * target. After a switch a polite live region says that the values are now shown in the other unit
 * (a sighted shopper sees the fields change; a screen-reader user would not notice).
 */
export function UnitToggle({ unit, onUnit, name }: UnitToggleProps) {
  const { t } = useLingui();
  // Only a switch by the shopper is announced, not the first render.
  const [switched, setSwitched] = useState(false);
  const options: { value: LengthUnit; label: string }[] = [
    { value: "mm", label: t`Millimeter (mm)` },
    { value: "in", label: t`Zoll (in)` },
  ];
  const choose = (next: LengthUnit) => {
    setSwitched(true);
    if (next !== unit) onUnit(next);
  };
  return (
    <fieldset className="field unit-toggle">
      <legend>{t`Maßeinheit`}</legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              id={`${name}-${option.value}`}
              name={name}
              value={option.value}
              checked={unit === option.value}
              onChange={() => choose(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {switched ? (unit === "in" ? t`Die Maße werden jetzt in Zoll angezeigt.` : t`Die Maße werden jetzt in Millimetern angezeigt.`) : ""}
      </p>
    </fieldset>
  );
}
