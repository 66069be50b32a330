// The shop's JSON-LD shapes against schema.org's vocabulary as schema-dts (Google's typings of the
// vocabulary) declares it: checked by the compiler in `npm run check`, so a property schema.org does not
// have, or a value of the wrong type, fails before any browser runs. The values themselves are checked in
// the browser against Google's required and recommended fields (structured-data.test.ts).
import { expect } from "chai";
import type { BreadcrumbList, ListItem, Offer, Product, QuantitativeValue, UnitPriceSpecification } from "schema-dts";
import type { BreadcrumbListJsonLd, ListItemJsonLd } from "../../core/seo/breadcrumb-structured-data.ts";
import type { OfferJsonLd, ProductJsonLd, QuantityJsonLd } from "../../core/seo/product-structured-data.ts";

type Leaf<T, Name extends string> = Extract<T, { "@type": Name }>;
/** Our properties that the schema.org type lacks; `never` when there are none. */
type Unknown<Ours, Theirs> = Exclude<keyof Ours, keyof Theirs | "@context">;
type NoneUnknown<Ours, Theirs> = [Unknown<Ours, Theirs>] extends [never] ? true : Unknown<Ours, Theirs>;

// Each line fails to compile if a shape names a property its schema.org type does not have.
const names: true[] = [
  true satisfies NoneUnknown<ProductJsonLd, Leaf<Product, "Product">>,
  true satisfies NoneUnknown<OfferJsonLd, Leaf<Offer, "Offer">>,
  true satisfies NoneUnknown<OfferJsonLd["priceSpecification"], Leaf<UnitPriceSpecification, "UnitPriceSpecification">>,
  true satisfies NoneUnknown<QuantityJsonLd, Leaf<QuantitativeValue, "QuantitativeValue">>,
  true satisfies NoneUnknown<BreadcrumbListJsonLd, Leaf<BreadcrumbList, "BreadcrumbList">>,
  true satisfies NoneUnknown<ListItemJsonLd, Leaf<ListItem, "ListItem">>,
];

// And every value has a type schema.org allows there.
const product = (ours: ProductJsonLd): Leaf<Product, "Product"> => ours;
const breadcrumbs = (ours: BreadcrumbListJsonLd): BreadcrumbList => ours;

describe("the structured data's shapes (schema.org's vocabulary, checked by the compiler)", () => {
  it("name only properties schema.org has, with values of its types", () => {
    expect(names.every(Boolean) && typeof product === "function" && typeof breadcrumbs === "function").to.equal(true);
  });
});
