import { waitFor } from "@testing-library/dom";
import { setViewport, narrowViewport } from "../../support/commands";
import { expect } from "chai";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import {
  block,
  confirmation,
  consent,
  errorOf,
  fillNewCompany,
  input,
  mountRegistration,
  noteOf,
  root,
  submitButton,
  tick,
  type,
  useRegistrationSuite,
} from "./setup.ts";

describe("<shop-registration> accessibility, languages and data block", () => {
  useRegistrationSuite();

  for (const [language, names] of [
    ["en", { path: "I am a new customer", invoice: "Apply to buy on invoice", submit: "Register", vat: "VAT ID", salutation: "Title" }],
    [
      "fr",
      {
        path: "Je suis un nouveau client",
        invoice: "Demander l'achat sur facture",
        submit: "S'inscrire",
        vat: "N° de TVA intracommunautaire",
        salutation: "Civilité",
      },
    ],
  ] as const)
    it(`names in ${language}: the choices, the fields and the button`, async () => {
      const { q } = await mountRegistration(block({ language }));
      (await q.findByRole("radio", { name: names.path })).click();
      expect(await q.findByRole("combobox", { name: new RegExp(names.salutation) })).to.exist;
      (await q.findByRole("radio", { name: language === "en" ? "Business customer" : "Professionnel" })).click();
      expect(await q.findByRole("textbox", { name: new RegExp(names.vat.replace(/[.°]/g, ".")) })).to.exist;
      expect(q.getByRole("checkbox", { name: names.invoice })).to.exist;
      expect(q.getByRole("button", { name: names.submit })).to.exist;
    });

  it("axe finds nothing: the form with company, VAT note, signature and errors, and the confirmation", async () => {
    const { el, q } = await mountRegistration();
    await fillNewCompany(q);
    await tick(q, "registration-invoice");
    await type(q, "registration-signatory", "Jan Berg");
    submitButton(q, "Registrieren").click();
    await waitFor(() => expect(errorOf(q, "registration-signature")).to.equal("Signatur darf nicht leer sein"));
    expect(await axeViolations(el)).to.deep.equal([]);
    await tick(q, "registration-signature-kind-drawn");
    await waitFor(() => expect(root(q).querySelector("canvas")).to.not.equal(null));
    expect(await axeViolations(el)).to.deep.equal([]);
    await tick(q, "registration-signature-kind-typed");
    await type(q, "registration-signature", "Jan Berg");
    await consent(q);
    submitButton(q, "Registrieren").click();
    await confirmation(q);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it("320 px: no sideways scroll, radios, checkboxes and buttons at least 44 px, axe clean", async function () {
    await narrowViewport(this, { width: 320, height: 800 });
    try {
      const { el, q } = await mountRegistration(block({ language: "fr" }));
      await fillNewCompany(q);
      await tick(q, "registration-invoice");
      await tick(q, "registration-signature-kind-drawn");
      await waitFor(() => expect(root(q).querySelector("canvas")).to.not.equal(null));
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
      const targets = [
        ...root(q).querySelectorAll<HTMLElement>(".choice, .field.checkbox, button, input:not([type=radio],[type=checkbox]), select"),
      ];
      const small = targets.filter((c) => c.getClientRects().length > 0 && c.getBoundingClientRect().height < 43.5);
      expect(small.map((c) => c.outerHTML.slice(0, 80))).to.deep.equal([]);
      expect(await axeViolations(el)).to.deep.equal([]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("the VAT ID field says live what it removed and checks the country: a German company with a French number", async () => {
    const { q } = await mountRegistration();
    await fillNewCompany(q, "fr xx 123.456.789");
    await waitFor(() => expect(noteOf(q, "registration-vatId")).to.contain("FRXX123456789"));
    expect(errorOf(q, "registration-vatId")).to.equal(
      "Die USt-IdNr. gehört zu einem anderen Land als Ihre Adresse: Bitte geben Sie die USt-IdNr. aus dem Land Ihrer Adresse an",
    );
    expect((await input(q, "registration-vatId")).value).to.equal("fr xx 123.456.789");
    expect((await input(q, "registration-vatId")).getAttribute("aria-describedby")).to.contain("registration-vatId-note");
    await type(q, "registration-vatId", "DE123456789");
    await waitFor(() =>
      expect(errorOf(q, "registration-vatId")).to.equal("Die Prüfziffer dieser USt-IdNr. stimmt nicht. Bitte prüfen Sie die Nummer"),
    );
  });

  it("the intro and the first choice say that a password is set through the invitation e-mail; there is no password field", async () => {
    const { q } = await mountRegistration();
    expect(root(q).textContent).to.contain("Wir schicken Ihnen eine E-Mail mit einem Link");
    await tick(q, "registration-path-new");
    await input(q, "registration-email");
    expect(root(q).querySelector("input[type=password]")).to.equal(null);
  });

  it("data block: geoLocation preselects the country, countries limit the list, termsUrl and privacyUrl are the consents' links", async () => {
    const { q } = await mountRegistration(
      block({ geoLocation: "at", countries: ["de", "AT"], termsUrl: "/cms/agb", privacyUrl: "/cms/datenschutz" }),
    );
    await tick(q, "registration-path-new");
    const country = (await input(q, "registration-country")) as HTMLSelectElement;
    expect(country.value).to.equal("AT");
    expect([...country.options].map((o) => o.value).filter(Boolean)).to.have.members(["DE", "AT"]);
    expect(q.getByRole("link", { name: "AGB" }).getAttribute("href")).to.equal("/cms/agb");
    expect(q.getByRole("link", { name: "Datenschutzerklärung" }).getAttribute("href")).to.equal("/cms/datenschutz");
  });

  it("data block: the default terms and privacy pages in the block's language", async () => {
    const { q } = await mountRegistration(block({ language: "en" }));
    await tick(q, "registration-path-existing");
    expect((await q.findByRole("link", { name: "terms and conditions" })).getAttribute("href")).to.equal("/terms");
    expect(q.getByRole("link", { name: "privacy policy" }).getAttribute("href")).to.equal("/privacy");
  });

  for (const [field, bad] of [
    ["termsUrl", "javascript:alert(1)"],
    ["countries", ["XX"]],
    ["baseUrl", 42],
  ] as const)
    it(`a malformed data block (${field}) shows an alert naming the field`, async () => {
      const { result } = await captureConsoleErrors(() => ui(mount("shop-registration", block({ [field]: bad }))).findByRole("alert"));
      expect(result.textContent).to.contain(field);
    });
});
