import type { MatFormat } from "../../core/api/configurator.ts";
import type { MatGeometry } from "../../core/configurator/mat-geometry.ts";
import type { MatForm, TextKey } from "./mat-form.ts";

/** What every part of the mat form gets. */
export interface SectionProps {
  form: MatForm;
  /**
   * Changes the form (from the latest one, so two changes before a render both hold); `push` for a
   * discrete choice (a history entry of its own, so back undoes it).
   */
  change(update: (form: MatForm) => MatForm, push?: boolean): void;
  /** The field's error (a typed text that cannot be read, else the broken rules at it), translated. */
  message(key: TextKey): string | null;
  /** A remark that is no error (a length rounded to whole millimetres). */
  note(key: TextKey): string | null;
  /** The geometry on screen (null while a field cannot be read): mode switches keep its window. */
  geometry: MatGeometry | null;
  formats: readonly MatFormat[];
}

/** The form with one typed text changed. */
export function withText(form: MatForm, key: TextKey, text: string): MatForm {
  return { ...form, texts: { ...form.texts, [key]: text } };
}
