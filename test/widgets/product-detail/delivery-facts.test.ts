import { expect } from "chai";
import { HttpResponse } from "msw";
import { captureConsoleWarnings, typeAndBlur } from "../../support/dom.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

/** The text of the product page's delivery facts (availability, delivery time, costs). */
const facts = (el: HTMLElement) => el.shadowRoot!.querySelector(".delivery-facts")?.textContent ?? "";

describe("<shop-product-detail> says availability, delivery time and costs before the cart (docs/decisions/costs-before-the-cart.md)", () => {
  useElementSuite();

  it("availability and the delivery time of the chosen amount's tier (section 9), without opening 'Lieferzeiten'", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    await waitFor(() => expect(facts(el)).to.include("Verfügbarkeit: lagernd").and.include("Lieferzeit für 1 Stück: 2–3 Werktage"));
    typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "60");
    await waitFor(() => expect(facts(el)).to.include("Lieferzeit für 60 Stück: 5–7 Werktage"));
  });

  it("the custom tier of requested_delivery_time applies from requested_delivery_amount on", async () => {
    const article = {
      id: "1001",
      properties: {
        hs_object_id: "1001",
        lieferzeit_0_49: "2–3 Werktage",
        requested_delivery_amount: "10",
        requested_delivery_time: "nach Absprache",
      },
    };
    productApi({ articles: [article] });
    const { el, q } = await mountProduct(productBlock());
    typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "12");
    await waitFor(() => expect(facts(el)).to.include("Lieferzeit für 12 Stück: nach Absprache"));
  });

  it("shipping and packaging to the shopper's country, and how far free shipping is (a 4,90 € net box: 245,10 € to go)", async () => {
    productApi();
    const { el } = await mountProduct(productBlock());
    await waitFor(() =>
      expect(facts(el))
        .to.include("Versand nach Deutschland: 5,90\u00a0€, Verpackung: 2,50\u00a0€")
        .and.include("Versandkostenfrei ab 250,00\u00a0€ Warenwert (netto): es fehlen noch 245,10\u00a0€."),
    );
  });

  it("from the threshold on the shipping is free; the packaging stays", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "60");
    await waitFor(() =>
      expect(facts(el))
        .to.include("Versand nach Deutschland: 0,00\u00a0€, Verpackung: 2,50\u00a0€")
        .and.include("Versandkostenfrei: der Warenwert erreicht 250,00\u00a0€ (netto)."),
    );
  });

  it("a failed shippingFee leaves the costs to the cart, says so, and logs it", async () => {
    productApi({ shippingFee: () => HttpResponse.error() });
    const { errors } = await captureConsoleWarnings(async () => {
      const { el } = await mountProduct(productBlock());
      await waitFor(() => expect(facts(el)).to.include("Die Versandkosten nennt Ihnen der Warenkorb."));
    });
    expect(errors.join(" ")).to.include("cannot load the shipping costs");
  });
});
