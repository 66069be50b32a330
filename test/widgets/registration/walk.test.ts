import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import {
  confirmation,
  consent,
  errorOf,
  fillExisting,
  fillNewCompany,
  mountRegistration,
  noteOf,
  registrations,
  submitButton,
  tick,
  type,
  useRegistrationSuite,
} from "./setup.ts";

describe("<shop-registration> walks", () => {
  useRegistrationSuite();

  it("a new company customer registers: sees the VAT note, signs by typing, consents, sends, and the confirmation names the e-mail and the prices", async () => {
    const { q } = await mountRegistration();
    await fillNewCompany(q, "DE 136.695-976");
    await waitFor(() => expect(noteOf(q, "registration-vatId")).to.contain("Sie sehen Preise immer inklusive MwSt."));
    expect(noteOf(q, "registration-vatId")).to.contain("DE136695976");
    await tick(q, "registration-invoice");
    await q.findByRole("textbox", { name: /Name der unterschriftsberechtigten Person/ });
    await type(q, "registration-signatory", "Jan Berg");
    await type(q, "registration-signature", "Jan Berg");
    await consent(q);
    submitButton(q, "Registrieren").click();
    const text = await confirmation(q);
    expect(text).to.contain(
      "Wir haben Ihnen eine E-Mail an jan@rahmen-berg.example geschickt. Folgen Sie dem Link darin, um Ihr Passwort festzulegen.",
    );
    expect(text).to.contain("Sie sehen Preise immer inklusive MwSt.");
    expect(text).to.contain("Unser Vertrieb prüft Ihre Firmendaten");
    expect(text).to.contain("Kauf auf Rechnung");
    expect(q.getByRole("link", { name: "Weiter einkaufen" }).getAttribute("href")).to.equal("/");
    expect(registrations).to.have.length(1);
    const body = registrations[0]!;
    expect(body).to.deep.include({
      kind: "new",
      customerType: "company",
      email: "jan@rahmen-berg.example",
      salutation: "male",
      language: "de",
    });
    expect(body.kind === "new" && body.company).to.deep.equal({ name: "Rahmen Berg", legalForm: "GmbH", vatId: "DE136695976" });
    expect(body.kind === "new" && body.invoicePurchase).to.deep.equal({
      signatory: "Jan Berg",
      signature: { kind: "typed", name: "Jan Berg" },
    });
    expect(body.consents).to.deep.equal({ terms: true, privacy: true });
  });

  it("a foreign EU VAT ID: the note and the confirmation say prices without VAT once the sales team has verified it", async () => {
    const { q } = await mountRegistration();
    await fillNewCompany(q, "ATU12345678");
    await type(q, "registration-postcode", "1010");
    await type(q, "registration-city", "Wien");
    const country = q.getByRole("combobox", { name: /Land/ }) as HTMLSelectElement;
    country.value = "AT";
    country.dispatchEvent(new Event("change", { bubbles: true }));
    const review = "Sie sehen Preise ohne MwSt., sobald unser Vertrieb Ihre USt-IdNr. geprüft hat; bis dahin inklusive MwSt.";
    await waitFor(() => expect(noteOf(q, "registration-vatId")).to.contain(review));
    await consent(q);
    submitButton(q, "Registrieren").click();
    expect(await confirmation(q)).to.contain(review);
  });

  it("a private customer without VAT ID: no VAT note, and the confirmation says prices with VAT", async () => {
    const { q } = await mountRegistration();
    await fillNewCompany(q, "");
    await tick(q, "registration-customerType-private");
    expect(noteOf(q, "registration-vatId")).to.equal("");
    await consent(q);
    submitButton(q, "Registrieren").click();
    const text = await confirmation(q);
    expect(text).to.contain("Sie sehen Preise inklusive MwSt.");
    expect(text).to.not.contain("Vertrieb prüft");
    expect(registrations[0]).to.not.have.property("company");
  });

  it("an existing customer gets access with a customer number: the confirmation names the account and the invitation e-mail", async () => {
    const { q } = await mountRegistration();
    await fillExisting(q, "einkauf@museum-beispiel.example", "k10234");
    await consent(q);
    submitButton(q, "Online-Zugang anfordern").click();
    const text = await confirmation(q);
    expect(text).to.contain("Wir haben Ihnen eine E-Mail an einkauf@museum-beispiel.example geschickt");
    expect(text).to.contain("Kundenkonto Museum Beispiel gGmbH");
    expect(registrations[0]).to.deep.include({ kind: "existing", customerNumber: "K-10234" });
  });

  it("customer number required: its own message at the field, nothing sent", async () => {
    const { q } = await mountRegistration();
    await fillExisting(q, "einkauf@museum-beispiel.example", "");
    await consent(q);
    submitButton(q, "Online-Zugang anfordern").click();
    await waitFor(() => expect(errorOf(q, "registration-customerNumber")).to.equal("Bitte geben Sie Ihre Kundennummer an"));
    expect(registrations).to.have.length(0);
  });

  it("an unknown customer number: the customer_not_found message, everything kept", async () => {
    const { q } = await mountRegistration();
    await fillExisting(q, "einkauf@museum-beispiel.example", "K-99999");
    await consent(q);
    submitButton(q, "Online-Zugang anfordern").click();
    const alert = await q.findByRole("alert");
    expect(alert.textContent).to.contain("Zu dieser Kundennummer und E-Mail-Adresse finden wir kein Kundenkonto");
    expect((q.getByRole("textbox", { name: /Kundennummer/ }) as HTMLInputElement).value).to.equal("K-99999");
  });

  it("contact_active: the person already has access, with links to the login and the password reset", async () => {
    const { q } = await mountRegistration();
    await fillExisting(q, "anna.schmidt@stadtarchiv.example");
    await consent(q);
    submitButton(q, "Online-Zugang anfordern").click();
    const alert = await q.findByRole("alert");
    expect(alert.textContent).to.contain("Mit dieser E-Mail-Adresse haben Sie bereits Zugang zum Online-Shop");
    expect(q.getByRole("link", { name: "melden Sie sich an" }).getAttribute("href")).to.equal("/_hcms/mem/login");
    expect(q.getByRole("link", { name: "setzen Sie Ihr Passwort zurück" }).getAttribute("href")).to.equal("/_hcms/mem/reset/request");
  });

  it("after a successful registration the same e-mail answers contact_active", async () => {
    const first = await mountRegistration();
    await fillNewCompany(first.q);
    await consent(first.q);
    submitButton(first.q, "Registrieren").click();
    await confirmation(first.q);
    first.el.remove();
    const { q } = await mountRegistration();
    await fillNewCompany(q);
    await consent(q);
    submitButton(q, "Registrieren").click();
    expect((await q.findByRole("alert")).textContent).to.contain("bereits Zugang");
  });
});
