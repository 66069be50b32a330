import { LengthField } from "../../core/configurator-ui/LengthField.tsx";
import type { LengthKey, MatForm } from "./mat-form.ts";
import { type SectionProps, withText } from "./section-props.ts";

interface MatLengthFieldProps {
  section: SectionProps;
  field: LengthKey;
  label: string;
  /** How a typed text changes the form; default it only sets the field's text. */
  update?: (form: MatForm, text: string) => MatForm;
}

/** One length of the mat form: the kit's LengthField with the field's text, unit, problem and note. */
export function MatLengthField({ section, field, label, update }: MatLengthFieldProps) {
  const { form, change, message, note } = section;
  return (
    <LengthField
      id={`m-${field}`}
      label={label}
      text={form.texts[field]}
      onText={(text) => change((f) => (update ? update(f, text) : withText(f, field, text)))}
      unit={form.unit}
      problem={message(field)}
      note={note(field)}
    />
  );
}
