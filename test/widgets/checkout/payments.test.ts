import { expect } from "chai";
import { fetchDeal } from "../../../core/api/deal.ts";
import {
  atStep,
  BANK,
  checkoutBlock,
  errorOf,
  fillCard,
  focused,
  methodNames,
  mountCheckout,
  next,
  nextFrame,
  placeOrder,
  recordCalls,
  seedCart,
  thankYouDeal,
  toOverview,
  toPayment,
  useCheckoutSetup,
  visited,
  waitFor,
  waitForThankYou,
} from "./setup.ts";

const paymentStatus = async (dealId: string) => (await fetchDeal({ baseUrl: "", dealId })).paymentStatus;

describe("<shop-checkout>: each payment choice", () => {
  useCheckoutSetup();
  beforeEach(() => seedCart([["1001", 60]]));

  it("invoice completes without a payment call; the deal stays open", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout(checkoutBlock({ thankYouUrl: "/demo/thank-you.html" }));
    await toOverview(q, "Rechnung");
    await placeOrder(q);
    await waitForThankYou(el);
    const deal = await fetchDeal({ baseUrl: "", dealId: thankYouDeal("/demo/thank-you.html") });
    expect(deal).to.include({ paymentMethod: "invoice", paymentStatus: "open" });
    expect(calls.deals).to.have.length(1);
    expect([...calls.card, ...calls.paypal]).to.deep.equal([]);
  });

  it("prepayment is offered only with the shop's bank details, which the overview shows with the amount", async () => {
    const without = await mountCheckout();
    await toPayment(without.q);
    expect(methodNames(without.q)).to.deep.equal(["PayPal", "Kreditkarte", "Rechnung"]);
    without.el.remove();

    const calls = recordCalls();
    const { el, q } = await mountCheckout(checkoutBlock({ payment: { prepayment: BANK } }));
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Zahlungsart", "the draft kept the step");
    expect(methodNames(q)).to.deep.equal(["PayPal", "Kreditkarte", "Rechnung", "Vorkasse"]);
    (q.getByRole("radio", { name: "Vorkasse" }) as HTMLInputElement).click();
    await nextFrame();
    await next(q, "Übersicht");
    const transfer = q.getByRole("region", { name: "Ihre Überweisung" });
    expect(transfer.textContent).to.contain("Archivbedarf GmbH").and.contain("DE89 3704 0044 0532 0130 00").and.contain("COBADEFFXXX").and.contain("Commerzbank");
    expect(transfer.textContent).to.contain(q.getByText(/^Gesamtsumme/).nextElementSibling?.textContent ?? "no total");
    await placeOrder(q);
    await waitForThankYou(el);
    const deal = await fetchDeal({ baseUrl: "", dealId: thankYouDeal() });
    expect(deal).to.include({ paymentMethod: "prepayment", paymentStatus: "open" });
    expect([...calls.card, ...calls.paypal]).to.deep.equal([]);
  });

  it("card: incomplete details are refused before anything is sent, the first invalid field gets focus", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await placeOrder(q);
    await atStep(q, "Bezahlung");
    expect(visited).to.deep.equal([], "a card order waits for the card");

    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    const alert = await q.findByRole("alert");
    expect(alert.textContent).to.equal("Ihre Kreditkartendaten sind unvollständig.");
    await waitFor(() => expect(focused(el)).to.equal("card-holder"));
    for (const name of [/^Karteninhaber/, /^Kartennummer/, /^Gültig bis/, /^Prüfnummer/]) {
      const field = q.getByRole("textbox", { name });
      expect(field.getAttribute("aria-invalid")).to.equal("true");
      expect(errorOf(field)).to.equal("Dieses Feld ist ein Pflichtfeld");
    }

    // Holder fine, number failing the Luhn check, an expired card, a two-digit code.
    await fillCard(q, { Karteninhaber: "Anna Muster", Kartennummer: "4242 4242 4242 4241", "Gültig bis": "01/20", Prüfnummer: "12" });
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    const number = q.getByRole("textbox", { name: /^Kartennummer/ });
    await waitFor(() => expect(focused(el)).to.equal("card-number"));
    expect(q.getByRole("textbox", { name: /^Karteninhaber/ }).hasAttribute("aria-invalid")).to.equal(false);
    expect(errorOf(number)).to.equal("Bitte überprüfen Sie Ihre Eingabe");
    expect(errorOf(q.getByRole("textbox", { name: /^Gültig bis/ }))).to.equal("Diese Karte ist abgelaufen.");
    expect(errorOf(q.getByRole("textbox", { name: /^Prüfnummer/ }))).to.equal("Bitte überprüfen Sie Ihre Eingabe");
    expect(calls.card).to.deep.equal([], "nothing sent");
  });

  it("card: a declined card says so and keeps the order; 4242 4242 4242 4242 pays the same deal", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await placeOrder(q);
    await atStep(q, "Bezahlung");
    await fillCard(q, { Karteninhaber: "Anna Muster", Kartennummer: "4000 0000 0000 0002", "Gültig bis": "12/30", Prüfnummer: "123" });
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    const declined = await q.findByRole("alert", {}, { timeout: 5000 });
    expect(declined.textContent).to.contain("Die Zahlung wurde abgelehnt.");
    expect(visited).to.deep.equal([]);

    await fillCard(q, { Kartennummer: "4242 4242 4242 4242" });
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    await waitForThankYou(el);
    const dealId = thankYouDeal();
    expect(await paymentStatus(dealId)).to.equal("paid");
    expect(calls.deals).to.have.length(1, "one deal for both tries");
    expect(calls.card.map((c) => [c.dealId, c.card.number])).to.deep.equal([
      [dealId, "4000000000000002"],
      [dealId, "4242424242424242"],
    ]);
  });

  it("PayPal through the sandbox: create, capture, the deal paid", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "PayPal");
    await placeOrder(q);
    (await q.findByRole("button", { name: "Mit PayPal bezahlen" }, { timeout: 5000 })).click();
    await waitForThankYou(el);
    expect(await paymentStatus(thankYouDeal())).to.equal("paid");
    expect(calls.paypal).to.deep.equal(["create", "capture"]);
  });
});
