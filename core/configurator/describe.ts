// The readable line of a configured article: what the cart, checkout, thank-you page, offer form and
// offer PDF show as the order item's `artikel` ("Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton
// 1,5 mm, grau"). Each configurator builds the parts (name with measures, board, colour, extras).

/** The parts joined by ", "; empty parts are left out and each part is trimmed. */
export function describeConfiguredLine(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(", ");
}
