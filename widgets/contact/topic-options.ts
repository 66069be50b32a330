// The topic select's options: the fixed topics (core/api/contact-form.ts), in the shop's words where
// the data block renames one.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CONTACT_TOPICS, type ContactTopic } from "../../core/api/contact-form.ts";
import type { SelectOption } from "../../core/forms/SelectField.tsx";

const LABELS: Readonly<Record<ContactTopic, MessageDescriptor>> = {
  product: msg`Frage zu einem Produkt`,
  order: msg`Bestellung und Lieferung`,
  offer: msg`Angebot`,
  configuration: msg`Maßanfertigung (Konfigurator)`,
  invoice: msg`Rechnung und Zahlung`,
  account: msg`Kundenkonto und Zugang`,
  other: msg`Sonstiges`,
};

export function topicOptions(i18n: I18n, renamed: Partial<Record<ContactTopic, string>>): SelectOption[] {
  return CONTACT_TOPICS.map((value) => ({ value, label: renamed[value] ?? i18n._(LABELS[value]) }));
}
