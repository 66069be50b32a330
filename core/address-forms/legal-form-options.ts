// The legal-form select's options: abbreviations as they are, the word codes translated.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LEGAL_FORM_ABBREVIATIONS, LEGAL_FORM_WORDS, type LegalFormWord } from "../address/legal-forms.ts";
import type { SelectOption } from "../forms/SelectField.tsx";

const WORD_LABELS: Readonly<Record<LegalFormWord, MessageDescriptor>> = {
  Behörde: msg`Behörde / öffentliche Einrichtung`,
  Stiftung: msg`Stiftung`,
  Sonstige: msg`Sonstige`,
};

export function legalFormOptions(i18n: I18n): SelectOption[] {
  return [
    ...LEGAL_FORM_ABBREVIATIONS.map((code) => ({ value: code, label: code })),
    ...LEGAL_FORM_WORDS.map((code) => ({ value: code, label: i18n._(WORD_LABELS[code]) })),
  ];
}
