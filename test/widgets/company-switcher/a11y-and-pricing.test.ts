import { expect } from "chai";
import { http, HttpResponse } from "msw";
import "../../../widgets/product-detail/element.ts";
import { $company, $showVAT, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { companyChoices, productApi, productBlock } from "../../support/product-api.ts";
import { priceText } from "../../support/product-page.ts";
import { mountSwitcher, openSwitchers, waitFor } from "./setup.ts";
import { useElementSuite } from "../../support/element-suite.ts";

describe("<shop-company-switcher> accessibility and re-pricing", () => {
  useElementSuite();

  for (const language of ["de", "en", "fr"]) {
    it(`no axe violations with the list open (${language})`, async () => {
      const { q } = mountSwitcher({ language });
      await q.findByRole("dialog", {}, { timeout: 5000 });
      await q.findAllByRole("button", { name: /^Stadtarchiv/ });
      expect(await axeViolations()).to.deep.equal([]);
    });
  }

  it("no axe violations with the error open", async () => {
    await captureConsoleErrors(async () => {
      const { q } = mountSwitcher({ contactid: "7009" });
      await q.findByRole("dialog", { name: "Fehler in der Anfrage" }, { timeout: 5000 });
    });
    expect(await axeViolations()).to.deep.equal([]);
  });

  it("no axe violations with the dialog open inside the page's banner (the switcher placed in a page header)", async () => {
    const banner = document.body.insertBefore(document.createElement("header"), document.body.firstChild);
    try {
      const { el, q } = mountSwitcher();
      banner.append(el);
      await q.findByRole("dialog", { name: "Firma wechseln" }, { timeout: 5000 });
      await q.findAllByRole("button", { name: /^Stadtarchiv/ });
      expect(await axeViolations()).to.deep.equal([]);
    } finally {
      banner.remove();
    }
  });

  it("no axe violations with the trigger alone, and it has a name in en and fr", async () => {
    setCompanies(companyChoices);
    selectCompany("c-1");
    useHandlers(http.get("*/_hcms/api/ansprechpartner/companies", () => HttpResponse.json(companyChoices)));
    const en = mountSwitcher({ language: "en" });
    const fr = mountSwitcher({ language: "fr" });
    await en.q.findByRole("button", { name: "Switch company Stadtarchiv" }, { timeout: 5000 });
    await fr.q.findByRole("button", { name: "Changer d’entreprise Stadtarchiv" }, { timeout: 5000 });
    expect(await axeViolations()).to.deep.equal([]);
  });

  it("a product page on the same page re-prices when a company is chosen", async () => {
    const calls = productApi();
    useHandlers(http.get("*/_hcms/api/ansprechpartner/companies", () => HttpResponse.json(companyChoices)));
    setCompanies(companyChoices);
    selectCompany("c-1"); // may choose gross or net
    $showVAT.set(true);
    const product = mount("shop-product-detail", productBlock());
    const { q } = mountSwitcher();
    const price = ui(product);
    await price.findByRole("heading", { level: 1 }, { timeout: 5000 });
    expect(priceText(price)).to.equal("5,83\u00a0€", "gross for a company that chose gross");

    openSwitchers();
    (await q.findByRole("button", { name: /^Museum gGmbH/ }, { timeout: 5000 })).click();
    await waitFor(() => expect(priceText(price)).to.equal("4,90\u00a0€"), { timeout: 5000 });
    expect($company.get()?.company.id).to.equal("c-3");
    expect(calls.priceList.at(-1)!.searchParams.get("companyId")).to.equal("c-3", "the new company's price list");
  });
});
