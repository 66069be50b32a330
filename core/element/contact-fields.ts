// The shop's own e-mail address and phone number in a data block (the contact dialog's other ways, the
// trust block's service line): checked with the address forms' rules, and the phone's tel: link.
import * as v from "valibot";
import { normalizePhone, validateEmail, validatePhone } from "../address/email-phone.ts";

export const shopEmailField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => !validateEmail(s), "Expected an e-mail address"),
  ),
);

export const shopPhoneField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => !validatePhone(s, true), "Expected a phone number"),
  ),
);

/** The tel: link of a phone number as written: its digits, without the trunk "(0)" after a country code ("+49 (0)30 123" dials +4930123). */
export const phoneHref = (phone: string): string => `tel:${normalizePhone(phone).replace(/[^\d+]/g, "")}`;
