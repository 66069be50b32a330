// The translated message of an address error code (core/address/validation.ts). German texts of
// section 5 where the specification gives them word for word ("sie" in the legal-form message too).
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AddressErrorCode } from "../address/validation.ts";

export const FIELD_MESSAGES: Readonly<Record<AddressErrorCode, MessageDescriptor>> = {
  required: msg`Dieses Feld ist ein Pflichtfeld`,
  emailRequired: msg`Bitte geben Sie Ihre E-Mail-Adresse an`,
  checkInput: msg`Bitte überprüfen Sie Ihre Eingabe`,
  invalidPhone: msg`Bitte geben Sie eine gültige Telefonnummer an`,
  invalidCity: msg`Bitte geben Sie einen gültigen Ort an`,
  invalidAddress: msg`Bitte geben Sie eine gültige Adresse an`,
  invalidName: msg`Bitte geben Sie einen gültigen Namen an`,
  invalidPostcode: msg`Bitte geben Sie eine gültige Postleitzahl für das gewählte Land an`,
  invalidLegalForm: msg`Bitte geben sie eine gültige Rechtsform an`,
  invalidVatId: msg`Die USt-IdNr. darf nur Buchstaben und Ziffern enthalten und höchstens 14 Zeichen lang sein`,
  invalidEmail: msg`Bitte geben Sie eine gültige E-Mail-Adresse an`,
  vatIdPrefix: msg`Die USt-IdNr. beginnt mit dem Länderkürzel eines EU-Staats, z. B. DE, AT oder FR (Griechenland: EL)`,
  vatIdCountry: msg`Die USt-IdNr. gehört zu einem anderen Land als Ihre Adresse: Bitte geben Sie die USt-IdNr. aus dem Land Ihrer Adresse an`,
  vatIdFormat: msg`Diese USt-IdNr. hat nicht das Format ihres Landes`,
  vatIdCheckDigit: msg`Die Prüfziffer dieser USt-IdNr. stimmt nicht. Bitte prüfen Sie die Nummer`,
};

/**
 * What a field shows as its error: one of our codes, or an element's own message made with `msg`
 * (e.g. 'Bitte gültige Menge angeben'), so every field translates its error the same way.
 */
export type FieldError = AddressErrorCode | MessageDescriptor;

export function fieldErrorMessage(i18n: I18n, error: FieldError): string {
  return i18n._(typeof error === "string" ? FIELD_MESSAGES[error] : error);
}
