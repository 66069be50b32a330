// The registration's own field messages (the address ones are core/address-forms/address-messages.ts), and what
// a VAT ID means for the prices (section 6), said while typing and again in the confirmation.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { VatIdTreatment } from "../../core/address/vat-id.ts";
import type { OwnAddressMessages } from "../../core/address-forms/address-messages.ts";
import type { FieldError } from "../../core/forms/field-messages.ts";
import type { RegistrationErrorCode } from "../../core/registration/registration-form.ts";

const OWN: Partial<Record<RegistrationErrorCode, MessageDescriptor>> = {
  customerNumberRequired: msg`Bitte geben Sie Ihre Kundennummer an`,
  invalidCustomerNumber: msg`Bitte geben Sie Ihre Kundennummer wie auf Ihrer Rechnung an, z. B. K-10234`,
  signatureEmpty: msg`Signatur darf nicht leer sein`,
  consentRequired: msg`Bitte bestätigen Sie die AGB und die Datenschutzerklärung.`,
};

/** The EU VAT ID rules' messages (core/address/vat-id.ts), for the address block's errorMessages. */
export const EU_VAT_ID_MESSAGES: OwnAddressMessages = {
  vatIdPrefix: msg`Die USt-IdNr. beginnt mit dem Länderkürzel eines EU-Staats, z. B. DE, AT oder FR (Griechenland: EL)`,
  vatIdCountry: msg`Die USt-IdNr. gehört zu einem anderen Land als Ihre Adresse: Bitte geben Sie die USt-IdNr. aus dem Land Ihrer Adresse an`,
  vatIdFormat: msg`Diese USt-IdNr. hat nicht das Format ihres Landes`,
  vatIdCheckDigit: msg`Die Prüfziffer dieser USt-IdNr. stimmt nicht. Bitte prüfen Sie die Nummer`,
};

/** A code of core/registration/registration-form.ts as a field error core/forms shows and announces. */
export function registrationFieldError(code: RegistrationErrorCode | undefined): FieldError | undefined {
  if (!code) return undefined;
  return OWN[code] ?? (code as FieldError);
}

/** The prices a registered customer sees, by what the shop does with the VAT ID (section 6). */
export const PRICES_BY_VAT_ID: Readonly<Record<VatIdTreatment, MessageDescriptor>> = {
  none: msg`Sie sehen Preise inklusive MwSt.`,
  german: msg`Sie sehen Preise immer inklusive MwSt.`,
  review: msg`Sie sehen Preise ohne MwSt., sobald unser Vertrieb Ihre USt-IdNr. geprüft hat; bis dahin inklusive MwSt.`,
};
