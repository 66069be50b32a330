import { expect } from "chai";
import { sessionAtom } from "../../../core/state/stored-atom.ts";
import { $checkoutDraft, DraftSchema, emptyDraft } from "../../../widgets/checkout/draft.ts";
import { typeAndBlur } from "../../support/dom.ts";
import {
  atStep,
  cardFrame,
  fillInvoice,
  invoiceBlock,
  mountCheckout,
  next,
  nextFrame,
  placeOrder,
  toOverview,
  waitForThankYou,
  seedCart,
  typeCard,
  useCheckoutSetup,
  waitFor,
  type Queries,
} from "./setup.ts";

const value = (q: Queries, id: string) =>
  ((q.getByRole("heading", { level: 2 }).getRootNode() as ShadowRoot).getElementById(id) as HTMLInputElement).value;
const checked = (q: Queries, name: string) => (q.getByRole("radio", { name }) as HTMLInputElement).checked;
const ticked = (q: Queries, name: RegExp) => (q.getByRole("checkbox", { name }) as HTMLInputElement).checked;

/** A company customer with a different delivery address, delivery by forwarder, card, a note and the terms. */
async function fillEverything(q: Queries): Promise<void> {
  const invoice = invoiceBlock(q);
  (invoice.getByRole("radio", { name: "Geschäftskunde" }) as HTMLInputElement).click();
  await nextFrame();
  await fillInvoice(q, {
    Firma: "Stadtarchiv",
    "USt-IdNr.": "DE123456789",
    Vorname: "Anna",
    Nachname: "Muster",
    "E-Mail": "anna@example.org",
    Telefon: "+49 30 1234567",
    "Straße und Hausnummer": "Archivstraße 1",
    Adresszusatz: "Haus B",
    Postleitzahl: "10115",
    Ort: "Berlin",
  });
  const legal = invoice.getByRole("combobox", { name: /^Rechtsform/ }) as HTMLSelectElement;
  legal.value = "GmbH";
  legal.dispatchEvent(new Event("change", { bubbles: true }));
  (q.getByRole("checkbox", { name: "Abweichende Lieferadresse" }) as HTMLInputElement).click();
  await nextFrame();
  for (const [id, text] of Object.entries({
    "delivery-firstName": "Ben",
    "delivery-lastName": "Lager",
    "delivery-street": "Lagerweg 2",
    "delivery-postcode": "1010",
    "delivery-city": "Wien",
  }))
    typeAndBlur(root(q).getElementById(id) as HTMLInputElement, text);
  const country = root(q).getElementById("delivery-country") as HTMLSelectElement;
  country.value = "AT";
  country.dispatchEvent(new Event("change", { bubbles: true }));
  await nextFrame();
  // On at once, before the fees for the forwarder have loaded; then on once they are in (the order's
  // total holds the forwarder's fee: a total without it is refused as changed).
  (q.getByRole("radio", { name: "Spedition" }) as HTMLInputElement).click();
  await nextFrame();
  await waitFor(() => expect(root(q).querySelector('.fee[aria-busy="true"]'), "the forwarder's fee").to.equal(null), { timeout: 4000 });
  await next(q, "Zahlungsart");
  (q.getByRole("radio", { name: "Kreditkarte" }) as HTMLInputElement).click();
  await nextFrame();
  await next(q, "Übersicht");
  const note = q.getByRole("textbox", { name: "Anmerkung zur Bestellung" }) as HTMLTextAreaElement;
  note.value = "Bitte an Tor 3 liefern";
  note.dispatchEvent(new Event("input", { bubbles: true }));
  (q.getByRole("checkbox", { name: /AGB/ }) as HTMLInputElement).click();
  await nextFrame();
}

const root = (q: Queries) => q.getByRole("heading", { level: 2 }).getRootNode() as ShadowRoot;

/** Everything of fillEverything is shown again, step by step from the address. */
async function expectEverything(q: Queries): Promise<void> {
  expect(checked(q, "Geschäftskunde")).to.equal(true);
  expect(
    ["invoice-companyName", "invoice-legalForm", "invoice-vatId", "invoice-phone", "invoice-addition", "invoice-postcode"].map((id) =>
      value(q, id),
    ),
  ).to.deep.equal(["Stadtarchiv", "GmbH", "DE123456789", "+49 30 1234567", "Haus B", "10115"]);
  expect(ticked(q, /^Abweichende Lieferadresse/)).to.equal(true);
  expect(["delivery-firstName", "delivery-city", "delivery-country"].map((id) => value(q, id))).to.deep.equal(["Ben", "Wien", "AT"]);
  expect(checked(q, "Spedition")).to.equal(true);
  await next(q, "Zahlungsart");
  expect(checked(q, "Kreditkarte")).to.equal(true);
  await next(q, "Übersicht");
  expect((q.getByRole("textbox", { name: "Anmerkung zur Bestellung" }) as HTMLTextAreaElement).value).to.equal("Bitte an Tor 3 liefern");
  expect([ticked(q, /AGB/), ticked(q, /Datenschutzerklärung/)]).to.deep.equal([true, false]);
}

describe("<shop-checkout>: nothing typed is lost", () => {
  useCheckoutSetup();
  beforeEach(() => seedCart());

  it("going back (step list and 'Zurück') and forth again keeps every step's input", async () => {
    const { q } = await mountCheckout();
    await fillEverything(q);
    await next(q, "Zahlungsart", "Zurück");
    await next(q, "Adresse", "Zurück");
    expect(checked(q, "Spedition")).to.equal(true);
    await next(q, "Zahlungsart");
    await next(q, "Adresse", "Adresse");
    await expectEverything(q);
  });

  it("a reload (unmount, mount again over the session's storage) keeps the current step and every input", async () => {
    const first = await mountCheckout();
    await fillEverything(first.q);
    first.el.remove();
    // What a reload reads: the draft in session storage, as the store has it.
    expect(JSON.parse(sessionStorage.getItem("shop:checkout")!)).to.deep.equal($checkoutDraft.get());
    const { q } = await mountCheckout();
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Übersicht");
    expect((q.getByRole("textbox", { name: "Anmerkung zur Bestellung" }) as HTMLTextAreaElement).value).to.equal("Bitte an Tor 3 liefern");
    await next(q, "Adresse", "Adresse");
    await expectEverything(q);
  });

  it("card details never reach the page or its storage; after a reload the payment step has the same order and fresh card fields", async () => {
    const first = await mountCheckout();
    await fillEverything(first.q);
    (first.q.getByRole("checkbox", { name: /Datenschutzerklärung/ }) as HTMLInputElement).click();
    await nextFrame();
    first.q.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await atStep(first.q, "Bezahlung");
    const placed = first.q.getByRole("status").textContent;
    await typeCard(first.el, { holder: "Kara Kartenhalterin", number: "4242 4242 4242 4242", expiry: "11/31", cvc: "9876" });
    const stored = [sessionStorage, localStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`))
      .join("\n");
    for (const secret of ["Kartenhalterin", "4242", "11/31", "9876"]) {
      expect(stored).not.to.contain(secret);
      expect(first.el.shadowRoot!.innerHTML).not.to.contain(secret);
    }
    first.el.remove();

    const { el, q } = await mountCheckout();
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Bezahlung");
    expect(q.getByRole("status").textContent).to.equal(placed, "the same order, not a new one");
    expect((await cardFrame(el)).title).to.equal("Kreditkartendaten", "fresh card fields");
  });

  it("what was typed is cleared from the session's storage once the order is placed", async () => {
    const { el, q } = await mountCheckout();
    await toOverview(q, "Rechnung");
    const note = q.getByRole("textbox", { name: "Anmerkung zur Bestellung" }) as HTMLTextAreaElement;
    note.value = "Bitte an Tor 3 liefern";
    note.dispatchEvent(new Event("input", { bubbles: true }));
    expect(sessionStorage.getItem("shop:checkout")).to.contain("Archivstraße 1");
    await placeOrder(q);
    await waitForThankYou(el);
    const stored = sessionStorage.getItem("shop:checkout") ?? "";
    for (const typed of ["Anna", "Archivstraße 1", "anna@example.org", "Tor 3", `"paymentMethod":"invoice"`, "parcel-service"])
      expect(stored).not.to.contain(typed);
    expect($checkoutDraft.get()).to.deep.equal(emptyDraft());
  });

  it("a stored draft is read field by field: one missing or foreign field falls back, the rest of what was typed stays", async () => {
    const first = await mountCheckout();
    await fillInvoice(first.q);
    first.el.remove();
    const stored = JSON.parse(sessionStorage.getItem("shop:checkout")!);
    // What another version (or a hand edit) may leave: an unknown payment method, a number for a text, a field gone.
    stored.paymentMethod = "sepa";
    stored.invoice.phone = 491234;
    delete stored.note;
    sessionStorage.setItem("shop:checkout", JSON.stringify(stored));
    const read = sessionAtom("checkout", DraftSchema, emptyDraft()).get();
    expect([read.invoice.firstName, read.invoice.street, read.invoice.postcode]).to.deep.equal(["Anna", "Archivstraße 1", "10115"]);
    expect([read.paymentMethod, read.invoice.phone, read.note]).to.deep.equal([null, "", ""]);
    sessionStorage.setItem("shop:checkout", "{broken");
    expect(sessionAtom("checkout", DraftSchema, emptyDraft()).get()).to.deep.equal(emptyDraft());
  });

  it("a draft left on the former delivery step (before the lighter checkout) opens the address step, which holds the delivery type, and keeps what was typed", async () => {
    sessionStorage.setItem("shop:checkout", JSON.stringify({ ...emptyDraft("DE"), step: "delivery", deliveryType: "freight-forwarder" }));
    const read = sessionAtom("checkout", DraftSchema, emptyDraft()).get();
    expect([read.step, read.deliveryType]).to.deep.equal(["address", "freight-forwarder"]);
  });
});
