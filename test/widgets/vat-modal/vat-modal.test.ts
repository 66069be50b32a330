import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import "../../../widgets/product-detail/element.ts";
import "../../../widgets/vat-modal/element.ts";
import type { CompanyChoice } from "../../../core/api/schemas.ts";
import { $company, $showVAT, $vatChoiceMade, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { axeViolations } from "../../support/axe.ts";
import { mount, ui } from "../../support/dom.ts";
import { productApi, productBlock } from "../../support/product-api.ts";
import { priceText } from "../../support/product-page.ts";
import { waitFor } from "@testing-library/dom";
import { useElementSuite } from "../../support/element-suite.ts";

const TITLE = "Preise mit oder ohne Mehrwertsteuer?";
const GROSS = "Preise mit Mehrwertsteuer (brutto)";
const NET = "Preise ohne Mehrwertsteuer (netto)";

function mountModal(overrides: Record<string, unknown> = {}) {
  const el = mount("shop-vat-modal", { language: "de", baseUrl: "", ...overrides });
  return { el, q: ui(el) };
}

/** The element's <dialog> once the element has rendered (open or not). */
const dialogOf = (el: HTMLElement) =>
  waitFor(() => el.shadowRoot!.querySelector("dialog") ?? Promise.reject(new Error("not rendered yet")), { timeout: 5000 });

function company(id: string, ust: string, canSwitchGrossNet: boolean): CompanyChoice {
  return { company: { id, name: `Firma ${id}`, ust, canSwitchGrossNet }, contactPersonFirstname: "Eva", contactPersonLastname: "Muster" };
}

function chooseCompany(choice: CompanyChoice) {
  setCompanies([choice]);
  selectCompany(choice.company.id);
}

describe("<shop-vat-modal>", () => {
  useElementSuite();

  it("on a first visit asks for gross or net; choosing gross sets $showVAT true", async () => {
    const { q } = mountModal();
    const dialog = (await q.findByRole("dialog", { name: TITLE }, { timeout: 5000 })) as HTMLDialogElement;
    expect(dialog.matches(":modal")).to.equal(true);
    q.getByRole("button", { name: GROSS }).click();
    await waitFor(() => expect(dialog.open).to.equal(false));
    expect($showVAT.get()).to.equal(true);
    expect($vatChoiceMade.get()).to.equal(true);
    expect(localStorage.getItem("shop:vatChoiceMade")).to.equal("true"); // for every tab of the browser session
  });

  it("choosing net sets $showVAT false", async () => {
    $showVAT.set(true);
    const { q } = mountModal();
    (await q.findByRole("button", { name: NET }, { timeout: 5000 })).click();
    await waitFor(() => expect($vatChoiceMade.get()).to.equal(true));
    expect($showVAT.get()).to.equal(false);
  });

  it("is not shown again in the session, also on the next page", async () => {
    const first = mountModal();
    (await first.q.findByRole("button", { name: NET }, { timeout: 5000 })).click();
    await waitFor(() => expect($vatChoiceMade.get()).to.equal(true));
    first.el.remove();
    const again = mountModal();
    expect((await dialogOf(again.el)).open).to.equal(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(again.q.queryByRole("dialog") === null).to.equal(true);
  });

  it("Escape closes it without changing the display and it is not asked again", async () => {
    const { el, q } = mountModal();
    const dialog = (await q.findByRole("dialog", { name: TITLE }, { timeout: 5000 })) as HTMLDialogElement;
    expect(dialog.contains(el.shadowRoot!.activeElement)).to.equal(true, "focus is in the dialog");
    await sendKeys({ press: "Escape" });
    // The dialog's close event comes a task after it closed.
    await waitFor(() => expect($vatChoiceMade.get()).to.equal(true));
    expect(dialog.open).to.equal(false);
    expect($showVAT.get()).to.equal(false);
  });

  it("removing the element while it asks is no answer", async () => {
    const { el, q } = mountModal();
    await q.findByRole("dialog", { name: TITLE }, { timeout: 5000 });
    el.remove();
    await new Promise((r) => setTimeout(r, 100));
    expect($vatChoiceMade.get()).to.equal(false);
  });

  const forcing: [string, CompanyChoice][] = [
    ["VAT-free (tax status 3)", company("c-3", "3", true)],
    ["German VAT ID (1)", company("c-1", "1", true)],
    ["foreign VAT ID verified by sales (2)", company("c-2", "2", true)],
    ["foreign VAT ID not yet verified (4)", company("c-4", "4", true)],
    ["canSwitchGrossNet false", company("c-5", "", false)],
  ];
  for (const [label, choice] of forcing) {
    it(`does not ask when the company fixes the display: ${label}`, async () => {
      chooseCompany(choice);
      const { el } = mountModal();
      const dialog = await dialogOf(el);
      await new Promise((r) => setTimeout(r, 100));
      expect(dialog.open).to.equal(false);
      expect($showVAT.get()).to.equal(false, "not offered for change");
      expect($vatChoiceMade.get()).to.equal(false);
    });
  }

  it("asks when the company may choose", async () => {
    chooseCompany(company("c-6", "", true));
    const { q } = mountModal({ loggedIn: "true" });
    await q.findByRole("dialog", { name: TITLE }, { timeout: 5000 });
  });

  it("for a logged-in contact it waits until a company is selected", async () => {
    const { el, q } = mountModal({ loggedIn: true });
    const dialog = await dialogOf(el);
    await new Promise((r) => setTimeout(r, 100));
    expect(dialog.open).to.equal(false);
    chooseCompany(company("c-6", "", true));
    await q.findByRole("dialog", { name: TITLE });
  });

  it("a switch to a company that fixes the display closes the question unanswered", async () => {
    setCompanies([company("c-6", "", true), company("c-3", "3", true)]);
    selectCompany("c-6");
    const { q } = mountModal();
    const dialog = (await q.findByRole("dialog", { name: TITLE }, { timeout: 5000 })) as HTMLDialogElement;
    selectCompany("c-3");
    await waitFor(() => expect(dialog.open).to.equal(false));
    await new Promise((r) => setTimeout(r, 50)); // past the close event
    expect($vatChoiceMade.get()).to.equal(false);
    selectCompany("c-6");
    await waitFor(() => expect(dialog.open).to.equal(true), { timeout: 2000 });
    expect($company.get()?.company.id).to.equal("c-6");
  });

  const translated = {
    en: { title: "Prices with or without VAT?", gross: "Prices including VAT (gross)", net: "Prices without VAT (net)", close: "Close" },
    fr: { title: "Prix avec ou sans TVA ?", gross: "Prix TTC (TVA comprise)", net: "Prix hors TVA (HT)", close: "Fermer" },
  };
  for (const [language, texts] of Object.entries(translated)) {
    it(`is translated, every control named (${language})`, async () => {
      const { q } = mountModal({ language });
      await q.findByRole("dialog", { name: texts.title }, { timeout: 5000 });
      for (const name of [texts.gross, texts.net, texts.close]) q.getByRole("button", { name });
    });
  }

  for (const language of ["de", "en", "fr"]) {
    it(`no axe violations with the dialog open, every button type=button (${language})`, async () => {
      const { el, q } = mountModal({ language });
      await q.findByRole("dialog", {}, { timeout: 5000 });
      expect(await axeViolations()).to.deep.equal([]);
      const types = [...el.shadowRoot!.querySelectorAll("button")].map((b) => b.getAttribute("type"));
      expect(types).to.deep.equal(["button", "button", "button"]);
    });
  }

  it("a product page on the same page re-prices when the visitor chooses", async () => {
    productApi();
    const product = ui(mount("shop-product-detail", productBlock()));
    await product.findByRole("heading", { level: 1 }, { timeout: 5000 });
    expect(priceText(product)).to.equal("4,90\u00a0€");
    const { q } = mountModal();
    (await q.findByRole("button", { name: GROSS }, { timeout: 5000 })).click();
    await waitFor(() => expect(priceText(product)).to.equal("5,83\u00a0€"));
  });
});
