// The messages of the address block's own error codes (core/address/validation.ts; section 5 gives
// the legal-form text word for word, "sie" included). The codes every form shares are in
// core/forms/field-messages.ts.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AddressErrorCode, FieldErrorCode } from "../address/validation.ts";
import type { FieldError } from "../forms/field-messages.ts";

const ADDRESS_MESSAGES: Readonly<Record<Exclude<AddressErrorCode, FieldErrorCode>, MessageDescriptor>> = {
  invalidCity: msg`Bitte geben Sie einen gültigen Ort an`,
  invalidAddress: msg`Bitte geben Sie eine gültige Adresse an`,
  invalidPostcode: msg`Bitte geben Sie eine gültige Postleitzahl für das gewählte Land an`,
  invalidLegalForm: msg`Bitte geben sie eine gültige Rechtsform an`,
  invalidVatId: msg`Die USt-IdNr. darf nur Buchstaben und Ziffern enthalten und höchstens 14 Zeichen lang sein`,
  vatIdPrefix: msg`Die USt-IdNr. beginnt mit dem Länderkürzel eines EU-Staats, z. B. DE, AT oder FR (Griechenland: EL)`,
  vatIdCountry: msg`Die USt-IdNr. gehört zu einem anderen Land als Ihre Adresse: Bitte geben Sie die USt-IdNr. aus dem Land Ihrer Adresse an`,
  vatIdFormat: msg`Diese USt-IdNr. hat nicht das Format ihres Landes`,
  vatIdCheckDigit: msg`Die Prüfziffer dieser USt-IdNr. stimmt nicht. Bitte prüfen Sie die Nummer`,
};

/** What a field shows for an address error code: a shared code as it is, an address code as its message. */
export function addressFieldError(code: AddressErrorCode | undefined): FieldError | undefined {
  if (code === undefined) return undefined;
  return code in ADDRESS_MESSAGES ? ADDRESS_MESSAGES[code as keyof typeof ADDRESS_MESSAGES] : (code as FieldErrorCode);
}
