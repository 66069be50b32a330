import { expect } from "chai";
import { axeViolations } from "../../support/axe.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { mountFailing, mountProduct } from "../../support/product-page.ts";
import { captureConsoleErrors } from "../../support/dom.ts";
import { useElementSuite } from "../../support/element-suite.ts";

describe("<shop-product-detail> accessibility (axe-core)", () => {
  useElementSuite();

  for (const language of ["de", "en", "fr"]) {
    it(`no violations on the loaded product page (${language})`, async () => {
      productApi();
      await mountProduct(productBlock({ language }));
      expect(await axeViolations()).to.deep.equal([]);
    });
  }

  it("no violations with a dialog open", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    q.getByRole("button", { name: "Lieferzeiten" }).click();
    await q.findByRole("dialog");
    expect(await axeViolations()).to.deep.equal([]);
  });

  it("no violations with the scale prices open and a quantity note shown", async () => {
    productApi({
      priceList: {
        itemInUnit: 30,
        scaled_price: [
          { quantity: 1, price: 1 },
          { quantity: 50, price: 0.9 },
        ],
      },
    });
    const { q } = await mountProduct(productBlock());
    q.getByRole("button", { name: "Staffelpreise" }).click();
    (await q.findByRole("button", { name: "Menge 50 wählen" })).click();
    await q.findByText("Auf 60 Stück gerundet: Verpackungseinheit 30");
    expect(await axeViolations()).to.deep.equal([]);
  });

  it("no violations on the error state", async () => {
    await captureConsoleErrors(() => mountFailing("{"));
    expect(await axeViolations()).to.deep.equal([]);
  });
});
