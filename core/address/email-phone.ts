// The e-mail and phone rules of core/address/validation.ts (described there), in a file of their own:
// forms that ask for them without an address (the contact dialog) load neither countries nor postcodes.
import type { FieldErrorCode } from "./validation.ts";

const PHONE = /^\+?[\d ()/-]+$/;
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
