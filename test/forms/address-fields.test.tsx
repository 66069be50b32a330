import { waitFor, within } from "@testing-library/dom";
import { I18nProvider } from "@lingui/react";
import { expect } from "chai";
import { render } from "preact";
import { useEffect, useRef, useState } from "react";
import { emptyAddressForm, type AddressOptions, type CustomerType } from "../../core/address/validation.ts";
import type { Lang } from "../../core/element/data-block.ts";
import baseCss from "../../core/element/base.css";
import { AddressFields } from "../../core/address-forms/AddressFields.tsx";
import { Checkbox } from "../../core/forms/Checkbox.tsx";
import { focusFirstInvalid } from "../../core/forms/focus-first-invalid.ts";
import { useAddressForm } from "../../core/address-forms/use-address-form.ts";
import { addressFormsKit } from "../../core/address-forms/kit.ts";
import { formsKit } from "../../core/forms/kit.ts";
import { loadI18n } from "../../core/element/i18n.ts";
import { axeViolations } from "../support/axe.ts";
import { typeAndBlur } from "../support/dom.ts";

// Loaded as an element with the forms and address kits loads them (here with no catalog of its own).
const catalogs = [formsKit.catalog, addressFormsKit.catalog];

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + formsKit.css + addressFormsKit.css);

interface HarnessProps {
  customerType: CustomerType;
  invoiceOptions: AddressOptions;
}

/** A checkout-like form: invoice and delivery blocks in one shadow root, a required confirmation. */
function Harness({ customerType, invoiceOptions }: HarnessProps) {
  const invoice = useAddressForm(() => ({ ...emptyAddressForm("DE"), customerType }), invoiceOptions);
  const delivery = useAddressForm(() => emptyAddressForm("DE"), { variant: "recipient" });
  const [confirmed, setConfirmed] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempts) focusFirstInvalid(formRef.current!);
  }, [attempts]);
  const send = () => {
    invoice.submit();
    delivery.submit();
    setAttempts((n) => n + 1);
  };
  return (
    <form ref={formRef} noValidate>
      <AddressFields
        prefix="invoice"
        legend="Rechnungsadresse"
        value={invoice.form}
        onChange={invoice.setField}
        onBlur={invoice.touch}
        errors={invoice.shownErrors}
        options={invoiceOptions}
      />
      <AddressFields
        prefix="delivery"
        legend="Lieferadresse"
        value={delivery.form}
        onChange={delivery.setField}
        onBlur={delivery.touch}
        errors={delivery.shownErrors}
        options={{ variant: "recipient" }}
      />
      <Checkbox
        id="terms"
        label="AGB gelesen"
        checked={confirmed}
        onChange={setConfirmed}
        required
        error={attempts && !confirmed ? "required" : null}
      />
      <button type="button" onClick={send}>
        Absenden
      </button>
    </form>
  );
}

const hosts: HTMLElement[] = [];

async function renderForm(lang: Lang = "de", props: Partial<HarnessProps> = {}) {
  const i18n = await loadI18n(lang, catalogs);
  const host = document.querySelector("main")!.appendChild(document.createElement("div"));
  host.lang = lang;
  hosts.push(host);
  const root = host.attachShadow({ mode: "open" });
  root.adoptedStyleSheets = [sheet];
  render(
    <I18nProvider i18n={i18n}>
      <Harness customerType={props.customerType ?? "private"} invoiceOptions={props.invoiceOptions ?? {}} />
    </I18nProvider>,
    root,
  );
  const q = within(root as unknown as HTMLElement);
  const block = (name: string) => within(q.getByRole("group", { name }));
  return { host, root, q, invoice: block("Rechnungsadresse"), delivery: block("Lieferadresse") };
}

const field = (scope: ReturnType<typeof within>, name: string) => scope.getByRole("textbox", { name }) as HTMLInputElement;
const select = (scope: ReturnType<typeof within>, name: string) => scope.getByRole("combobox", { name }) as HTMLSelectElement;

function choose(el: HTMLSelectElement, value: string): void {
  el.value = value;
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The text of the error tied to a control (its aria-describedby), or null. */
function errorOf(control: Element): string | null {
  const id = control.getAttribute("aria-describedby");
  return id ? ((control.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

function fillInvoice(invoice: ReturnType<typeof within>): void {
  typeAndBlur(field(invoice, "Vorname"), "Anna");
  typeAndBlur(field(invoice, "Nachname"), "Schmidt");
  typeAndBlur(field(invoice, "E-Mail"), "anna@example.de");
  typeAndBlur(field(invoice, "Straße und Hausnummer"), "Archivstraße 12");
  typeAndBlur(field(invoice, "Postleitzahl"), "10115");
  typeAndBlur(field(invoice, "Ort"), "Berlin");
}

describe("AddressFields", () => {
  afterEach(() => {
    for (const host of hosts.splice(0)) {
      render(null, host.shadowRoot!);
      host.remove();
    }
  });

  it("an error shows at a field once it was left, tied by aria-describedby and aria-invalid, in a live region that was there before", async () => {
    const { root, invoice } = await renderForm();
    const firstName = field(invoice, "Vorname");
    const region = root.getElementById("invoice-firstName-error")!;
    expect(region.getAttribute("aria-live")).to.equal("polite");
    expect(region.textContent).to.equal("");
    expect(firstName.hasAttribute("aria-invalid")).to.equal(false);
    expect(firstName.hasAttribute("aria-describedby")).to.equal(false);

    typeAndBlur(firstName, "A");
    await waitFor(() => expect(firstName.getAttribute("aria-invalid")).to.equal("true"));
    expect(firstName.getAttribute("aria-describedby")).to.equal("invoice-firstName-error");
    expect(root.getElementById("invoice-firstName-error")).to.equal(region);
    expect(region.textContent).to.equal("Bitte geben Sie einen gültigen Namen an");
    // Fields not yet left stay quiet.
    expect(field(invoice, "Nachname").hasAttribute("aria-invalid")).to.equal(false);

    typeAndBlur(firstName, "Anna");
    await waitFor(() => expect(firstName.hasAttribute("aria-invalid")).to.equal(false));
    expect(firstName.hasAttribute("aria-describedby")).to.equal(false);
    expect(region.textContent).to.equal("");
  });

  it("a submit attempt shows every error and focuses the first invalid control, in document order", async () => {
    const { root, q, invoice, delivery } = await renderForm();
    q.getByRole("button", { name: "Absenden" }).click();
    await waitFor(() => expect(root.activeElement).to.equal(field(invoice, "Vorname")));
    expect(errorOf(field(invoice, "Vorname"))).to.equal("Dieses Feld ist ein Pflichtfeld");
    expect(errorOf(field(invoice, "E-Mail"))).to.equal("Bitte geben Sie Ihre E-Mail-Adresse an");
    expect(errorOf(field(delivery, "Nachname"))).to.equal("Dieses Feld ist ein Pflichtfeld");
    expect(errorOf(field(invoice, "Adresszusatz"))).to.equal(null);
    expect(errorOf(q.getByRole("checkbox", { name: "AGB gelesen" }))).to.equal("Dieses Feld ist ein Pflichtfeld");

    fillInvoice(invoice);
    typeAndBlur(field(invoice, "Telefon"), "12");
    q.getByRole("button", { name: "Absenden" }).click();
    await waitFor(() => expect(root.activeElement).to.equal(field(invoice, "Telefon")));
    expect(errorOf(field(invoice, "Telefon"))).to.equal("Bitte geben Sie eine gültige Telefonnummer an");

    typeAndBlur(field(invoice, "Telefon"), "+49 30 1234567");
    q.getByRole("button", { name: "Absenden" }).click();
    await waitFor(() => expect(root.activeElement).to.equal(field(delivery, "Vorname")));

    typeAndBlur(field(delivery, "Vorname"), "Marie");
    typeAndBlur(field(delivery, "Nachname"), "Curie");
    typeAndBlur(field(delivery, "Straße und Hausnummer"), "Hauptstraße 1");
    typeAndBlur(field(delivery, "Postleitzahl"), "80331");
    typeAndBlur(field(delivery, "Ort"), "München");
    q.getByRole("button", { name: "Absenden" }).click();
    await waitFor(() => expect(root.activeElement).to.equal(q.getByRole("checkbox", { name: "AGB gelesen" })));
  });

  it("companies are asked for company name, legal form and VAT ID; the legal-form message as the specification words it", async () => {
    const { root, q, invoice } = await renderForm("de", { invoiceOptions: { vatIdRequired: true } });
    expect(invoice.queryByRole("textbox", { name: "Firma" })).to.equal(null);
    invoice.getByRole("radio", { name: "Geschäftskunde" }).click();
    const company = await waitFor(() => field(invoice, "Firma"));
    q.getByRole("button", { name: "Absenden" }).click();
    await waitFor(() => expect(root.activeElement).to.equal(company));
    expect(errorOf(company)).to.equal("Dieses Feld ist ein Pflichtfeld");
    expect(errorOf(select(invoice, "Rechtsform"))).to.equal("Bitte geben sie eine gültige Rechtsform an");
    expect(errorOf(field(invoice, "USt-IdNr."))).to.equal("Dieses Feld ist ein Pflichtfeld");

    choose(select(invoice, "Rechtsform"), "GmbH");
    typeAndBlur(field(invoice, "USt-IdNr."), "DE 123456789");
    await waitFor(() => expect(errorOf(select(invoice, "Rechtsform"))).to.equal(null));
    expect(errorOf(field(invoice, "USt-IdNr."))).to.equal(
      "Die USt-IdNr. darf nur Buchstaben und Ziffern enthalten und höchstens 14 Zeichen lang sein",
    );
    expect([...select(invoice, "Rechtsform").options].map((o) => o.textContent)).to.include.members([
      "GmbH",
      "SARL",
      "Ltd",
      "Behörde / öffentliche Einrichtung",
    ]);
  });

  it("the postcode error and the postcode's required mark follow the selected country", async () => {
    const { invoice } = await renderForm();
    const postcode = field(invoice, "Postleitzahl");
    const country = select(invoice, "Land");
    typeAndBlur(postcode, "1010");
    await waitFor(() => expect(errorOf(postcode)).to.equal("Bitte geben Sie eine gültige Postleitzahl für das gewählte Land an"));
    choose(country, "AT");
    await waitFor(() => expect(errorOf(postcode)).to.equal(null));
    choose(country, "GB");
    await waitFor(() => expect(errorOf(postcode)).to.not.equal(null));
    typeAndBlur(postcode, "sw1a 1aa");
    await waitFor(() => expect(errorOf(postcode)).to.equal(null));

    expect(postcode.getAttribute("aria-required")).to.equal("true");
    typeAndBlur(postcode, "");
    choose(country, "HK");
    await waitFor(() => expect(postcode.hasAttribute("aria-required")).to.equal(false));
    expect(errorOf(postcode)).to.equal(null);
  });

  it("required fields are marked with a visible * and aria-required; optional ones with neither", async () => {
    const { root, invoice } = await renderForm();
    const label = (id: string) => root.querySelector(`label[for="${id}"]`)!;
    expect(field(invoice, "Vorname").getAttribute("aria-required")).to.equal("true");
    expect(label("invoice-firstName").textContent).to.equal("Vorname *");
    expect(label("invoice-firstName").querySelector(".required-mark")!.getAttribute("aria-hidden")).to.equal("true");
    expect(select(invoice, "Land").getAttribute("aria-required")).to.equal("true");
    expect(invoice.getByRole("radiogroup", { name: "Kundentyp" }).getAttribute("aria-required")).to.equal("true");
    for (const name of ["Adresszusatz", "Telefon"]) {
      expect(field(invoice, name).hasAttribute("aria-required"), name).to.equal(false);
      expect(label(field(invoice, name).id).textContent).to.equal(name);
    }
  });

  const names: Record<Lang, { invoice: string[]; delivery: string[]; group: string; required: string; country: string }> = {
    de: {
      invoice: [
        "Firma",
        "USt-IdNr.",
        "Vorname",
        "Nachname",
        "E-Mail",
        "Telefon",
        "Straße und Hausnummer",
        "Adresszusatz",
        "Postleitzahl",
        "Ort",
      ],
      delivery: ["Firma", "Vorname", "Nachname", "Straße und Hausnummer", "Adresszusatz", "Postleitzahl", "Ort", "Telefon"],
      group: "Kundentyp",
      required: "Dieses Feld ist ein Pflichtfeld",
      country: "Deutschland",
    },
    en: {
      invoice: [
        "Company",
        "VAT ID",
        "First name",
        "Last name",
        "Email",
        "Phone",
        "Street and number",
        "Additional address line",
        "Postcode",
        "Town or city",
      ],
      delivery: ["Company", "First name", "Last name", "Street and number", "Additional address line", "Postcode", "Town or city", "Phone"],
      group: "Customer type",
      required: "This field is required",
      country: "Germany",
    },
    fr: {
      invoice: [
        "Société",
        "N° de TVA intracommunautaire",
        "Prénom",
        "Nom",
        "E-mail",
        "Téléphone",
        "Numéro et rue",
        "Complément d’adresse",
        "Code postal",
        "Ville",
      ],
      delivery: ["Société", "Prénom", "Nom", "Numéro et rue", "Complément d’adresse", "Code postal", "Ville", "Téléphone"],
      group: "Type de client",
      required: "Ce champ est obligatoire",
      country: "Allemagne",
    },
  };
  const selects: Record<Lang, string[]> = { de: ["Rechtsform", "Land"], en: ["Legal form", "Country"], fr: ["Forme juridique", "Pays"] };
  const radios: Record<Lang, string[]> = {
    de: ["Privatkunde", "Geschäftskunde"],
    en: ["Private customer", "Business customer"],
    fr: ["Particulier", "Professionnel"],
  };

  for (const lang of ["de", "en", "fr"] as const) {
    it(`every control has an accessible name, and errors read, in ${lang}`, async () => {
      const { root, q, invoice, delivery } = await renderForm(lang, { customerType: "company" });
      const named = new Set<Element>();
      for (const name of names[lang].invoice) named.add(field(invoice, name));
      for (const name of names[lang].delivery) named.add(field(delivery, name));
      for (const name of selects[lang]) named.add(select(invoice, name));
      named.add(select(delivery, selects[lang][1]!));
      for (const name of radios[lang]) named.add(invoice.getByRole("radio", { name }));
      named.add(q.getByRole("checkbox", { name: "AGB gelesen" }));
      expect(invoice.getByRole("radiogroup", { name: names[lang].group })).to.exist;
      expect([...root.querySelectorAll("input, select")].filter((c) => !named.has(c))).to.deep.equal([]);

      const country = select(invoice, selects[lang][1]!);
      expect(country.selectedOptions[0]!.textContent).to.equal(names[lang].country);
      q.getByRole("button", { name: "Absenden" }).click();
      await waitFor(() => expect(errorOf(field(invoice, names[lang].invoice[2]!))).to.equal(names[lang].required));
    });
  }

  it("ids and names are unique across the invoice and delivery blocks; autocomplete names section and purpose", async () => {
    const { root, invoice, delivery } = await renderForm("de", { customerType: "company" });
    const ids = [...root.querySelectorAll("[id]")].map((el) => el.id);
    expect(new Set(ids).size).to.equal(ids.length);
    const controlNames = [...root.querySelectorAll<HTMLInputElement>("input:not([type=radio]), select")].map((el) => el.name);
    expect(new Set(controlNames).size).to.equal(controlNames.length);

    expect(field(invoice, "Vorname").autocomplete).to.equal("section-invoice billing given-name");
    expect(field(delivery, "Vorname").autocomplete).to.equal("section-delivery shipping given-name");
    expect(field(invoice, "Firma").autocomplete).to.equal("section-invoice billing organization");
    expect(field(invoice, "E-Mail").autocomplete).to.equal("section-invoice billing email");
    expect(field(invoice, "E-Mail").type).to.equal("email");
    expect(field(invoice, "Telefon").autocomplete).to.equal("section-invoice billing tel");
    expect(field(invoice, "Telefon").type).to.equal("tel");
    expect(field(delivery, "Straße und Hausnummer").autocomplete).to.equal("section-delivery shipping address-line1");
    expect(field(delivery, "Adresszusatz").autocomplete).to.equal("section-delivery shipping address-line2");
    expect(field(delivery, "Postleitzahl").autocomplete).to.equal("section-delivery shipping postal-code");
    expect(field(delivery, "Ort").autocomplete).to.equal("section-delivery shipping address-level2");
    expect(select(delivery, "Land").autocomplete).to.equal("section-delivery shipping country");
  });

  it("the country list can be limited to the countries allowed", async () => {
    const { invoice } = await renderForm("de", { invoiceOptions: { countries: ["DE", "AT", "FR", "MC"] } });
    const options = [...select(invoice, "Land").options].map((o) => o.textContent);
    expect(options).to.deep.equal(["Bitte wählen", "Deutschland", "Frankreich", "Monaco", "Österreich"]);
  });

  it("axe-core finds no violations, before and after a submit with errors, for private and company customers", async () => {
    const { host, q } = await renderForm("de", { customerType: "company" });
    expect(await axeViolations(host)).to.deep.equal([]);
    q.getByRole("button", { name: "Absenden" }).click();
    await waitFor(() => expect(host.shadowRoot!.querySelectorAll('[aria-invalid="true"]').length).to.be.greaterThan(5));
    expect(await axeViolations(host)).to.deep.equal([]);
    const other = await renderForm("fr");
    expect(await axeViolations(other.host)).to.deep.equal([]);
  });
});

describe("focusFirstInvalid", () => {
  function dom(html: string): HTMLElement {
    const div = document.createElement("div");
    div.innerHTML = html;
    document.body.append(div);
    return div;
  }

  it("focuses the first control marked invalid in document order, not the first one marked", () => {
    const root = dom(`<input id="a"><select id="b" aria-invalid="true"><option>x</option></select><input id="c" aria-invalid="true">`);
    expect(focusFirstInvalid(root)).to.equal(true);
    expect(document.activeElement?.id).to.equal("b");
    root.remove();
  });

  it("a marked group gives focus to its chosen radio, else to its first control", () => {
    const root = dom(
      `<fieldset role="radiogroup" aria-invalid="true"><legend>T</legend><input type="radio" name="r" id="r1"><input type="radio" name="r" id="r2" checked></fieldset>`,
    );
    focusFirstInvalid(root);
    expect(document.activeElement?.id).to.equal("r2");
    (root.querySelector("#r2") as HTMLInputElement).checked = false;
    focusFirstInvalid(root);
    expect(document.activeElement?.id).to.equal("r1");
    root.remove();
  });

  it("finds controls inside a shadow root, and reports false when nothing is invalid", () => {
    const host = document.body.appendChild(document.createElement("div"));
    const shadow = host.attachShadow({ mode: "open" });
    shadow.innerHTML = `<input id="ok"><input id="bad" aria-invalid="true">`;
    expect(focusFirstInvalid(shadow)).to.equal(true);
    expect(shadow.activeElement?.id).to.equal("bad");
    shadow.getElementById("bad")!.removeAttribute("aria-invalid");
    expect(focusFirstInvalid(shadow)).to.equal(false);
    host.remove();
  });
});
