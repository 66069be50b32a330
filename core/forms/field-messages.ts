// The translated message of a field's error code: the codes every form shares (core/address/validation.ts;
// the address block's own codes have their messages in core/address-forms/address-messages.ts, so a form
// without an address does not load them). German texts of section 5 where the specification gives them.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FieldErrorCode } from "../address/validation.ts";

export const FIELD_MESSAGES: Readonly<Record<FieldErrorCode, MessageDescriptor>> = {
  required: msg`Dieses Feld ist ein Pflichtfeld`,
  emailRequired: msg`Bitte geben Sie Ihre E-Mail-Adresse an`,
  checkInput: msg`Bitte überprüfen Sie Ihre Eingabe`,
  invalidPhone: msg`Bitte geben Sie eine gültige Telefonnummer an`,
  invalidName: msg`Bitte geben Sie einen gültigen Namen an`,
  invalidEmail: msg`Bitte geben Sie eine gültige E-Mail-Adresse an`,
};

/**
 * What a field shows as its error: one of our codes, or an element's own message made with `msg`
 * (e.g. 'Bitte gültige Menge angeben'), so every field translates its error the same way.
 */
export type FieldError = FieldErrorCode | MessageDescriptor;

export function fieldErrorMessage(i18n: I18n, error: FieldError): string {
  return i18n._(typeof error === "string" ? FIELD_MESSAGES[error] : error);
}
