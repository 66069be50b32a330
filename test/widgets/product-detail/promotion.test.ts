import { expect } from "chai";
import { HttpResponse } from "msw";
import { captureConsoleErrors, typeAndBlur, waitForToast } from "../../support/dom.ts";
import { useElementSuite } from "../../support/element-suite.ts";
import { priceList, productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, waitFor } from "../../support/product-page.ts";

const promoted = { ...priceList, promotion: { maxQuantity: 3, endsAt: "2026-11-30" } };

describe("<shop-product-detail> promotional maximum (section 5, issue 12)", () => {
  useElementSuite();

  it("the quantity is limited by the promotional maximum: plus stops there, a typed amount is lowered and the note says why", async () => {
    productApi({ priceList: promoted });
    const { q } = await mountProduct(productBlock());
    const amount = q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;
    const plus = q.getByRole("button", { name: "Menge erhöhen" });
    for (const expected of ["2", "3", "3"]) {
      plus.click();
      await waitFor(() => expect(amount.value).to.equal(expected));
    }
    typeAndBlur(amount, "10");
    await waitFor(() => expect(amount.value).to.equal("3"));
    const note = (q.getByRole("textbox", { name: "Menge" }).getAttribute("aria-describedby") ?? "").split(" ").at(-1) as string;
    await waitFor(() => expect(q.getByText((_, node) => node?.id === note).textContent).to.match(/3/));
  });

  it("says the maximum and the end date near the price", async () => {
    productApi({ priceList: promoted });
    const { q } = await mountProduct(productBlock());
    expect(q.getByText("Aktionsware: höchstens 3 Stück pro Bestellung")).to.exist;
    expect(q.getByText("Angebot gilt bis 30.11.2026")).to.exist;
  });

  it("without a promotion: no limit and no note", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    const amount = q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;
    typeAndBlur(amount, "10");
    await waitFor(() => expect(amount.value).to.equal("10"));
    expect(q.queryByText(/Aktionsware/)).to.equal(null);
  });

  it("an add answered 409 promotion_max shows the limit", async () => {
    productApi({
      priceList: promoted,
      post: () => HttpResponse.json({ code: "promotion_max", message: "too many", max: 3 }, { status: 409 }),
    });
    const { q } = await mountProduct(productBlock());
    await captureConsoleErrors(async () => {
      q.getByRole("button", { name: "In den Warenkorb" }).click();
      await waitForToast("Aktionsware: höchstens 3 Stück pro Bestellung.");
    });
  });
});
