import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { DEAL_ENDPOINTS } from "../../../demo/mocks/handlers-deal.ts";
import { useHandlers } from "../../support/msw.ts";
import { typeAndBlur } from "../../support/dom.ts";
import {
  checkoutBlock,
  fillInvoice,
  mountCheckout,
  nextFrame,
  placeOrder,
  recordCalls,
  seedCart,
  toOverview,
  useCheckoutSetup,
  visited,
  waitFor,
  type Queries,
} from "./setup.ts";

const OFFER_ONLY = "Diese Bestellung können wir nur als Angebot annehmen: Lieferland oder Artikel erlauben keine Direktbestellung.";
const DIRECT_COUNTRIES = "Direkt bestellen können Sie nur mit Lieferung nach Deutschland, Österreich, Frankreich oder Monaco.";

function chooseCountry(q: Queries, id: string, code: string): void {
  const root = q.getByRole("heading", { level: 2 }).getRootNode() as ShadowRoot;
  const select = root.getElementById(id) as HTMLSelectElement;
  select.value = code;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Waits a moment in which a request could have gone out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("<shop-checkout>: the direct-order rules of section 6", () => {
  useCheckoutSetup();

  it("delivery to Switzerland cannot be ordered: the address step says so and offers the offer request", async () => {
    await seedCart();
    const { q } = await mountCheckout(checkoutBlock({ offerUrl: "/demo/offer.html" }));
    await fillInvoice(q);
    chooseCountry(q, "invoice-country", "CH");
    typeAndBlur(q.getByRole("textbox", { name: /^Postleitzahl/ }) as HTMLInputElement, "8001");
    await nextFrame();
    const alert = q.getByRole("alert");
    expect(alert.textContent).to.contain(DIRECT_COUNTRIES);
    expect(q.getByRole("link", { name: "Angebot anfordern" }).getAttribute("href")).to.equal("/demo/offer.html");
    q.getByRole("button", { name: "Weiter" }).click();
    await settle();
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Adresse");
  });

  it("a different delivery address decides: invoice in Germany, delivery to Switzerland is refused too", async () => {
    await seedCart();
    const { q } = await mountCheckout();
    await fillInvoice(q);
    (q.getByRole("checkbox", { name: "Abweichende Lieferadresse" }) as HTMLInputElement).click();
    await nextFrame();
    expect(q.queryByRole("alert")).to.equal(null);
    chooseCountry(q, "delivery-country", "CH");
    await nextFrame();
    expect(q.getByRole("alert").textContent).to.contain(DIRECT_COUNTRIES);
    chooseCountry(q, "delivery-country", "AT");
    await nextFrame();
    expect(q.queryByRole("alert")).to.equal(null, "Austria may order");
  });

  it("a bulky article (1003) in the cart: the overview says offer only at once, and ordering sends nothing", async () => {
    await seedCart([
      ["1001", 10],
      ["1003", 1],
    ]);
    const calls = recordCalls();
    const { q } = await mountCheckout();
    await toOverview(q, "Rechnung");
    const alert = q.getByRole("alert");
    expect(alert.textContent).to.contain(OFFER_ONLY);
    expect(q.getByRole("link", { name: "Angebot anfordern" }).getAttribute("href")).to.equal("/angebot");
    await placeOrder(q);
    await settle();
    expect(calls.deals).to.deep.equal([]);
    expect(visited).to.deep.equal([]);
  });

  it("the backend's 422 offer_only answer is shown as the offer-only notice", async () => {
    await seedCart();
    useHandlers(
      http.post(DEAL_ENDPOINTS.create, () =>
        HttpResponse.json({ status: 422, code: "offer_only", message: "No direct orders" }, { status: 422 }),
      ),
    );
    const { q } = await mountCheckout();
    await toOverview(q, "Rechnung");
    expect(q.queryByRole("alert")).to.equal(null);
    await placeOrder(q);
    await waitFor(() => expect(q.getByRole("alert").textContent).to.contain(OFFER_ONLY));
    expect(q.getByRole("link", { name: "Angebot anfordern" })).to.exist;
    expect(visited).to.deep.equal([]);
  });
});
