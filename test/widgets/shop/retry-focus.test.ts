import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { http, HttpResponse } from "msw";
import "../../../widgets/cart/element.ts";
import "../../../widgets/checkout/element.ts";
import "../../../widgets/company-switcher/element.ts";
import "../../../widgets/product-detail/element.ts";
import "../../../widgets/request-offer/element.ts";
import "../../../widgets/thank-you/element.ts";
import { productDataBlock } from "../../../demo/mocks/fixtures.ts";
import { captureConsoleErrors, expectFocus, mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { waitFor } from "../../support/product-page.ts";
import { useElementSuite, type Queries } from "../../support/element-suite.ts";

/**
 * The endpoint an element loads first fails until `hold()`; then it waits for `release()` and lets
 * the demo's fake answer, so the loading state after "Erneut versuchen" can be looked at.
 */
function failThenHold(endpoint: string) {
  let failing = true;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  useHandlers(
    http.all(`*/_hcms/api/${endpoint}`, async () => {
      if (failing) return HttpResponse.error();
      await held;
      return undefined;
    }),
  );
  return { hold: () => void (failing = false), release };
}

const base = { language: "de", baseUrl: "", geoLocation: "de" };

const placeholder = (q: Queries) => q.findByRole("progressbar", { name: "Wird geladen …" });

/**
 * Each element with a retry: its block, the endpoint of its first load, where focus waits while it
 * loads again (core's placeholder) and where it lands once loaded.
 */
const elements: {
  tag: string;
  block: unknown;
  endpoint: string;
  loading?: (q: Queries) => Promise<HTMLElement>;
  landing: (q: Queries) => HTMLElement;
}[] = [
  {
    tag: "shop-product-detail",
    block: productDataBlock("1001"),
    endpoint: "objects/price-lists/get",
    landing: (q) => q.getByRole("heading", { level: 1 }),
  },
  { tag: "shop-cart", block: base, endpoint: "objects/order-items/get", landing: (q) => q.getByRole("heading", { name: "Warenkorb" }) },
  { tag: "shop-checkout", block: base, endpoint: "objects/order-items/get", landing: (q) => q.getByRole("heading", { name: "Kasse" }) },
  {
    tag: "shop-request-offer",
    block: { ...base, loggedIn: false },
    endpoint: "objects/order-items/get",
    landing: (q) => q.getByRole("heading", { name: "Angebot anfordern" }),
  },
  {
    tag: "shop-thank-you",
    block: { ...base, dealId: "404404" },
    endpoint: "deal/get",
    landing: (q) => q.getByRole("heading", { name: "Bestellung nicht gefunden" }),
  },
  {
    tag: "shop-company-switcher",
    block: { language: "de", baseUrl: "", contactid: "7001" },
    endpoint: "ansprechpartner/companies",
    loading: (q) => q.findByText("Ihre Firmen werden geladen …"),
    landing: (q) => q.getByRole("button", { name: /^Stadtarchiv Musterstadt/ }),
  },
];

describe("focus after 'Erneut versuchen' stays in the element (issue 9, section 4)", () => {
  useElementSuite({ session: "retry-focus" });

  for (const { tag, block, endpoint, loading: waiting = placeholder, landing } of elements) {
    it(`<${tag}>: Enter on the retry moves focus to the loading placeholder, then to the loaded content`, async () => {
      const api = failThenHold(endpoint);
      const el = mount(tag, block);
      const q = ui(el);
      await captureConsoleErrors(async () => {
        const retry = await q.findByRole("button", { name: "Erneut versuchen" }, { timeout: 5000 });
        retry.focus();
        api.hold();
        await sendKeys({ press: "Enter" });
        const loading = await waiting(q);
        await waitFor(() => expectFocus(el, loading));
        api.release();
        const target = await waitFor(() => landing(q), { timeout: 5000 });
        await waitFor(() => expectFocus(el, target));
      });
    });
  }

  it("a retry that fails again puts focus on the new notice's retry button", async () => {
    failThenHold("objects/price-lists/get");
    const el = mount("shop-product-detail", productDataBlock("1001"));
    const q = ui(el);
    await captureConsoleErrors(async () => {
      const retry = await q.findByRole("button", { name: "Erneut versuchen" }, { timeout: 5000 });
      retry.focus();
      await sendKeys({ press: "Enter" });
      await waitFor(() => expect(q.getByRole("button", { name: "Erneut versuchen" })).not.to.equal(retry));
      await waitFor(() => expectFocus(el, q.getByRole("button", { name: "Erneut versuchen" })));
    });
  });
});
