// E-mail addresses and article numbers may wrap only after '@', '.' and '-' (issue 20: words never break
// inside). Browsers see no break opportunity in "example.de" or after '@'; core/ui/BreakableText.tsx
// puts a <wbr> between the parts.

/**
 * The parts of `code` with a break allowed after each: "AK-285180-0001" → ["AK-", "285180-", "0001"].
 * Not after the last '.' when nothing of '@' or '.' follows: an e-mail's top-level domain stays with the
 * name before it ("example.de", not "example.|de").
 */
export function breakableParts(code: string): string[] {
  return code.split(/(?<=[@-])|(?<=\.)(?=.*[@.])/);
}
