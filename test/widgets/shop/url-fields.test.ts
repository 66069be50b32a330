import { expect } from "chai";
import "../../../widgets/index.ts";
import { cleanup, mount, ui } from "../../support/dom.ts";
import { resetMocks, startMocks } from "../../support/msw.ts";
import { productBlock } from "../../support/product-api.ts";
import { SCHEME_TRICKS, URL_TRICKS } from "../../support/url-tricks.ts";

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
const product = productBlock();

/** Every element's valid block and its URL-valued fields (as the alert names them). */
const ELEMENTS: { tag: string; block: Record<string, unknown>; fields: string[] }[] = [
  { tag: "shop-cart", block: base, fields: ["baseUrl", "checkoutUrl", "offerUrl"] },
  { tag: "shop-checkout", block: base, fields: ["baseUrl", "cartUrl", "offerUrl", "thankYouUrl", "termsUrl", "privacyUrl"] },
  { tag: "shop-request-offer", block: { ...base, article: { amount: 1, product: product.product } }, fields: ["baseUrl", "cartUrl", "article.product.images.0"] },
  { tag: "shop-thank-you", block: { ...base, dealId: "1" }, fields: ["baseUrl", "shopUrl", "cartUrl"] },
  { tag: "shop-header", block: base, fields: ["baseUrl", "cartUrl", "logoutUrl"] },
  { tag: "shop-product-detail", block: { ...product, product: { ...product.product, images: ["/a.jpg"] } }, fields: ["baseUrl", "offerUrl", "product.images.0"] },
  { tag: "shop-company-switcher", block: { language: "de", baseUrl: "" }, fields: ["baseUrl"] },
  { tag: "shop-vat-modal", block: { language: "de", baseUrl: "" }, fields: ["baseUrl"] },
];

/** An href or src that the browser would open with another scheme than http(s). */
function foreignSchemeUrls(root: ShadowRoot): string[] {
  return [...root.querySelectorAll("[href], [src]")]
    .map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? "")
    .filter((url) => !/^https?:$/.test(new URL(url, location.href).protocol));
}

describe("URLs in data blocks: a site path or http(s), else an alert naming the field", () => {
  before(() => startMocks());
  afterEach(() => {
    cleanup();
    resetMocks();
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
