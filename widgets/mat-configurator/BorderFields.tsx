import { useLingui } from "@lingui/react/macro";
import { RadioGroup } from "../../core/forms/RadioGroup.tsx";
import { withBorderMode, withRaiseUnit } from "./mat-form.ts";
import { MatLengthField } from "./MatLengthField.tsx";
import { NumberTextField } from "./NumberTextField.tsx";
import { type SectionProps, withText } from "./section-props.ts";

/**
 * The borders: equal, raised (bottom weighting: the bottom border larger than the top by the raise,
 * in the length unit or in per cent of both vertical borders), or each given (the window follows).
 * The borders that result are shown as a line; a border too narrow is said at the field that sets it.
 */
export function BorderFields(props: SectionProps & { bordersText: string | null }) {
  const { form, change, message, geometry, bordersText } = props;
  const { t } = useLingui();
  const unitLabel = form.unit === "in" ? t`Zoll` : t`mm`;
  const side = (field: "top" | "right" | "bottom" | "left", label: string) => (
    <MatLengthField section={props} field={field} label={label} />
  );
  return (
    <fieldset className="mat-section borders">
      <legend>{t`Ränder`}</legend>
      <RadioGroup
        name="m-border-mode"
        legend={t`Aufteilung`}
        value={form.borderMode}
        options={[
          { value: "equal", label: t`alle gleich breit` },
          { value: "raised", label: t`unten breiter (Ausschnitt höher gesetzt)` },
          { value: "sides", label: t`jeden Rand einzeln` },
        ]}
        onChange={(mode) => change((f) => withBorderMode(f, mode, geometry), true)}
      />
      {form.borderMode === "raised" && (
        <div className="raise-fields">
          {form.raiseUnit === "%" ? (
            <NumberTextField
              id="m-raise"
              label={t`Unten breiter um (% der Ränder oben und unten)`}
              text={form.texts.raise}
              onText={(text) => change((f) => withText(f, "raise", text))}
              problem={message("raise")}
              inputMode="decimal"
            />
          ) : (
            <MatLengthField section={props} field="raise" label={t`Unten breiter um`} />
          )}
          <RadioGroup
            name="m-raise-unit"
            legend={t`Anhebung angeben in`}
            value={form.raiseUnit}
            options={[
              { value: "mm", label: unitLabel },
              { value: "%", label: t`Prozent` },
            ]}
            onChange={(unit) => change((f) => withRaiseUnit(f, unit, geometry), true)}
          />
        </div>
      )}
      {form.borderMode === "sides" && (
        <div className="side-fields">
          {side("top", t`Rand oben`)}
          {side("bottom", t`Rand unten`)}
          {side("left", t`Rand links`)}
          {side("right", t`Rand rechts`)}
        </div>
      )}
      <p className="borders-result">{bordersText ? t`Ränder: ${bordersText}` : ""}</p>
    </fieldset>
  );
}
