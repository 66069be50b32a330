// The e-mail and phone rules of core/address/validation.ts (described there), in a file of their own:
// forms that ask for them without an address (the contact dialog) load neither countries nor postcodes.
// A phone number is accepted as people write it in Germany, Britain and France, and sent in one form
// (normalizePhone, docs/decisions/address-and-form-rules.md).
import type { FieldErrorCode } from "./validation.ts";

/** Digits with the separators people write (spaces, dots, dashes, slashes, parentheses) and a leading +. */
const PHONE = /^\+?[\d\s.()/-]+$/;
/** A run of separators. */
const SEPARATORS = /[\s.()/-]+/g;
// Local part without spaces or @ (and no leading, trailing or double dot); domain labels without
// spaces, @ or dots, the last one at least two characters.
const EMAIL = /^(?!\.)(?!.*\.\.)[^\s@]{1,64}(?<!\.)@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u;

export function validatePhone(value: string, required = false): FieldErrorCode | undefined {
  const v = value.trim();
  if (!v) return required ? "required" : undefined;
  const digits = v.replace(/\D/g, "").length;
  return PHONE.test(v) && digits >= 6 && digits <= 20 ? undefined : "invalidPhone";
}

export function validateEmail(value: string, required = true): FieldErrorCode | undefined {
  const v = value.trim();
  if (!v) return required ? "emailRequired" : undefined;
  return v.length <= 254 && EMAIL.test(v) ? undefined : "invalidEmail";
}

/**
 * A valid phone number in the one form the shop sends: a leading 00 as +, the trunk "(0)" after a
 * country code dropped (never dialled from abroad), every run of separators one space ("01.23.45.67.89"
 * → "01 23 45 67 89", "+49 (0)30 123-456" → "+49 30 123 456", "0044 20 7946 0958" → "+44 20 7946 0958").
 * No other digit changes. Anything the rules refuse is returned trimmed, for them to refuse.
 */
export function normalizePhone(value: string): string {
  const v = value.trim();
  if (validatePhone(v)) return v;
  return v
    .replace(/^00(?=\d)/, "+")
    .replace(/^\+[\s.()/-]+/, "+")
    .replace(/^(\+\d+)[\s.-]*\(0\)/, "$1 ")
    .replace(SEPARATORS, " ")
    .trim();
}
