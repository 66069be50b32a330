// The article's availability (the CRM's text, in the page's language) as schema.org's ItemAvailability
// (docs/decisions/structured-data.md). Only the texts the shop uses are mapped; any other is left out
// of the structured data rather than guessed.
import { isRemnant } from "../cart/order-item.ts";

export type ItemAvailability = "https://schema.org/InStock" | "https://schema.org/BackOrder" | "https://schema.org/LimitedAvailability";

const SCHEMA = "https://schema.org/";

/** The CRM's texts in German, English and French (demo/mocks/terms.ts), lower case. */
const BY_TEXT: Record<string, ItemAvailability> = {
  lagernd: `${SCHEMA}InStock`,
  "in stock": `${SCHEMA}InStock`,
  "en stock": `${SCHEMA}InStock`,
  // Not in stock, procured for the order: orderable, delivered later.
  "auf anfrage": `${SCHEMA}BackOrder`,
  "on request": `${SCHEMA}BackOrder`,
  "sur demande": `${SCHEMA}BackOrder`,
  // A remnant: while stock lasts.
  restposten: `${SCHEMA}LimitedAvailability`,
  "remaining stock": `${SCHEMA}LimitedAvailability`,
  "fin de série": `${SCHEMA}LimitedAvailability`,
};

/** The schema.org availability of an article's text; a remnant (section 3) without a known text is limited; else undefined. */
export function itemAvailability(text: string, product: { class_3_description: string }): ItemAvailability | undefined {
  return BY_TEXT[text.trim().toLowerCase()] ?? (isRemnant(product) ? `${SCHEMA}LimitedAvailability` : undefined);
}
