// The product page's schema.org Product with its Offer (docs/decisions/structured-data.md): what a
// search engine reads as JSON-LD. The offer is the page's first price as the page shows it: the
// smallest order amount (one order step, core/catalog/quantity.ts) priced by the visitor's scale,
// gross or net as the page displays it and saying which; no offer where that price is on request.
import type { PriceList } from "../api/schemas.ts";
import { type Product, productUnit } from "../catalog/product-data.ts";
import { initialAmount } from "../catalog/quantity.ts";
import { currencyFor } from "../pricing/money.ts";
import { netLineCents, toScale } from "../pricing/scale.ts";
import { displayCents } from "../pricing/vat.ts";
import { type ItemAvailability, itemAvailability } from "./availability.ts";
import { absoluteUrl, canonicalUrl, jsonLdText } from "./json-ld.ts";

export interface ProductPageFacts {
  product: Product;
  /** The article's availability text from the CRM ("" when none). */
  availability: string;
  /** The pictures the page shows, each checked (core/element/site-url.ts). */
  images: readonly string[];
  /** The visitor's price list. */
  priceList: PriceList;
  /** From this amount on the price is on request (docs/decisions/price-on-request.md). */
  requestThreshold: number | undefined;
  /** The page's price display (core/pricing/vat.ts). */
  showVAT: boolean;
  vatPercent: number;
  /** The visitor's country: the currency (core/pricing/money.ts). */
  country: string;
  /** The page's canonical URL (json-ld.ts). */
  pageUrl: string;
}

export interface QuantityJsonLd {
  "@type": "QuantitativeValue";
  value: number;
  unitText?: string;
}

export interface OfferJsonLd {
  "@type": "Offer";
  url: string;
  /** The price of `priceSpecification.referenceQuantity`, a decimal with two places ("4.90"). */
  price: string;
  priceCurrency: "EUR" | "GBP";
  priceSpecification: {
    "@type": "UnitPriceSpecification";
    price: string;
    priceCurrency: "EUR" | "GBP";
    valueAddedTaxIncluded: boolean;
    referenceQuantity: QuantityJsonLd;
  };
  itemCondition: "https://schema.org/NewCondition";
  availability?: ItemAvailability;
  /** A promotion's last day (ISO date). */
  priceValidUntil?: string;
}

export interface ProductJsonLd {
  "@context": "https://schema.org";
  "@type": "Product";
  name: string;
  sku: string;
  url: string;
  description?: string;
  image?: string[];
  offers?: OfferJsonLd;
}

/** Integer cents as schema.org's price text: dot decimals, two places, no grouping. */
export function priceText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Text without markup: tags and scripts removed, entities read, white space collapsed. */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  for (const hidden of body.querySelectorAll("script, style, template")) hidden.remove();
  return (body.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The Offer of the page's first price, or undefined where it is on request (no scale, or the first amount already on request). */
export function productOffer(facts: ProductPageFacts): OfferJsonLd | undefined {
  const { product, priceList, requestThreshold } = facts;
  const amount = initialAmount({
    itemInUnit: priceList.itemInUnit,
    smallestOrderUnit: product.kleinste_bestelleinheit,
    max: priceList.promotion?.maxQuantity ?? undefined,
  });
  const net = netLineCents(toScale(priceList.scaled_price), amount);
  if (net === undefined || (requestThreshold !== undefined && amount >= requestThreshold)) return undefined;
  const price = priceText(displayCents(net, facts.showVAT, facts.vatPercent));
  const priceCurrency = currencyFor(facts.country);
  const unitText = productUnit(product);
  const availability = itemAvailability(facts.availability, product);
  const validUntil = priceList.promotion?.endsAt;
  return {
    "@type": "Offer",
    url: facts.pageUrl,
    price,
    priceCurrency,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency,
      valueAddedTaxIncluded: facts.showVAT && facts.vatPercent > 0,
      referenceQuantity: { "@type": "QuantitativeValue", value: amount, ...(unitText && { unitText }) },
    },
    itemCondition: "https://schema.org/NewCondition",
    ...(availability && { availability }),
    ...(validUntil && { priceValidUntil: validUntil }),
  };
}

/** The page's Product: name, article number, URL, description, pictures and its Offer where it has a price. */
export function productStructuredData(facts: ProductPageFacts): ProductJsonLd {
  const { product, pageUrl } = facts;
  const description = plainText(product.description);
  const image = facts.images.flatMap((src) => absoluteUrl(src, pageUrl) ?? []);
  const offers = productOffer(facts);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.artikel,
    sku: product.article_number,
    url: pageUrl,
    ...(description && { description }),
    ...(image.length > 0 && { image }),
    ...(offers && { offers }),
  };
}

/** The page's Product as JSON-LD text, at the page's canonical URL (core/ui/use-structured-data.ts loads it). */
export const productJsonLd = (facts: Omit<ProductPageFacts, "pageUrl">): string =>
  jsonLdText(productStructuredData({ ...facts, pageUrl: canonicalUrl(document) }));
