import { useLingui } from "@lingui/react/macro";
import { LengthField } from "../../core/configurator-ui/LengthField.tsx";
import { UnitToggle } from "../../core/configurator-ui/UnitToggle.tsx";
import { SelectField } from "../../core/forms/SelectField.tsx";
import { withFormat, withOuterText, withUnit } from "./mat-form.ts";
import type { SectionProps } from "./section-props.ts";

const CUSTOM = "";

/** The outer size: a standard frame format, or width × height as typed; and the unit of every length. */
export function SizeFields({ form, change, message, note, formats }: SectionProps) {
  const { t } = useLingui();
  const options = [{ value: CUSTOM, label: t`Eigenes Format` }, ...formats.map((f) => ({ value: f.id, label: f.name }))];
  const chooseFormat = (id: string) => change((f) => withFormat(f, formats.find((f) => f.id === id) ?? null), true);
  return (
    <fieldset className="mat-section size">
      <legend>{t`Außenmaß`}</legend>
      <UnitToggle unit={form.unit} onUnit={(unit) => change((f) => withUnit(f, unit), true)} name="m-unit" />
      <SelectField id="m-format" label={t`Standardformat`} value={form.formatId ?? CUSTOM} options={options} onChange={chooseFormat} />
      <div className="pair">
        <LengthField
          id="m-width"
          label={t`Breite`}
          text={form.texts.width}
          onText={(text) => change((f) => withOuterText(f, "width", text, formats))}
          unit={form.unit}
          problem={message("width")}
          note={note("width")}
        />
        <LengthField
          id="m-height"
          label={t`Höhe`}
          text={form.texts.height}
          onText={(text) => change((f) => withOuterText(f, "height", text, formats))}
          unit={form.unit}
          problem={message("height")}
          note={note("height")}
        />
      </div>
    </fieldset>
  );
}
