import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { fetchDeal } from "../../../core/api/deal.ts";
import { DEAL_ENDPOINTS, resolveCreateDeal } from "../../../demo/mocks/handlers-deal.ts";
import { mockState } from "../../../demo/mocks/handlers.ts";
import { problem } from "../../../demo/mocks/http-helpers.ts";
import { typeAndBlur } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import {
  atStep,
  checkoutBlock,
  confirmTerms,
  fillInvoice,
  invoiceBlock,
  mountCheckout,
  next,
  nextFrame,
  recordCalls,
  seedCart,
  thankYouDeal,
  toOverview,
  useCheckoutSetup,
  visited,
  waitFor,
  waitForThankYou,
  type Queries,
} from "./setup.ts";

const ORDER = "Zahlungspflichtig bestellen";

/** The amount of a money cell as the API's decimal ("1.234,56 €" → 1234.56). */
const decimal = (text: string | null | undefined) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."));

/** Fails the deal request the way `how` says until `recover()` is called; then the fake answers. */
function failDeals(how: "server" | "network") {
  let failing = true;
  useHandlers(
    http.post(DEAL_ENDPOINTS.create, () =>
      failing ? (how === "server" ? problem(500, "Internal server error") : HttpResponse.error()) : undefined,
    ),
  );
  return { recover: () => void (failing = false) };
}

async function typeNote(q: Queries, text: string): Promise<void> {
  const note = q.getByRole("textbox", { name: "Anmerkung zur Bestellung" }) as HTMLTextAreaElement;
  note.value = text;
  note.dispatchEvent(new Event("input", { bubbles: true }));
  await nextFrame();
}

describe("<shop-checkout>: placing the order", () => {
  useCheckoutSetup();
  beforeEach(() =>
    seedCart([
      ["1001", 60],
      ["1002", 5],
    ]),
  );

  for (const [how, text] of [
    ["server", "Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal."],
    ["network", "Der Shop-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal."],
  ] as const) {
    it(`a failing deal request (${how}) says what to do, keeps everything, and a retry makes exactly one deal`, async () => {
      const deals = failDeals(how);
      // Registered last, so it sees the failing requests too.
      const calls = recordCalls();
      const { el, q } = await mountCheckout();
      await toOverview(q, "Rechnung");
      await typeNote(q, "Bitte vormittags liefern");
      await confirmTerms(q);
      q.getByRole("button", { name: ORDER }).click();
      const alert = await q.findByRole("alert", {}, { timeout: 5000 });
      expect(alert.textContent).to.equal(text);
      expect(el.shadowRoot!.textContent).to.contain("Ihre Eingaben bleiben erhalten.");
      expect(visited).to.deep.equal([]);
      expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Übersicht");
      expect((q.getByRole("textbox", { name: "Anmerkung zur Bestellung" }) as HTMLTextAreaElement).value).to.equal(
        "Bitte vormittags liefern",
      );
      expect((q.getByRole("checkbox", { name: /AGB/ }) as HTMLInputElement).checked).to.equal(true);
      expect(q.getByRole("button", { name: ORDER }).hasAttribute("disabled")).to.equal(false, "the shopper can try again");

      deals.recover();
      q.getByRole("button", { name: ORDER }).click();
      await waitForThankYou(el);
      expect(calls.deals).to.have.length(2, "the failed request and the retry");
      expect(calls.deals[1]!.requestId).to.equal(calls.deals[0]!.requestId, "the retry is the same order");
      expect(mockState.deals.size).to.equal(1);
      expect((await fetchDeal({ baseUrl: "", dealId: thankYouDeal() })).note).to.equal("Bitte vormittags liefern");
    });
  }

  it("an order changed after a lost answer goes under a new key: the deal holds the change, not the first try", async () => {
    let lose = true;
    useHandlers(
      http.post(DEAL_ENDPOINTS.create, async (info) => {
        if (!lose) return undefined;
        lose = false;
        await resolveCreateDeal(info); // the backend made the deal; its answer never arrives
        return HttpResponse.error();
      }),
    );
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Rechnung");
    await typeNote(q, "Bitte nachmittags liefern");
    await confirmTerms(q);
    q.getByRole("button", { name: ORDER }).click();
    await q.findByRole("alert", {}, { timeout: 5000 });

    await typeNote(q, "Bitte vormittags liefern");
    q.getByRole("button", { name: ORDER }).click();
    await waitForThankYou(el);
    expect(calls.deals.map((d) => d.note)).to.deep.equal(["Bitte nachmittags liefern", "Bitte vormittags liefern"]);
    expect(calls.deals[1]!.requestId).to.not.equal(calls.deals[0]!.requestId);
    expect((await fetchDeal({ baseUrl: "", dealId: thankYouDeal() })).note).to.equal("Bitte vormittags liefern");
  });

  it("a double click (two clicks in one task) sends one deal request", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Rechnung");
    await confirmTerms(q);
    const order = q.getByRole("button", { name: ORDER });
    order.click();
    order.click();
    await waitForThankYou(el);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.deals).to.have.length(1);
    expect(visited).to.have.length(1);
  });

  it("a forwarder delivery records the freight cost shown on the delivery step on the deal", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await fillInvoice(q);
    const parcelFee = q.getByText(/^Versand netto:/).textContent;
    (q.getByRole("radio", { name: "Spedition" }) as HTMLInputElement).click();
    await waitFor(() => expect(q.getByText(/^Versand netto:/).textContent).not.to.be.oneOf([parcelFee, "Versand netto: …"]));
    const fee = decimal(q.getByText(/^Versand netto:/).textContent);
    expect(fee).to.be.greaterThan(0);
    await next(q, "Zahlungsart");
    (q.getByRole("radio", { name: "Rechnung" }) as HTMLInputElement).click();
    await nextFrame();
    await next(q, "Übersicht");
    await confirmTerms(q);
    q.getByRole("button", { name: ORDER }).click();
    await waitForThankYou(el);
    const dealId = thankYouDeal();
    expect(calls.freight).to.deep.equal([{ dealId, freightCost: fee }]);
    expect(calls.deals[0]!.deliveryType).to.equal("freight-forwarder");
    expect((await fetchDeal({ baseUrl: "", dealId })).freightCost).to.equal(fee);
  });

  it("a parcel delivery records no freight cost", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Rechnung");
    await confirmTerms(q);
    q.getByRole("button", { name: ORDER }).click();
    await waitForThankYou(el);
    expect(calls.freight).to.deep.equal([]);
  });

  it("the deal carries the shopper's data: the order record and payload of section 3", async () => {
    const calls = recordCalls();
    const sessionid = localStorage.getItem("sessionid")!;
    const { el, q } = await mountCheckout(checkoutBlock({ ansprechpartner_id: "7001" }));
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
    const root = el.shadowRoot!;
    const legal = root.getElementById("invoice-legalForm") as HTMLSelectElement;
    legal.value = "e.V.";
    legal.dispatchEvent(new Event("change", { bubbles: true }));
    (q.getByRole("checkbox", { name: "Abweichende Lieferadresse" }) as HTMLInputElement).click();
    await nextFrame();
    const delivery = {
      firstName: "Ben",
      lastName: "Lager",
      street: "Lagerweg 2",
      addition: "Rampe 3",
      postcode: "1010",
      city: "Wien",
      phone: "+43 1 234567",
    };
    for (const [field, text] of Object.entries(delivery)) typeAndBlur(root.getElementById(`delivery-${field}`) as HTMLInputElement, text);
    const country = root.getElementById("delivery-country") as HTMLSelectElement;
    country.value = "AT";
    country.dispatchEvent(new Event("change", { bubbles: true }));
    await nextFrame();
    await next(q, "Zahlungsart");
    (q.getByRole("radio", { name: "Rechnung" }) as HTMLInputElement).click();
    await nextFrame();
    await next(q, "Übersicht");
    await typeNote(q, "  Bitte vormittags liefern ");
    // The totals follow the delivery country once its summary is there (Austria: 20 %).
    await waitFor(() => expect(root.querySelector(".totals")?.textContent).to.contain("Österreich"));
    const gross = decimal(q.getByText("Gesamtsumme").nextElementSibling!.textContent);
    const shown = [...root.querySelectorAll(".order-lines tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent),
    );
    await confirmTerms(q);
    q.getByRole("button", { name: ORDER }).click();
    await waitForThankYou(el);

    const body = calls.deals[0]!;
    const cart = mockState.cart.get(sessionid)!;
    expect(body).to.include({
      type: "order",
      sessionid,
      ansprechpartner_id: "7001",
      note: "Bitte vormittags liefern",
      totalPrice: gross,
      paymentMethod: "invoice",
      customerType: "company",
      vatId: "DE123456789",
    });
    expect(body.products).to.deep.equal(
      cart.map((item, i) => ({
        orderItemId: item.id,
        amount: item.menge,
        nettoPrice: decimal(shown[i]![2]),
        price: decimal(shown[i]![3]),
      })),
    );
    expect(body.products.every((line) => line.amount >= 1)).to.equal(true);
    expect(body.invoice).to.deep.equal({
      email: "anna@example.org",
      phone_number: "+49 30 1234567",
      abbreviation: "e.V.",
      address_city: "Berlin",
      address_country: "DE",
      address_post_code: "10115",
      addressline1: "Archivstraße 1",
      addressline3: "Haus B",
      orderrecipient: "Stadtarchiv, Anna Muster",
    });
    expect(body.delivery).to.deep.equal({
      email: "anna@example.org",
      phone_number: "+43 1 234567",
      abbreviation: "",
      address_city: "Wien",
      address_country: "AT",
      address_post_code: "1010",
      addressline1: "Lagerweg 2",
      addressline3: "Rampe 3",
      orderrecipient: "Ben Lager",
    });
    const deal = await fetchDeal({ baseUrl: "", dealId: thankYouDeal() });
    expect(deal.calculatedamount).to.equal(gross);
    expect(Date.now() - Date.parse(deal.createdate)).to.be.within(0, 60_000);
  });

  it("once the deal exists the step list is locked and a reload keeps the payment step (no second deal)", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "PayPal");
    await confirmTerms(q);
    q.getByRole("button", { name: ORDER }).click();
    await atStep(q, "Bezahlung");
    expect(q.queryAllByRole("button", { name: /^(Adresse|Zahlungsart|Übersicht)$/ })).to.deep.equal([]);
    el.remove();
    const again = await mountCheckout();
    expect(again.q.getByRole("heading", { level: 2 }).textContent).to.equal("Bezahlung");
    again.q.getByRole("button", { name: "Mit PayPal bezahlen" }).click();
    await waitForThankYou(again.el);
    expect(calls.deals).to.have.length(1);
  });
});
