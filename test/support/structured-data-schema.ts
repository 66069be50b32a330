// What Google reads in a Product and a BreadcrumbList (developers.google.com/search/docs/appearance/
// structured-data/product-snippet, merchant-listing and breadcrumb), as valibot schemas for the tests:
// the required fields and the recommended ones the shop can fill, each with schema.org's own property
// name and value type (schema.org/Product, /Offer, /UnitPriceSpecification, /QuantitativeValue,
// /BreadcrumbList, /ListItem). The objects are strict: a property schema.org does not define on the
// type (a typo, a made-up name) fails. No validator library runs offline and is kept up (see
// docs/decisions/structured-data.md), so this is the check.
import * as v from "valibot";

/** An absolute http(s) URL. */
const url = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//));
const price = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/, "a price: dot decimals, two places"));
const currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "an ISO 4217 code"));
const itemAvailability = v.picklist(
  [
    "BackOrder",
    "Discontinued",
    "InStock",
    "InStoreOnly",
    "LimitedAvailability",
    "MadeToOrder",
    "OnlineOnly",
    "OutOfStock",
    "PreOrder",
    "PreSale",
    "SoldOut",
  ].map((name) => `https://schema.org/${name}`),
);

const QuantitativeValue = v.strictObject({
  "@type": v.literal("QuantitativeValue"),
  value: v.pipe(v.number(), v.minValue(1)),
  unitText: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

const Offer = v.strictObject({
  "@type": v.literal("Offer"),
  url,
  price,
  priceCurrency: currency,
  priceSpecification: v.strictObject({
    "@type": v.literal("UnitPriceSpecification"),
    price,
    priceCurrency: currency,
    valueAddedTaxIncluded: v.boolean(),
    referenceQuantity: QuantitativeValue,
  }),
  itemCondition: v.literal("https://schema.org/NewCondition"),
  availability: v.optional(itemAvailability),
  priceValidUntil: v.optional(v.pipe(v.string(), v.isoDate())),
});

export const ProductJsonLdSchema = v.pipe(
  v.strictObject({
    "@context": v.literal("https://schema.org"),
    "@type": v.literal("Product"),
    name: v.pipe(v.string(), v.nonEmpty()),
    sku: v.pipe(v.string(), v.nonEmpty()),
    url,
    description: v.optional(v.pipe(v.string(), v.nonEmpty())),
    image: v.optional(v.pipe(v.array(url), v.nonEmpty())),
    offers: v.optional(Offer),
  }),
  // The offer's price is the one its specification details.
  v.check(
    (p) =>
      !p.offers ||
      (p.offers.price === p.offers.priceSpecification.price && p.offers.priceCurrency === p.offers.priceSpecification.priceCurrency),
  ),
);

const ListItem = v.strictObject({
  "@type": v.literal("ListItem"),
  position: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.nonEmpty()),
  item: v.optional(url),
});

export const BreadcrumbListJsonLdSchema = v.pipe(
  v.strictObject({
    "@context": v.literal("https://schema.org"),
    "@type": v.literal("BreadcrumbList"),
    itemListElement: v.pipe(v.array(ListItem), v.minLength(1)),
  }),
  // Positions 1, 2, 3…; every step but the last links (Google: the last item may go without).
  v.check((list) => list.itemListElement.every((step, i) => step.position === i + 1)),
  v.check((list) => list.itemListElement.slice(0, -1).every((step) => step.item !== undefined)),
);

/** The issues of `value` against `schema`, as text (empty: valid). */
export function structuredDataIssues(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
}
