// Tracking numbers of the shop's default carriers (issue 13): each carrier's format and check digit,
// checked before any request, so a mistyped number gets a clear answer at once. The formats and check
// digit rules are the carriers' published ones, as jkeen/tracking_number_data lists them:
//   UPS          1Z + 15 letters or digits + a check digit (mod 10: letters count (code − 3) mod 10,
//                every second character doubled)
//   DHL Express  a 10 or 11 digit waybill: its last digit is the rest modulo 7
//   DHL Paket    a 20 digit NVE ("00" + an 18 digit SSCC): the GS1 mod 10 check digit
//   DPD          14 digits + a check character (ISO 7064 MOD 37,36), or the 27 digit label form
//                (postcode, parcel number, service, country) + that check character
// A number a carrier's rule does not fit is not that carrier's; a fitting format with a wrong check
// digit is a typing error worth saying.

export type Carrier = "dhl" | "dpd" | "ups";

export type TrackingCheck =
  | { ok: true; carrier: Carrier; number: string }
  | { ok: false; problem: "format" | "checkDigit"; number: string };

/** The number as carriers print it, compared without spaces and dashes, in capitals. */
export const compactNumber = (text: string) => text.replace(/[\s-]+/g, "").toUpperCase();

/** GS1's mod 10 check digit of `digits` (weights 3 and 1 from the right). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** UPS's mod 10 check digit of the 15 characters after "1Z". */
export function upsCheckDigit(serial: string): number {
  let sum = 0;
  for (let i = 0; i < serial.length; i++) {
    const c = serial[i] as string;
    const value = /\d/.test(c) ? Number(c) : (c.charCodeAt(0) - 3) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  }
  return (10 - (sum % 10)) % 10;
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** DPD's check character of `serial` (ISO 7064 MOD 37,36). */
export function dpdCheckCharacter(serial: string): string {
  const mod = 36;
  let cd = mod;
  for (const c of serial) {
    cd += ALPHABET.indexOf(c);
    if (cd > mod) cd -= mod;
    cd *= 2;
    if (cd > mod) cd -= mod + 1;
  }
  cd = mod + 1 - cd;
  return ALPHABET[cd === mod ? 0 : cd] as string;
}

interface Rule {
  carrier: Carrier;
  format: RegExp;
  /** Whether the number's check digit fits (the format already does). */
  checks: (number: string) => boolean;
}

const RULES: readonly Rule[] = [
  { carrier: "ups", format: /^1Z[A-Z0-9]{15}\d$/, checks: (n) => upsCheckDigit(n.slice(2, 17)) === Number(n[17]) },
  { carrier: "dhl", format: /^\d{10,11}$/, checks: (n) => Number(n.slice(0, -1)) % 7 === Number(n.slice(-1)) },
  { carrier: "dhl", format: /^00\d{18}$/, checks: (n) => gs1CheckDigit(n.slice(2, 19)) === Number(n[19]) },
  { carrier: "dpd", format: /^(\d{13})?\d{14}[0-9A-Z]$/, checks: (n) => dpdCheckCharacter(n.slice(0, -1)) === n.slice(-1) },
];

/**
 * Checks a typed tracking number, for `carrier` when the shopper named one, else for any default
 * carrier: ok with the carrier whose format and check digit fit; "checkDigit" when a format fits but
 * its check digit does not (a typing error); "format" when no format fits.
 */
export function checkTrackingNumber(text: string, carrier?: Carrier): TrackingCheck {
  const number = compactNumber(text);
  const fitting = RULES.filter((rule) => (!carrier || rule.carrier === carrier) && rule.format.test(number));
  const found = fitting.find((rule) => rule.checks(number));
  if (found) return { ok: true, carrier: found.carrier, number };
  return { ok: false, problem: fitting.length > 0 ? "checkDigit" : "format", number };
}
