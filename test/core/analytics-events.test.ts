import { expect } from "chai";
import { $analyticsConsent, setAnalyticsConsent } from "../../core/analytics/consent.ts";
import { track } from "../../core/analytics/track.ts";
import type { Ga4Ecommerce } from "../../core/analytics/ga4.ts";

const box = { artikel: "Archivbox A4", article_number: "A-100" };
const mat = { artikel: "Passepartout 30 × 40", article_number: "P-3040" };

const page = window as unknown as { dataLayer?: unknown[] };
const heard: [string, Ga4Ecommerce, boolean, boolean][] = [];
for (const name of ["shop:view_item", "shop:add_to_cart"])
  window.addEventListener(name, (event) => {
    const { detail, bubbles, composed } = event as CustomEvent<Ga4Ecommerce>;
    heard.push([name, detail, bubbles, composed]);
  });

/** Lets the reporting part load and run (it is imported on consent). */
async function settled() {
  for (let i = 0; i < 50 && heard.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

function reset(answer: boolean | undefined) {
  $analyticsConsent.set(answer);
  heard.length = 0;
  delete page.dataLayer;
}

describe("analytics events wait for consent", () => {
  it("before any consent answer, an event reaches neither window nor dataLayer, and no analytics code loads", async () => {
    reset(undefined);
    const resources = performance.getEntriesByType("resource").length;
    track("view_item", { product: box, amount: 3, unitCents: 251, country: "de" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).to.deep.equal([]);
    expect(page.dataLayer).to.equal(undefined);
    expect(performance.getEntriesByType("resource").length).to.equal(resources);
  });

  it("once consent is given, the waiting events come in order, on window and GTM's way in the dataLayer", async () => {
    track("add_to_cart", { product: mat, amount: 2, unitCents: 1234, country: "de" });
    setAnalyticsConsent(true);
    await settled();
    const viewItem = { currency: "EUR", value: 7.53, items: [{ item_id: "A-100", item_name: "Archivbox A4", price: 2.51, quantity: 3 }] };
    const addToCart = {
      currency: "EUR",
      value: 24.68,
      items: [{ item_id: "P-3040", item_name: "Passepartout 30 × 40", price: 12.34, quantity: 2 }],
    };
    expect(heard).to.deep.equal([
      ["shop:view_item", viewItem, true, true],
      ["shop:add_to_cart", addToCart, true, true],
    ]);
    expect(page.dataLayer).to.deep.equal([
      { ecommerce: null },
      { event: "view_item", ecommerce: viewItem },
      { ecommerce: null },
      { event: "add_to_cart", ecommerce: addToCart },
    ]);
  });

  it("with consent, a British visitor's event is in pounds", async () => {
    reset(true);
    track("view_item", { product: box, amount: 1, unitCents: 199, country: "gb" });
    await settled();
    expect(heard.map(([, detail]) => [detail.currency, detail.value])).to.deep.equal([["GBP", 1.99]]);
  });

  it("once consent is withdrawn, nothing more is reported", async () => {
    reset(true);
    setAnalyticsConsent(false);
    track("add_to_cart", { product: box, amount: 1, unitCents: 251, country: "de" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).to.deep.equal([]);
    expect(page.dataLayer).to.equal(undefined);
  });

  it("a refusal drops the waiting events: a later consent does not send them", async () => {
    reset(undefined);
    track("view_item", { product: box, amount: 1, unitCents: 251, country: "de" });
    setAnalyticsConsent(false);
    setAnalyticsConsent(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).to.deep.equal([]);
  });

  it("with no answer from the host, HubSpot or TCF, Google Consent Mode's granted state lets the events go", async () => {
    reset(undefined);
    page.dataLayer = [];
    track("view_item", { product: box, amount: 1, unitCents: 251, country: "de" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).to.deep.equal([]);
    (function gtag(..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: gtag pushes its arguments object
      page.dataLayer?.push(arguments);
    })("consent", "update", { analytics_storage: "granted" });
    await settled();
    expect(heard.map(([name]) => name)).to.deep.equal(["shop:view_item"]);
  });
});
