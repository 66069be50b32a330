import { expect } from "chai";
import { $analyticsConsent, setAnalyticsConsent } from "../../../core/analytics/consent.ts";
import type { Ga4Ecommerce } from "../../../core/analytics/ga4.ts";
import { typeAndBlur, waitForToast } from "../../support/dom.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, priceText, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const heard: [string, Ga4Ecommerce][] = [];
for (const name of ["shop:view_item", "shop:add_to_cart"])
  window.addEventListener(name, (event) => heard.push([name, (event as CustomEvent<Ga4Ecommerce>).detail]));

describe("<shop-product-detail> analytics (GA4 view_item and add_to_cart, after consent)", () => {
  useElementSuite();
  beforeEach(() => {
    heard.length = 0;
    $analyticsConsent.set(undefined);
  });

  it("with consent, reports the article's view once and each add with the amount and its net unit price", async () => {
    setAnalyticsConsent(true);
    productApi();
    const { q } = await mountProduct(productBlock());
    await waitFor(() => expect(heard.map(([name]) => name)).to.deep.equal(["shop:view_item"]));
    expect(heard[0]![1].items[0]).to.include({ item_id: "A-100", item_name: "Archivbox A4", quantity: 1 });
    const viewed = heard[0]![1];
    expect(viewed.value).to.equal(viewed.items[0]!.price);
    typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "60");
    await waitFor(() => expect(priceText(q)).to.equal("252,00\u00a0€"));
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    await waitFor(() => expect(heard.map(([name]) => name)).to.deep.equal(["shop:view_item", "shop:add_to_cart"]));
    expect(heard[1]![1]).to.deep.equal({
      currency: "EUR",
      value: 252,
      items: [{ item_id: "A-100", item_name: "Archivbox A4", price: 4.2, quantity: 60 }],
    });
  });

  it("without consent, reports nothing", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    await waitFor(() => expect(priceText(q)).to.not.equal(""));
    q.getByRole("button", { name: "In den Warenkorb" }).click();
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).to.deep.equal([]);
  });
});
