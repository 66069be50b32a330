import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { $companies, $company, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { companyChoices } from "../../../demo/mocks/fixtures.ts";
import { captureConsoleErrors } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { buttonTypes, mountSwitcher, openSwitchers } from "./setup.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const ENDPOINT = "*/_hcms/api/ansprechpartner/companies";

/** Mounts the switcher for `contactid` and waits for its error dialog (it opens by itself). */
async function errorDialog(contactid: string, language = "de", title = "Fehler in der Anfrage") {
  const { result } = await captureConsoleErrors(async () => {
    const { el, q } = mountSwitcher({ contactid, language });
    const dialog = await q.findByRole("dialog", { name: title }, { timeout: 5000 });
    return { el, q, dialog };
  });
  return result;
}

describe("<shop-company-switcher> errors (section 8)", () => {
  useElementSuite();

  it("no valid and active contact: 'Fehler in der Anfrage' with its text", async () => {
    const { q, dialog } = await errorDialog("7009");
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Fehler in der Anfrage");
    expect(dialog.querySelector("[role=alert]")!.textContent).to.equal(
      "Es wurde kein gültiger und aktiver Ansprechpartner gefunden. Bitte wenden Sie sich an unseren Kundenservice.",
    );
  });

  it("an unknown contact is no valid contact either", async () => {
    const { dialog } = await errorDialog("123456");
    expect(dialog.textContent).to.contain("kein gültiger und aktiver Ansprechpartner");
  });

  it("no valid company: 'Fehler in der Anfrage' with its text", async () => {
    const { dialog } = await errorDialog("7003");
    expect(dialog.querySelector("[role=alert]")!.textContent).to.equal(
      "Es wurde keine gültige Firma gefunden. Bitte wenden Sie sich an unseren Kundenservice.",
    );
  });

  it("an empty list counts as no valid company", async () => {
    useHandlers(http.get(ENDPOINT, () => HttpResponse.json([])));
    const { dialog } = await errorDialog("7001");
    expect(dialog.textContent).to.contain("keine gültige Firma");
  });

  it("either of them resets a company chosen earlier in the session", async () => {
    setCompanies(companyChoices);
    selectCompany("c-200");
    await errorDialog("7009");
    expect($company.get()).to.equal(null);
    expect($companies.get()).to.deep.equal([]);
  });

  it("any other answer is the default error, with a retry that loads the list", async () => {
    let fail = true;
    useHandlers(
      http.get(ENDPOINT, () =>
        fail ? HttpResponse.json({ code: "quota_exceeded", message: "…" }, { status: 429 }) : HttpResponse.json(companyChoices),
      ),
    );
    const { q, dialog } = await errorDialog("7001");
    expect(dialog.querySelector("[role=alert] p")!.textContent).to.equal("Es scheint ein Fehler aufgetreten zu sein.");
    fail = false;
    q.getByRole("button", { name: "Erneut versuchen" }).click();
    await q.findByRole("dialog", { name: "Firma wechseln" });
    await q.findByRole("button", { name: /^Stadtarchiv Musterstadt/ });
  });

  it("a server error and an answer failing its schema are the default error too", async () => {
    useHandlers(http.get(ENDPOINT, () => HttpResponse.json({ code: "no_valid_contact" }, { status: 500 })));
    let { dialog } = await errorDialog("7001");
    expect(dialog.textContent).to.contain("Der Shop ist gerade nicht erreichbar");

    useHandlers(http.get(ENDPOINT, () => HttpResponse.json([{ company: { id: "c-1" } }])));
    ({ dialog } = await errorDialog("7002"));
    expect(dialog.textContent).to.contain("Es scheint ein Fehler aufgetreten zu sein.");
  });

  it("an unexpected error leaves a company chosen earlier alone and shows when the switcher is opened", async () => {
    setCompanies(companyChoices);
    selectCompany("c-100");
    useHandlers(http.get(ENDPOINT, () => HttpResponse.error()));
    await captureConsoleErrors(async () => {
      const { q } = mountSwitcher();
      await q.findByRole("button", { name: /Firma wechseln/ }, { timeout: 5000 });
      await new Promise((r) => setTimeout(r, 300));
      expect(q.queryByRole("dialog") === null).to.equal(true, "it does not open by itself");
      openSwitchers();
      const dialog = await q.findByRole("dialog", { name: "Fehler in der Anfrage" }, { timeout: 5000 });
      expect(dialog.textContent).to.contain("Der Shop-Dienst ist gerade nicht erreichbar");
    });
    expect($company.get()?.company.id).to.equal("c-100");
  });

  const translated = {
    en: {
      title: "Error in the request",
      contact: "No valid and active contact was found. Please contact our customer service.",
      company: "No valid company was found. Please contact our customer service.",
      close: "Close",
    },
    fr: {
      title: "Erreur dans la requête",
      contact: "Aucun interlocuteur valide et actif n’a été trouvé. Veuillez contacter notre service client.",
      company: "Aucune entreprise valide n’a été trouvée. Veuillez contacter notre service client.",
      close: "Fermer",
    },
  };
  for (const [language, texts] of Object.entries(translated)) {
    it(`the errors are translated (${language})`, async () => {
      const contact = await errorDialog("7009", language, texts.title);
      expect(contact.dialog.querySelector("[role=alert]")!.textContent).to.equal(texts.contact);
      contact.q.getByRole("button", { name: texts.close });
      expect(buttonTypes(contact.el).every((t) => t === "button")).to.equal(true);
      const company = await errorDialog("7003", language, texts.title);
      expect(company.dialog.querySelector("[role=alert]")!.textContent).to.equal(texts.company);
    });
  }
});
