// The product's fallback as a shop's server writes it into <shop-product-detail> (docs/decisions/product-fallback.md):
// name, picture, article number and description in the light DOM, for a page without script and for the
// element to show while it loads. Pure, so the demo server (demo/product-fallback.ts) and a test share it.
// The markup is the contract with the HubSpot product module: class names, slot name and order.

/** What the fallback shows: the data block's product as parsed (core/catalog/product-data.ts), and its number's label. */
export interface FallbackProduct {
  artikel: string;
  /** The pictures, already checked as image URLs by the block's schema; the first is shown. */
  images: readonly string[];
  description: string;
  /** "Art.-Nr. A-100" in the page's language (the catalog's "Art.-Nr. {0}"). */
  numberLabel: string;
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe in an element's content and in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);

/** The fallback's markup; the picture only when there is one, the description only when set. */
export function productFallbackHtml({ artikel, images, description, numberLabel }: FallbackProduct): string {
  const name = escapeHtml(artikel);
  const picture = images[0];
  return [
    '<div slot="fallback" class="shop-product-fallback">',
    `  <h1 class="shop-product-fallback-name">${name}</h1>`,
    ...(picture ? [`  <img class="shop-product-fallback-picture" src="${escapeHtml(picture)}" alt="${name}">`] : []),
    `  <p class="shop-product-fallback-number">${escapeHtml(numberLabel)}</p>`,
    ...(description.trim() ? [`  <p class="shop-product-fallback-description">${escapeHtml(description.trim())}</p>`] : []),
    "</div>",
  ].join("\n");
}
