// The demo server's product fallback (demo/serve.mjs), built for Node into dist/demo/product-fallback.mjs
// (esbuild.config.mjs): for a product route (/produkt/<id>, /product/<id>, /produit/<id>) the fallback a
// CMS would render server-side into the element, from the same fixture article and data block the page's
// script writes (demo/data-blocks.ts), in the route's language. Both backends serve the same catalogue
// (the local CRM is seeded from it), so the fallback matches what the element then loads.
import { setupI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { ProductDataSchema } from "../core/catalog/product-data.ts";
import { messages as de } from "../locales/de/product-detail.ts";
import { messages as en } from "../locales/en/product-detail.ts";
import { messages as fr } from "../locales/fr/product-detail.ts";
import { findArticle } from "./mocks/catalogue.ts";
import { productDataBlock } from "./mocks/fixtures.ts";
import { productFallbackHtml } from "./storefront/product-fallback-html.ts";
import { shopRouteAt } from "./storefront/route.ts";

// The product element's own catalog, so the number reads exactly as the element writes it.
const i18n = setupI18n({ locale: "de", messages: { de, en, fr } });

/** The language of the product page at `pathname` (its route's), or null for any other page. */
export function productPageLanguage(pathname: string): string | null {
  const route = shopRouteAt(pathname);
  return route?.page === "product" ? (route.lang ?? "de") : null;
}

/** The product page's block for `pathname` as the page's script writes it, or null for another page or an unknown article. */
export function productBlockAt(pathname: string) {
  const route = shopRouteAt(pathname);
  if (route?.page !== "product" || !route.item) return null;
  const article = findArticle(route.item);
  if (!article) return null; // the element shows its "not available"
  return productDataBlock(article, { language: route.lang ?? "de" });
}

/** The fallback's markup for the page at `pathname`, or "" when it is no product page or the catalogue has no such article. */
export function productFallbackAt(pathname: string): string {
  const block = productBlockAt(pathname);
  if (!block) return "";
  const { product, language } = v.parse(ProductDataSchema, block);
  i18n.activate(language);
  // The element's text, "Art.-Nr. {0}" (widgets/product-detail/ProductDetail.tsx).
  const numberLabel = i18n._(msg`Art.-Nr. ${product.article_number}`);
  return productFallbackHtml({ ...product, numberLabel });
}
