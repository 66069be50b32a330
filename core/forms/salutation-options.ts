// The salutation select's options (specification section 3: male, female, other), for the
// registration and the contact form. Where the salutation is optional, its empty choice already says
// "Keine Angabe": "other" is then only "Divers", so no two choices mean the same.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SALUTATIONS, type Salutation } from "../api/contact-form.ts";
import type { SelectOption } from "./SelectField.tsx";

const LABELS: Readonly<Record<Salutation, MessageDescriptor>> = {
  male: msg`Herr`,
  female: msg`Frau`,
  other: msg`Divers / keine Angabe`,
};
const OTHER_BESIDE_NONE = msg`Divers`;

/** `optional`: the select has an empty "Keine Angabe" choice of its own. */
export function salutationOptions(i18n: I18n, { optional = false } = {}): SelectOption[] {
  return SALUTATIONS.map((value) => ({
    value,
    label: i18n._(optional && value === "other" ? OTHER_BESIDE_NONE : LABELS[value]),
  }));
}

export const isSalutation = (value: string): value is Salutation => (SALUTATIONS as readonly string[]).includes(value);
