// IBAN check (ISO 13616): country, check digits, account part, and the mod-97 checksum. The bank
// details shown for prepayment come from the data block; a typo there would send the shopper's
// transfer nowhere, so the block is refused instead.

/** The IBAN without spaces, upper case. */
export const normaliseIban = (iban: string): string => iban.replace(/\s+/g, "").toUpperCase();

/** True for a well-formed IBAN whose check digits match (mod 97 = 1). */
export function isValidIban(iban: string): boolean {
  const text = normaliseIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(text)) return false;
  // Country and check digits move to the end; letters count as 10..35.
  const digits = (text.slice(4) + text.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The IBAN in its print form, groups of four (what a shopper copies into a transfer). */
export const printIban = (iban: string): string => normaliseIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
