// Text as the text filter compares it: lower case, accents and umlauts folded ("Säure" finds "saure"
// and "säure"), so a shopper need not type them.
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
