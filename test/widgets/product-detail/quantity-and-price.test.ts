import { expect } from "chai";
import { $selectedVat, $showVAT, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { typeAndBlur, typeInto } from "../../support/dom.ts";
import { companyChoices, productApi, productBlock } from "../../support/product-api.ts";
import { mountProduct, priceText, waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const ARTICLE_ID = productBlock().product.article_id;
const amountInput = (q: Awaited<ReturnType<typeof mountProduct>>["q"]) => q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;

describe("<shop-product-detail> quantity and price (sections 5, 6, 9)", () => {
  useElementSuite();
  afterEach(() => {
    $showVAT.set(false);
    $selectedVat.set(null);
  });

  it("starts at one order step and shows the scale price times the amount, net, German format", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    expect(amountInput(q).value).to.equal("1");
    expect(priceText(q)).to.equal("4,90\u00a0€");
    typeAndBlur(amountInput(q), "60");
    await waitFor(() => expect(priceText(q)).to.equal("252,00\u00a0€"));
    typeAndBlur(amountInput(q), "200");
    await waitFor(() => expect(priceText(q)).to.equal("720,00\u00a0€"));
  });

  it("the price follows the amount while it is typed: '60' shows the scale price and total for 60 before the field is left", async () => {
    productApi();
    const { el, q } = await mountProduct(productBlock());
    const currentRow = () => el.shadowRoot!.querySelector('tr[aria-current="true"] th')?.textContent;
    const input = amountInput(q);
    typeInto(input, "6");
    await waitFor(() => expect(priceText(q)).to.equal("29,40\u00a0€"));
    typeInto(input, "60");
    await waitFor(() => expect(priceText(q)).to.equal("252,00\u00a0€"));
    expect(currentRow()).to.equal("ab 50 Stück");
    expect(el.shadowRoot!.activeElement === input, "still typing").to.equal(true);
    typeInto(input, "abc");
    await waitFor(() => expect(priceText(q)).to.equal("4,90\u00a0€", "not an amount: the amount in effect is priced"));
    typeInto(input, "200");
    await waitFor(() => expect(priceText(q)).to.equal("720,00\u00a0€"));
    expect(currentRow()).to.equal("ab 200 Stück");
  });

  it("while typing, the rules wait: on leaving the field (or Enter) they apply and say what they changed, and the price follows", async () => {
    productApi({ priceList: { itemInUnit: 25, scaled_price: [{ quantity: 25, price: 0.5 }] } });
    const { q } = await mountProduct(productBlock());
    const input = amountInput(q);
    typeInto(input, "60");
    await waitFor(() => expect(priceText(q)).to.equal("30,00\u00a0€"));
    expect(q.getByRole("status").textContent).to.equal("", "no note while typing");
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await waitFor(() => expect(input.value).to.equal("50"));
    expect(priceText(q)).to.equal("25,00\u00a0€");
    expect(q.getByRole("status").textContent).to.equal("Auf 50 Stück gerundet: Verpackungseinheit 25");
  });

  it("the price field is read-only", async () => {
    productApi();
    const { q } = await mountProduct(productBlock());
    expect((q.getByRole("textbox", { name: "Preis" }) as HTMLInputElement).readOnly).to.equal(true);
  });

  it("on blur the amount is rounded to a multiple of itemInUnit, at least one unit", async () => {
    productApi({ priceList: { itemInUnit: 25, scaled_price: [{ quantity: 25, price: 0.5 }] } });
    const { q } = await mountProduct(productBlock());
    expect(amountInput(q).value).to.equal("25");
    typeAndBlur(amountInput(q), "60");
    await waitFor(() => expect(amountInput(q).value).to.equal("50"));
    typeAndBlur(amountInput(q), "3");
    await waitFor(() => expect(amountInput(q).value).to.equal("25"));
    typeAndBlur(amountInput(q), "abc");
    await waitFor(() => expect(amountInput(q).value).to.equal("25"));
  });

  it("the amount is raised to a multiple of the smallest order unit", async () => {
    productApi();
    const { q } = await mountProduct(productBlock({}, { kleinste_bestelleinheit: "10" }));
    expect(amountInput(q).value).to.equal("10");
    typeAndBlur(amountInput(q), "23");
    await waitFor(() => expect(amountInput(q).value).to.equal("30"));
  });

  it("plus and minus step by smallest order unit times itemInUnit; minimum is itemInUnit; below 0 is ignored", async () => {
    productApi({ priceList: { itemInUnit: 5, scaled_price: [{ quantity: 1, price: 1 }] } });
    const { q } = await mountProduct(productBlock({}, { kleinste_bestelleinheit: "2" }));
    const plus = q.getByRole("button", { name: "Menge erhöhen" });
    const minus = q.getByRole("button", { name: "Menge verringern" });
    expect(amountInput(q).value).to.equal("10");
    plus.click();
    await waitFor(() => expect(amountInput(q).value).to.equal("20"));
    minus.click();
    await waitFor(() => expect(amountInput(q).value).to.equal("10"));
    minus.click();
    await waitFor(() => expect(amountInput(q).value).to.equal("5"));
    minus.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(amountInput(q).value).to.equal("5");
  });

  it("with showVAT the price is gross with the default 19 %", async () => {
    productApi();
    $showVAT.set(true);
    const { q } = await mountProduct(productBlock());
    expect(priceText(q)).to.equal("5,83\u00a0€");
    $showVAT.set(false);
    await waitFor(() => expect(priceText(q)).to.equal("4,90\u00a0€"));
  });

  it("the selected VAT option overrides the default", async () => {
    productApi();
    $showVAT.set(true);
    $selectedVat.set(7);
    const { q } = await mountProduct(productBlock());
    expect(priceText(q)).to.equal("5,24\u00a0€");
  });

  it("tax-status code '3' never adds VAT", async () => {
    productApi();
    setCompanies(companyChoices);
    selectCompany("c-3");
    $showVAT.set(true);
    const { q } = await mountProduct(productBlock());
    expect(priceText(q)).to.equal("4,90\u00a0€");
    expect(q.getByText(/umsatzsteuerfrei/)).to.exist;
  });

  it("a German VAT ID holder always sees gross prices, whatever showVAT says", async () => {
    productApi({ company: { id: "c-1", name: "Stadtarchiv", canSwitchGrossNet: true, ust: "1" } });
    setCompanies(companyChoices);
    selectCompany("c-1");
    const { q } = await mountProduct(productBlock());
    expect(priceText(q)).to.equal("5,83\u00a0€");
  });

  it("for country gb prices use the pound sign, dot decimals, comma thousands and two decimals", async () => {
    productApi({ priceList: { itemInUnit: 1, scaled_price: [{ quantity: 1, price: 1234.5 }] } });
    const { q } = await mountProduct(productBlock({ geoLocation: "gb", language: "en" }));
    expect(priceText(q)).to.equal("£1,234.50");
  });

  it("price-on-request mode: the add button is disabled from requested_delivery_amount on, with a hint", async () => {
    productApi();
    const { q } = await mountProduct(productBlock({}, { requested_delivery_amount: "100" }));
    const add = q.getByRole("button", { name: "In den Warenkorb" }) as HTMLButtonElement;
    expect(add.disabled).to.equal(false);
    typeAndBlur(amountInput(q), "100");
    await waitFor(() => expect(add.disabled).to.equal(true));
    expect(priceText(q)).to.equal("auf Anfrage");
    expect(q.getByRole("note").textContent).to.contain("Preis auf Anfrage");
    typeAndBlur(amountInput(q), "99");
    await waitFor(() => expect(add.disabled).to.equal(false));
  });

  it("price-on-request mode leads to the offer form with the article and the amount (handed over)", async () => {
    productApi();
    const { q } = await mountProduct(productBlock({}, { requested_delivery_amount: "100" }));
    expect(q.queryByRole("link", { name: /Angebot/ })).to.equal(null);
    typeAndBlur(amountInput(q), "120");
    const link = await q.findByRole("link", { name: "Angebot für 120 Stück anfordern" });
    expect(link.getAttribute("href")).to.equal(`/angebot?article=${ARTICLE_ID}&amount=120`);
    typeAndBlur(amountInput(q), "99");
    await waitFor(() => expect(q.queryByRole("link", { name: /Angebot/ })).to.equal(null));
  });

  it("the offer link follows the block's offerUrl and the page's language", async () => {
    productApi();
    const { q } = await mountProduct(productBlock({ language: "fr", offerUrl: "/fr/devis?src=pdp" }, { requested_delivery_amount: "1" }));
    const link = await q.findByRole("link", { name: /^Demander un devis pour 1 / });
    expect(link.getAttribute("href")).to.equal(`/fr/devis?src=pdp&article=${ARTICLE_ID}&amount=1`);
  });
});
