import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { delay, HttpResponse } from "msw";
import { expectFocus, waitForToast } from "../../support/dom.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, priceText, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

type Mounted = Awaited<ReturnType<typeof mountProduct>>;

const amountInput = ({ q }: Mounted) => q.getByRole("textbox", { name: /^(Menge|Quantity|Quantité)$/ }) as HTMLInputElement;
/** The live region tied to the amount field (aria-describedby), as a screen reader finds it. */
const noteOf = (page: Mounted) => {
  const ids = amountInput(page).getAttribute("aria-describedby")!.split(" ");
  return ids.map((id) => page.el.shadowRoot!.getElementById(id)!).find((region) => region.getAttribute("role") === "status")!;
};

/** Focuses the amount field, selects its text and types over it, as a shopper would. */
async function typeAmount(page: Mounted, text: string): Promise<void> {
  amountInput(page).focus();
  amountInput(page).select();
  await sendKeys({ type: text });
}

describe("<shop-product-detail> by keyboard: focus, scale prices, quantity notes (issue 9, section 4)", () => {
  useElementSuite();

  it("Enter on add to cart keeps focus on the button while it adds and after; a second Enter while busy sends nothing", async () => {
    const calls = productApi({ post: async () => (await delay(200), new HttpResponse(null, { status: 204 })) });
    const page = await mountProduct(productBlock());
    const add = page.q.getByRole("button", { name: "In den Warenkorb" });
    add.focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(add.getAttribute("aria-disabled")).to.equal("true"));
    expectFocus(page.el, add);
    await sendKeys({ press: "Enter" });
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    await waitFor(() => expect(add.getAttribute("aria-disabled")).to.equal("false"));
    expectFocus(page.el, add);
    expect(calls.post).to.have.length(1);
  });

  it("Enter in the amount field applies the quantity rules and keeps focus in the field", async () => {
    productApi({ priceList: { itemInUnit: 10, scaled_price: [{ quantity: 1, price: 1 }] } });
    const page = await mountProduct(productBlock());
    await typeAmount(page, "44");
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(amountInput(page).value).to.equal("40"));
    expectFocus(page.el, amountInput(page));
  });

  it("arrow keys on the scale prices never change the amount; only pressing a row's button chooses, and focus stays on it", async () => {
    productApi();
    const page = await mountProduct(productBlock());
    await typeAmount(page, "12");
    await sendKeys({ press: "Tab" });
    await waitFor(() => expect(priceText(page.q)).to.equal("58,80\u00a0€"));
    const toggle = page.q.getByRole("button", { name: "Staffelpreise", expanded: false });
    toggle.focus();
    await sendKeys({ press: "ArrowDown" });
    await sendKeys({ press: "ArrowUp" });
    await sendKeys({ press: "Enter" });
    expect(toggle.getAttribute("aria-expanded")).to.equal("true");
    for (const key of ["ArrowDown", "ArrowDown", "Tab", "ArrowDown", "ArrowUp"]) await sendKeys({ press: key });
    expect(amountInput(page).value).to.equal("12");
    const choose50 = page.q.getByRole("button", { name: "Menge 50 wählen" });
    choose50.focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(amountInput(page).value).to.equal("50"));
    expect(priceText(page.q)).to.equal("210,00\u00a0€");
    expectFocus(page.el, choose50);
  });

  it("the scale table lists entries from the smallest order unit, sorted, without duplicates, as displayed, and marks the one that applies", async () => {
    productApi();
    const page = await mountProduct(productBlock({}, { kleinste_bestelleinheit: "50" }));
    page.q.getByRole("button", { name: "Staffelpreise" }).click();
    const table = await page.q.findByRole("table", { name: "Staffelpreise" });
    const rows = [...table.querySelectorAll("tbody tr")].map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent));
    expect(rows).to.deep.equal([
      ["ab 50 Stück", "4,20\u00a0€"],
      ["ab 200 Stück", "3,60\u00a0€"],
    ]);
    expect(table.querySelector('[aria-current="true"]')!.textContent).to.contain("ab 50 Stück");
  });

  it("choosing a scale row normalises its quantity by the rules and says so", async () => {
    productApi({
      priceList: {
        itemInUnit: 30,
        scaled_price: [
          { quantity: 1, price: 1 },
          { quantity: 50, price: 0.9 },
        ],
      },
    });
    const page = await mountProduct(productBlock());
    page.q.getByRole("button", { name: "Staffelpreise" }).click();
    const choose = await page.q.findByRole("button", { name: "Menge 50 wählen" });
    choose.focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(amountInput(page).value).to.equal("60"));
    expect(noteOf(page).textContent).to.equal("Auf 60 Stück gerundet: Verpackungseinheit 30");
  });

  describe("a quantity rule never changes the typed amount silently", () => {
    it("the note's live region is there before any message and is tied to the field", async () => {
      productApi();
      const page = await mountProduct(productBlock());
      const region = noteOf(page);
      expect(region.getAttribute("role")).to.equal("status");
      expect(region.textContent).to.equal("");
      await typeAmount(page, "2,5");
      await sendKeys({ press: "Tab" });
      await waitFor(() => expect(noteOf(page).textContent).to.equal("Auf 3 Stück gerundet: Verpackungseinheit 1"));
      expect(noteOf(page)).to.equal(region);
    });

    for (const [what, itemInUnit, smallest, typed, shown, note] of [
      ["rounded to the pack", 100, "1", "230", "200", "Auf 200 Stück gerundet: Verpackungseinheit 100"],
      ["raised to the minimum of one pack", 25, "1", "3", "25", "Auf 25 Stück erhöht: Mindestmenge 25"],
      ["raised to the smallest order unit", 1, "50", "20", "50", "Auf 50 Stück erhöht: kleinste Bestelleinheit 50"],
      [
        "rounded to the pack, then raised to the order unit",
        5,
        "10",
        "17",
        "20",
        "Auf 20 Stück erhöht: Verpackungseinheit 5, kleinste Bestelleinheit 10",
      ],
    ] as const) {
      it(`${what}: the note says what happened and why`, async () => {
        productApi({ priceList: { itemInUnit, scaled_price: [{ quantity: 1, price: 1 }] } });
        const page = await mountProduct(productBlock({}, { kleinste_bestelleinheit: smallest }));
        await typeAmount(page, typed);
        await sendKeys({ press: "Tab" });
        await waitFor(() => expect(amountInput(page).value).to.equal(shown));
        expect(noteOf(page).textContent).to.equal(note);
      });
    }

    it("an amount the rules leave alone clears the note; letters keep the amount and ask for a valid one", async () => {
      productApi({ priceList: { itemInUnit: 100, scaled_price: [{ quantity: 1, price: 1 }] } });
      const page = await mountProduct(productBlock());
      await typeAmount(page, "230");
      await sendKeys({ press: "Enter" });
      await waitFor(() => expect(noteOf(page).textContent).to.not.equal(""));
      await typeAmount(page, "300");
      await sendKeys({ press: "Enter" });
      await waitFor(() => expect(noteOf(page).textContent).to.equal(""));
      await typeAmount(page, "abc");
      await sendKeys({ press: "Enter" });
      await waitFor(() => expect(noteOf(page).textContent).to.equal("Bitte gültige Menge angeben. Die Menge bleibt 300 Stück."));
      expect(amountInput(page).value).to.equal("300");
    });

    for (const [language, note] of [
      ["en", "Rounded to 200 pieces: pack size 100"],
      ["fr", "Quantité arrondie à 200 pièces : unité d’emballage 100"],
    ] as const) {
      it(`the note is in ${language}, its unit too (issue 21: never "200 Stück" on an English page)`, async () => {
        productApi({ priceList: { itemInUnit: 100, scaled_price: [{ quantity: 1, price: 1 }] } });
        const page = await mountProduct(productBlock({ language }));
        await typeAmount(page, "230");
        await sendKeys({ press: "Tab" });
        await waitFor(() => expect(noteOf(page).textContent).to.equal(note));
      });
    }
  });
});
