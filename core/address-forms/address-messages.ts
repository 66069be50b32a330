// The messages of the address block's own error codes (core/address/validation.ts; section 5 gives
// the legal-form text word for word, "sie" included). The codes every form shares are in
// core/forms/field-messages.ts.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AddressErrorCode, FieldErrorCode } from "../address/validation.ts";
import type { FieldError } from "../forms/field-messages.ts";

/** The EU VAT ID rules' codes (core/address/vat-id.ts): the form that applies them says them (the registration). */
type EuVatIdCode = "vatIdPrefix" | "vatIdCountry" | "vatIdFormat" | "vatIdCheckDigit";

const ADDRESS_MESSAGES: Readonly<Record<Exclude<AddressErrorCode, FieldErrorCode | EuVatIdCode>, MessageDescriptor>> = {
  invalidCity: msg`Bitte geben Sie einen gültigen Ort an`,
  invalidAddress: msg`Bitte geben Sie eine gültige Adresse an`,
  invalidPostcode: msg`Bitte geben Sie eine gültige Postleitzahl für das gewählte Land an`,
  invalidLegalForm: msg`Bitte geben sie eine gültige Rechtsform an`,
  invalidVatId: msg`Die USt-IdNr. darf nur Buchstaben und Ziffern enthalten und höchstens 14 Zeichen lang sein`,
};

/** Messages a form gives for codes of its own rules (the registration's EU VAT ID rules). */
export type OwnAddressMessages = Partial<Record<AddressErrorCode, MessageDescriptor>>;

/** What a field shows for an address error code: the form's own message, an address code's, or a shared code as it is. */
export function addressFieldError(code: AddressErrorCode | undefined, own: OwnAddressMessages = {}): FieldError | undefined {
  if (code === undefined) return undefined;
  return own[code] ?? (code in ADDRESS_MESSAGES ? ADDRESS_MESSAGES[code as keyof typeof ADDRESS_MESSAGES] : (code as FieldErrorCode));
}
