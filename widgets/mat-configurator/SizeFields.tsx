import { useLingui } from "@lingui/react/macro";
import { UnitToggle } from "../../core/configurator-ui/UnitToggle.tsx";
import { SelectField } from "../../core/forms/SelectField.tsx";
import { withFormat, withOuterText, withUnit } from "./mat-form.ts";
import { MatLengthField } from "./MatLengthField.tsx";
import type { SectionProps } from "./section-props.ts";

const CUSTOM = "";

/** The outer size: a standard frame format, or width × height as typed; and the unit of every length. */
export function SizeFields(props: SectionProps) {
  const { form, change, formats } = props;
  const { t } = useLingui();
  const options = [{ value: CUSTOM, label: t`Eigenes Format` }, ...formats.map((f) => ({ value: f.id, label: f.name }))];
  const chooseFormat = (id: string) => change((f) => withFormat(f, formats.find((f) => f.id === id) ?? null), true);
  return (
    <fieldset className="mat-section size">
      <legend>{t`Außenmaß`}</legend>
      <UnitToggle unit={form.unit} onUnit={(unit) => change((f) => withUnit(f, unit), true)} name="m-unit" />
      <SelectField id="m-format" label={t`Standardformat`} value={form.formatId ?? CUSTOM} options={options} onChange={chooseFormat} />
      <div className="pair">
        <MatLengthField section={props} field="width" label={t`Breite`} update={(f, text) => withOuterText(f, "width", text, formats)} />
        <MatLengthField section={props} field="height" label={t`Höhe`} update={(f, text) => withOuterText(f, "height", text, formats)} />
      </div>
    </fieldset>
  );
}
