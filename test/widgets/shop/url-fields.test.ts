import { expect } from "chai";
import type * as v from "valibot";
import { ProductDataSchema } from "../../../core/catalog/product-data.ts";
import "../../../widgets/index.ts";
import { BoxConfiguratorDataSchema } from "../../../widgets/box-configurator/box-configurator-data.ts";
import { CartDataSchema } from "../../../widgets/cart/cart-data.ts";
import { MatConfiguratorDataSchema } from "../../../widgets/mat-configurator/mat-configurator-data.ts";
import { CheckoutDataSchema } from "../../../widgets/checkout/checkout-data.ts";
import { SwitcherDataSchema } from "../../../widgets/company-switcher/switcher-data.ts";
import { HeaderDataSchema } from "../../../widgets/header/header-data.ts";
import { OfferDataSchema } from "../../../widgets/request-offer/offer-data.ts";
import { ThankYouDataSchema } from "../../../widgets/thank-you/thank-you-data.ts";
import { VatModalDataSchema } from "../../../widgets/vat-modal/vat-modal-data.ts";
import { CategoryDataSchema } from "../../../widgets/category/category-data.ts";
import { ContactDataSchema } from "../../../widgets/contact/contact-data.ts";
import { elementTags } from "../../../widgets/elements.ts";
import { PromoListDataSchema } from "../../../widgets/promo-list/promo-list-data.ts";
import { RegistrationDataSchema } from "../../../widgets/registration/registration-data.ts";
import { TrackingDataSchema } from "../../../widgets/tracking/tracking-data.ts";
import { ArticleListDataSchema } from "../../../widgets/article-list/article-list-data.ts";
import { SearchResultsDataSchema } from "../../../widgets/search-results/search-results-data.ts";
import { TrustDataSchema } from "../../../widgets/trust/trust-data.ts";
import { cleanup, mount, ui } from "../../support/dom.ts";
import { productBlock } from "../../support/product-api.ts";
import { SCHEME_TRICKS, URL_TRICKS } from "../../support/url-tricks.ts";
import { useElementSuite } from "../../support/element-suite.ts";

/** Sets `path` (dots) in a copy of `block`. */
function withField(block: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(block);
  const keys = path.split(".");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

const base = { language: "de", geoLocation: "de", baseUrl: "" };
/** The pages an add to the cart's confirmation links to (core/element/shop-pages.ts nextStepPageFields). */
const NEXT_STEPS = ["cartUrl", "checkoutUrl"];
const product = productBlock();

/** Every element's valid block and its URL-valued fields (as the alert names them). */
const ELEMENTS: { tag: string; block: Record<string, unknown>; fields: string[] }[] = [
  { tag: "shop-cart", block: base, fields: ["baseUrl", "checkoutUrl", "offerUrl", "shopUrl", "configuratorUrl"] },
  { tag: "shop-box-configurator", block: base, fields: ["baseUrl", "offerUrl", "configuratorUrl", ...NEXT_STEPS] },
  { tag: "shop-mat-configurator", block: base, fields: ["baseUrl", "offerUrl", "configuratorUrl", ...NEXT_STEPS] },
  { tag: "shop-checkout", block: base, fields: ["baseUrl", "cartUrl", "offerUrl", "thankYouUrl", "termsUrl", "privacyUrl"] },
  {
    tag: "shop-request-offer",
    block: { ...base, article: { amount: 1, product: product.product } },
    fields: ["baseUrl", "cartUrl", "shopUrl", "article.product.images.0"],
  },
  { tag: "shop-thank-you", block: { ...base, dealId: "1" }, fields: ["baseUrl", "shopUrl", "cartUrl", "trackingUrl"] },
  { tag: "shop-header", block: base, fields: ["baseUrl", "cartUrl", "logoutUrl", "registrationUrl", "searchUrl"] },
  {
    tag: "shop-product-detail",
    block: { ...product, product: { ...product.product, images: ["/a.jpg"] } },
    fields: ["baseUrl", "offerUrl", "product.images.0", ...NEXT_STEPS],
  },
  { tag: "shop-company-switcher", block: { language: "de", baseUrl: "" }, fields: ["baseUrl"] },
  { tag: "shop-vat-modal", block: { language: "de", baseUrl: "" }, fields: ["baseUrl"] },
  { tag: "shop-category", block: { ...base, categoryId: "11" }, fields: ["baseUrl", ...NEXT_STEPS] },
  { tag: "shop-promo-list", block: base, fields: ["baseUrl", ...NEXT_STEPS, "allUrl"] },
  { tag: "shop-registration", block: base, fields: ["baseUrl", "termsUrl", "privacyUrl", "shopUrl"] },
  { tag: "shop-contact", block: { language: "de", baseUrl: "" }, fields: ["baseUrl", "privacyUrl"] },
  { tag: "shop-tracking", block: { language: "de", baseUrl: "" }, fields: ["baseUrl", "contactUrl"] },
  { tag: "shop-article-list", block: { ...base, articleIds: ["1001"] }, fields: ["baseUrl", ...NEXT_STEPS] },
  { tag: "shop-search-results", block: base, fields: ["baseUrl", ...NEXT_STEPS] },
  {
    tag: "shop-trust",
    block: { language: "de", baseUrl: "", delivery: { text: "1–3 Werktage", url: "/versand" }, returns: { text: "14 Tage", url: "/agb" } },
    fields: ["baseUrl", "delivery.url", "returns.url", "contactUrl"],
  },
];

const SCHEMAS: Record<string, v.GenericSchema> = {
  "shop-cart": CartDataSchema,
  "shop-box-configurator": BoxConfiguratorDataSchema,
  "shop-mat-configurator": MatConfiguratorDataSchema,
  "shop-checkout": CheckoutDataSchema,
  "shop-request-offer": OfferDataSchema,
  "shop-thank-you": ThankYouDataSchema,
  "shop-header": HeaderDataSchema,
  "shop-product-detail": ProductDataSchema,
  "shop-company-switcher": SwitcherDataSchema,
  "shop-vat-modal": VatModalDataSchema,
  "shop-category": CategoryDataSchema,
  "shop-promo-list": PromoListDataSchema,
  "shop-registration": RegistrationDataSchema,
  "shop-contact": ContactDataSchema,
  "shop-tracking": TrackingDataSchema,
  "shop-article-list": ArticleListDataSchema,
  "shop-search-results": SearchResultsDataSchema,
  "shop-trust": TrustDataSchema,
};

type SchemaNode = { entries?: Record<string, SchemaNode>; wrapped?: SchemaNode; item?: SchemaNode; options?: SchemaNode[] };

/** The paths of a schema's fields named like a URL or an image (`…Url`, `images`), as the alert names them. */
function urlNamedFields(schema: SchemaNode, prefix = ""): string[] {
  if (schema.wrapped) return urlNamedFields(schema.wrapped, prefix);
  if (schema.options) return schema.options.flatMap((option) => urlNamedFields(option, prefix));
  if (schema.item) return urlNamedFields(schema.item, `${prefix}0.`);
  return Object.entries(schema.entries ?? {}).flatMap(([key, entry]) => {
    const path = `${prefix}${key}`;
    const inner = urlNamedFields(entry, `${path}.`);
    if (/url$/i.test(key)) return [path, ...inner];
    if (/images?$/i.test(key)) return [`${path}.0`];
    return inner;
  });
}

/** An href or src that the browser would open with another scheme than http(s). */
function foreignSchemeUrls(root: ShadowRoot): string[] {
  return [...root.querySelectorAll("[href], [src]")]
    .map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "")
    .filter((url) => !/^https?:$/.test(new URL(url, location.href).protocol));
}

describe("URLs in data blocks: a site path or http(s), else an alert naming the field", () => {
  useElementSuite();

  it("every element is in the list above", () => {
    expect(ELEMENTS.map((e) => e.tag).sort()).to.deep.equal([...elementTags].sort());
  });

  it("every field named like a URL in any element's schema is in the list above (a field added later is tested too)", () => {
    for (const { tag, fields } of ELEMENTS)
      expect([...new Set(urlNamedFields(SCHEMAS[tag] as SchemaNode))].sort(), tag).to.deep.equal([...fields].sort());
  });

  for (const { tag, block, fields } of ELEMENTS) {
    for (const field of fields) {
      it(`<${tag}> ${field}: javascript:, data:, other schemes, whitespace tricks and //host are refused`, async () => {
        const originalError = console.error;
        console.error = () => {};
        try {
          // An empty baseUrl is the page's own origin; an empty page URL is an error.
          for (const url of field === "baseUrl" ? SCHEME_TRICKS : URL_TRICKS) {
            const el = mount(tag, withField(block, field, url));
            const alert = await ui(el).findByRole("alert", {}, { timeout: 3000 });
            expect(alert.textContent, JSON.stringify(url)).to.contain(`„${field}“`);
            expect(foreignSchemeUrls(el.shadowRoot!), JSON.stringify(url)).to.deep.equal([]);
            cleanup();
          }
        } finally {
          console.error = originalError;
        }
      });
    }
  }
});
