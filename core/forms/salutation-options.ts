// The salutation select's options (specification section 3: male, female, other), for the
// registration and the contact form.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SALUTATIONS, type Salutation } from "../api/contact-form.ts";
import type { SelectOption } from "./SelectField.tsx";

const LABELS: Readonly<Record<Salutation, MessageDescriptor>> = {
  male: msg`Herr`,
  female: msg`Frau`,
  other: msg`Divers / keine Angabe`,
};

export function salutationOptions(i18n: I18n): SelectOption[] {
  return SALUTATIONS.map((value) => ({ value, label: i18n._(LABELS[value]) }));
}

export const isSalutation = (value: string): value is Salutation => (SALUTATIONS as readonly string[]).includes(value);
