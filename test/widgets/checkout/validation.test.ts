import { expect } from "chai";
import { $addressFormError } from "../../../core/state/stores.ts";
import {
  checkoutBlock,
  errorOf,
  fillInvoice,
  focused,
  invoiceBlock,
  mountCheckout,
  nextFrame,
  seedCart,
  useCheckoutSetup,
  waitFor,
  type Queries,
} from "./setup.ts";
import { typeAndBlur } from "../../support/dom.ts";

type Block = ReturnType<typeof invoiceBlock>;

const textbox = (block: Block, label: string) => block.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const select = (block: Block, label: string) => block.getByRole("combobox", { name: new RegExp(`^${label}`) }) as HTMLSelectElement;

function choose(control: HTMLSelectElement, value: string): void {
  control.value = value;
  control.dispatchEvent(new Event("change", { bubbles: true }));
  control.dispatchEvent(new FocusEvent("blur"));
}

/** Types `value` into the field, leaves it, and gives back the message now shown at it. */
async function messageFor(block: Block, label: string, value: string): Promise<string> {
  const field = textbox(block, label);
  typeAndBlur(field, value);
  await nextFrame();
  return errorOf(field);
}

/** Every field marked invalid in the block: its label's start and the message it points at. */
function shownErrors(q: Queries): Record<string, string> {
  const root = q.getByRole("heading", { level: 2 }).getRootNode() as ShadowRoot;
  return Object.fromEntries([...root.querySelectorAll('[aria-invalid="true"]')].map((control) => [control.id, errorOf(control)]));
}

describe("<shop-checkout>: the validation messages of section 5", () => {
  useCheckoutSetup();
  beforeEach(() => seedCart());

  it("an empty address: required fields and the e-mail's own message, at the field, announced, the first one focused", async () => {
    const { el, q } = await mountCheckout();
    const first = textbox(invoiceBlock(q), "Vorname");
    // The live region is there before any message, so the message that comes is announced.
    const region = el.shadowRoot!.getElementById("invoice-firstName-error")!;
    expect(region.getAttribute("aria-live")).to.equal("polite");
    expect(region.textContent).to.equal("");
    expect(first.hasAttribute("aria-invalid")).to.equal(false);

    q.getByRole("button", { name: "Weiter" }).click();
    await waitFor(() => expect(focused(el)).to.equal("invoice-firstName"));
    expect(shownErrors(q)).to.deep.equal({
      "invoice-firstName": "Dieses Feld ist ein Pflichtfeld",
      "invoice-lastName": "Dieses Feld ist ein Pflichtfeld",
      "invoice-email": "Bitte geben Sie Ihre E-Mail-Adresse an",
      "invoice-street": "Dieses Feld ist ein Pflichtfeld",
      "invoice-postcode": "Dieses Feld ist ein Pflichtfeld",
      "invoice-city": "Dieses Feld ist ein Pflichtfeld",
    });
    expect(first.getAttribute("aria-describedby")).to.equal("invoice-firstName-error");
    expect(region.textContent).to.equal("Dieses Feld ist ein Pflichtfeld");
    expect($addressFormError.get()).to.equal(true);
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Adresse");
  });

  it("a field shows its error once it was left, not before", async () => {
    const { q } = await mountCheckout();
    const block = invoiceBlock(q);
    const phone = textbox(block, "Telefon");
    phone.focus();
    phone.value = "abc";
    phone.dispatchEvent(new Event("input", { bubbles: true }));
    await nextFrame();
    expect(phone.hasAttribute("aria-invalid")).to.equal(false, "not while typing");
    phone.blur();
    await nextFrame();
    expect(phone.getAttribute("aria-invalid")).to.equal("true");
  });

  it("invalid phone, city, address, name, e-mail and address addition", async () => {
    const { q } = await mountCheckout();
    const block = invoiceBlock(q);
    expect(await messageFor(block, "Telefon", "0171-abc")).to.equal("Bitte geben Sie eine gültige Telefonnummer an");
    expect(await messageFor(block, "Telefon", "12")).to.equal("Bitte geben Sie eine gültige Telefonnummer an", "too few digits");
    expect(await messageFor(block, "Telefon", "+49 (30) 123 456")).to.equal("");
    expect(await messageFor(block, "Ort", "10115")).to.equal("Bitte geben Sie einen gültigen Ort an");
    expect(await messageFor(block, "Ort", "Frankfurt (Oder)")).to.equal("");
    expect(await messageFor(block, "Straße und Hausnummer", "12")).to.equal("Bitte geben Sie eine gültige Adresse an");
    expect(await messageFor(block, "Straße und Hausnummer", "Archivstraße 1")).to.equal("");
    expect(await messageFor(block, "Vorname", "A")).to.equal("Bitte geben Sie einen gültigen Namen an");
    expect(await messageFor(block, "Nachname", "Muster3")).to.equal("Bitte geben Sie einen gültigen Namen an");
    expect(await messageFor(block, "Nachname", "O’Neill-Weiß")).to.equal("");
    expect(await messageFor(block, "E-Mail", "anna@example")).to.equal("Bitte geben Sie eine gültige E-Mail-Adresse an");
    expect(await messageFor(block, "E-Mail", "")).to.equal("Bitte geben Sie Ihre E-Mail-Adresse an");
    expect(await messageFor(block, "Adresszusatz", "<Hinterhaus>")).to.equal("Bitte überprüfen Sie Ihre Eingabe");
    expect(await messageFor(block, "Adresszusatz", "")).to.equal("", "optional");
  });

  it("the postcode follows the chosen country: five digits for Germany, four for Austria", async () => {
    const { q } = await mountCheckout();
    const block = invoiceBlock(q);
    expect(select(block, "Land").value).to.equal("DE", "the visitor's country first");
    expect(await messageFor(block, "Postleitzahl", "1010")).to.equal("Bitte geben Sie eine gültige Postleitzahl für das gewählte Land an");
    choose(select(block, "Land"), "AT");
    await nextFrame();
    expect(errorOf(textbox(block, "Postleitzahl"))).to.equal("", "1010 is Vienna");
    expect(await messageFor(block, "Postleitzahl", "10115")).to.equal("Bitte geben Sie eine gültige Postleitzahl für das gewählte Land an");
    choose(select(block, "Land"), "DE");
    await nextFrame();
    expect(errorOf(textbox(block, "Postleitzahl"))).to.equal("", "10115 is Berlin");
    expect(await messageFor(block, "Postleitzahl", "00123")).to.equal("Bitte geben Sie eine gültige Postleitzahl für das gewählte Land an");
    choose(select(block, "Land"), "FR");
    expect(await messageFor(block, "Postleitzahl", "75001")).to.equal("");
    choose(select(block, "Land"), "GB");
    expect(await messageFor(block, "Postleitzahl", "sw1a 1aa")).to.equal("");
    expect(await messageFor(block, "Postleitzahl", "SW1A")).to.equal("Bitte geben Sie eine gültige Postleitzahl für das gewählte Land an");
  });

  it("a company customer: company name, legal form ('sie' as the specification writes it) and VAT ID", async () => {
    const { el, q } = await mountCheckout();
    await fillInvoice(q);
    const block = invoiceBlock(q);
    (block.getByRole("radio", { name: "Geschäftskunde" }) as HTMLInputElement).click();
    await nextFrame();
    q.getByRole("button", { name: "Weiter" }).click();
    await waitFor(() => expect(focused(el)).to.equal("invoice-companyName"));
    expect(shownErrors(q)).to.deep.equal({
      "invoice-companyName": "Dieses Feld ist ein Pflichtfeld",
      "invoice-legalForm": "Bitte geben sie eine gültige Rechtsform an",
    });
    expect(await messageFor(block, "USt-IdNr.", "DE 123456789")).to.equal(
      "Die USt-IdNr. darf nur Buchstaben und Ziffern enthalten und höchstens 14 Zeichen lang sein",
    );
    expect(await messageFor(block, "USt-IdNr.", "DE1234567890123")).to.equal(
      "Die USt-IdNr. darf nur Buchstaben und Ziffern enthalten und höchstens 14 Zeichen lang sein",
      "15 characters",
    );
    expect(await messageFor(block, "USt-IdNr.", "DE123456789012")).to.equal("", "14 characters");
    expect(await messageFor(block, "Firma", "x".repeat(101))).to.equal("Bitte überprüfen Sie Ihre Eingabe");
    typeAndBlur(textbox(block, "Firma"), "Stadtarchiv");
    choose(select(block, "Rechtsform"), "GmbH");
    await nextFrame();
    expect(shownErrors(q)).to.deep.equal({});
  });

  it("the different delivery address is checked too, and its first error gets focus", async () => {
    const { el, q } = await mountCheckout();
    await fillInvoice(q);
    (q.getByRole("checkbox", { name: "Abweichende Lieferadresse" }) as HTMLInputElement).click();
    await nextFrame();
    q.getByRole("button", { name: "Weiter" }).click();
    await waitFor(() => expect(focused(el)).to.equal("delivery-firstName"));
    expect(Object.keys(shownErrors(q))).to.deep.equal([
      "delivery-firstName",
      "delivery-lastName",
      "delivery-street",
      "delivery-postcode",
      "delivery-city",
    ]);
  });

  for (const [language, texts] of [
    [
      "en",
      {
        required: "This field is required",
        email: "Please enter your email address",
        postcode: "Please enter a valid postcode for the selected country",
        legalForm: "Please choose a valid legal form",
        vatId: "The VAT ID may contain only letters and digits and be at most 14 characters long",
        phone: "Please enter a valid phone number",
        check: "Please check your entry",
      },
    ],
    [
      "fr",
      {
        required: "Ce champ est obligatoire",
        email: "Veuillez indiquer votre adresse e-mail",
        postcode: "Veuillez indiquer un code postal valide pour le pays choisi",
        legalForm: "Veuillez indiquer une forme juridique valide",
        vatId: "Le numéro de TVA ne peut contenir que des lettres et des chiffres, 14 caractères au maximum",
        phone: "Veuillez indiquer un numéro de téléphone valide",
        check: "Veuillez vérifier votre saisie",
      },
    ],
  ] as const) {
    it(`the messages in ${language}`, async () => {
      const { el, q } = await mountCheckout(checkoutBlock({ language }));
      const block = invoiceBlock(q);
      (block.getAllByRole("radio")[1] as HTMLInputElement).click();
      await nextFrame();
      q.getAllByRole("button").at(-1)!.click();
      await waitFor(() => expect(focused(el)).to.equal("invoice-companyName"));
      const errors = shownErrors(q);
      expect(errors["invoice-companyName"]).to.equal(texts.required);
      expect(errors["invoice-legalForm"]).to.equal(texts.legalForm);
      expect(errors["invoice-email"]).to.equal(texts.email);
      const set = (id: string, value: string) => typeAndBlur(el.shadowRoot!.getElementById(id) as HTMLInputElement, value);
      set("invoice-postcode", "1");
      set("invoice-vatId", "DE-1");
      set("invoice-phone", "x");
      set("invoice-addition", "<>");
      await nextFrame();
      const after = shownErrors(q);
      expect([after["invoice-postcode"], after["invoice-vatId"], after["invoice-phone"], after["invoice-addition"]]).to.deep.equal([
        texts.postcode,
        texts.vatId,
        texts.phone,
        texts.check,
      ]);
    });
  }
});
