import { expect } from "chai";
import { captureConsoleErrors, expectFocus, mount, typeAndBlur, ui } from "../../support/dom.ts";
import {
  guestBlock,
  mountContact,
  passTime,
  posts,
  privacy,
  select,
  sendButton,
  textbox,
  useContactSetup,
  waitFor,
  type Queries,
} from "./setup.ts";

/** The error text a control points at (aria-describedby), or '' without one. */
function errorOf(el: HTMLElement, control: Element): string {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const error = ids.map((id) => el.shadowRoot!.getElementById(id)).find((node) => node?.classList.contains("field-error"));
  return error?.textContent ?? "";
}

const requiredControls = (q: Queries) => ({
  Thema: select(q, "Thema"),
  Name: textbox(q, "Name"),
  "E-Mail": textbox(q, "E-Mail"),
  "Ihre Nachricht": textbox(q, "Ihre Nachricht"),
  Datenschutz: privacy(q),
});

describe("<shop-contact>: fields and their messages", () => {
  useContactSetup();

  it("required fields: 'Pflichtfeld*' above the form, a '*' and aria-required on topic, name, e-mail, message and consent only", async () => {
    const { q, el } = await mountContact();
    q.getByText("Pflichtfeld*");
    for (const [label, control] of Object.entries(requiredControls(q))) {
      expect(control.getAttribute("aria-required"), label).to.equal("true");
      const mark = (control.labels?.[0] ?? control.parentElement)?.querySelector(".required-mark");
      expect(mark?.textContent, label).to.equal(" *");
    }
    for (const label of ["Telefon", "Firma", "Kunden- oder Bestellnummer"])
      expect(textbox(q, label).hasAttribute("aria-required"), label).to.equal(false);
    expect(select(q, "Anrede").hasAttribute("aria-required")).to.equal(false);
    expect(el.shadowRoot!.querySelectorAll(".required-mark").length).to.equal(5);
  });

  it("sending empty: 'Dieses Feld ist ein Pflichtfeld' at each required field, the e-mail's own message, focus on the first, no request", async () => {
    const { q, el } = await mountContact();
    passTime(5000);
    sendButton(q).click();
    const controls = requiredControls(q);
    await waitFor(() => expect(errorOf(el, controls.Thema)).to.equal("Dieses Feld ist ein Pflichtfeld"));
    expect(errorOf(el, controls.Name)).to.equal("Dieses Feld ist ein Pflichtfeld");
    expect(errorOf(el, controls["E-Mail"])).to.equal("Bitte geben Sie Ihre E-Mail-Adresse an");
    expect(errorOf(el, controls["Ihre Nachricht"])).to.equal("Dieses Feld ist ein Pflichtfeld");
    expect(errorOf(el, controls.Datenschutz)).to.equal("Dieses Feld ist ein Pflichtfeld");
    expect(errorOf(el, textbox(q, "Telefon"))).to.equal("");
    await waitFor(() => expectFocus(el, controls.Thema));
    expect(posts).to.deep.equal([]);
  });

  it("the e-mail pattern once the field is left; a phone number only when one is typed", async () => {
    const { q, el } = await mountContact();
    typeAndBlur(textbox(q, "E-Mail"), "anna@archiv");
    await waitFor(() => expect(errorOf(el, textbox(q, "E-Mail"))).to.equal("Bitte geben Sie eine gültige E-Mail-Adresse an"));
    typeAndBlur(textbox(q, "E-Mail"), "anna@archiv.example");
    await waitFor(() => expect(errorOf(el, textbox(q, "E-Mail"))).to.equal(""));
    typeAndBlur(textbox(q, "Telefon"), "ruf mich an");
    await waitFor(() => expect(errorOf(el, textbox(q, "Telefon"))).to.equal("Bitte geben Sie eine gültige Telefonnummer an"));
    typeAndBlur(textbox(q, "Telefon"), "");
    await waitFor(() => expect(errorOf(el, textbox(q, "Telefon"))).to.equal(""));
  });

  it("the message: a textarea of at most 5000 characters that counts what is typed", async () => {
    const { q, el } = await mountContact({ language: "fr", baseUrl: "" });
    const message = q.getByRole("textbox", { name: /^Votre message/ }) as HTMLTextAreaElement;
    expect(message.localName).to.equal("textarea");
    expect(message.maxLength).to.equal(5000);
    expect(el.shadowRoot!.getElementById("contact-message-count")?.textContent).to.equal("0 / 5000 caractères");
    typeAndBlur(message as unknown as HTMLInputElement, "Bonjour !");
    await waitFor(() => expect(el.shadowRoot!.getElementById("contact-message-count")?.textContent).to.equal("9 / 5000 caractères"));
    expect(message.getAttribute("aria-describedby")).to.contain("contact-message-count");
  });

  it("topics and salutations to choose from, translated; the privacy consent links to the privacy page", async () => {
    const { q } = await mountContact({ language: "en", baseUrl: "" });
    const topics = [...select(q, "Topic").options].map((o) => o.textContent);
    expect(topics).to.deep.equal([
      "Please choose",
      "Question about a product",
      "Order and delivery",
      "Quotation",
      "Made to measure (configurator)",
      "Invoice and payment",
      "Customer account and access",
      "Other",
    ]);
    expect([...select(q, "Salutation").options].map((o) => o.value)).to.deep.equal(["", "male", "female", "other"]);
    const link = q.getByRole("link", { name: "privacy policy" });
    expect(link.getAttribute("href")).to.equal("/privacy");
    expect(link.getAttribute("target"), "opens beside the form, which keeps what was typed").to.equal("_blank");
  });

  for (const [language, label, choices] of [
    ["de", "Anrede", ["Keine Angabe", "Herr", "Frau", "Divers"]],
    ["en", "Salutation", ["Not specified", "Mr", "Ms", "Other"]],
    ["fr", "Civilité", ["Non précisé", "Monsieur", "Madame", "Autre"]],
  ] as const) {
    it(`the salutation offers one "not given" choice, not also "Divers / keine Angabe" (${language})`, async () => {
      const { q } = await mountContact(guestBlock({ language }));
      expect([...select(q, label).options].map((o) => o.textContent)).to.deep.equal(choices);
    });
  }

  it("the data block may preselect a topic, rename topics and name its privacy page", async () => {
    const { q } = await mountContact(
      guestBlock({ topic: "invoice", topicLabels: { invoice: "Rechnungsfragen" }, privacyUrl: "/recht/datenschutz" }),
    );
    expect(select(q, "Thema").value).to.equal("invoice");
    expect(select(q, "Thema").selectedOptions[0]?.textContent).to.equal("Rechnungsfragen");
    expect(q.getByRole("link", { name: "Datenschutzerklärung" }).getAttribute("href")).to.equal("/recht/datenschutz");
  });

  it("a link to the page may preselect the topic (?topic=order); an unknown one leaves the block's", async () => {
    history.replaceState(null, "", `${location.pathname}?topic=order`);
    const first = await mountContact(guestBlock({ topic: "product" }));
    expect(select(first.q, "Thema").value).to.equal("order");
    history.replaceState(null, "", `${location.pathname}?topic=complaint`);
    const second = await mountContact(guestBlock({ topic: "product" }));
    expect(select(second.q, "Thema").value).to.equal("product");
  });

  for (const [field, value] of [
    ["baseUrl", 42],
    ["topic", "complaint"],
    ["privacyUrl", "javascript:alert(1)"],
    ["contactEmail", "service at shop"],
    ["contactPhone", "ring us"],
    ["minFillSeconds", "soon"],
  ] as const) {
    it(`a malformed data block (${field}) shows an alert naming the field and logs it`, async () => {
      const { errors } = await captureConsoleErrors(async () => {
        const el = mount("shop-contact", guestBlock({ [field]: value }));
        expect((await ui(el).findByRole("alert")).textContent).to.contain(field);
      });
      expect(errors.some((e) => e.includes(field))).to.equal(true);
    });
  }
});
