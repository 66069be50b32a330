import { expect } from "chai";
import { backToShopWindow, sendKeys } from "../../support/commands";
import { http, HttpResponse } from "msw";
import { fetchDeal } from "../../../core/api/deal.ts";
import { PAYMENT_ENDPOINTS } from "../../../demo/mocks/handlers-payment.ts";
import { useHandlers } from "../../support/msw.ts";
import {
  atStep,
  BANK,
  CARD,
  cardFrame,
  checkoutBlock,
  DECLINED_CARD,
  focused,
  GOOD_CARD,
  methodNames,
  mountCheckout,
  next,
  nextFrame,
  placeOrder,
  recordCalls,
  seedCart,
  tabTo,
  thankYouDeal,
  toOverview,
  toPayment,
  typeCard,
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
    expect(transfer.textContent)
      .to.contain("Archivbedarf GmbH")
      .and.contain("DE89 3704 0044 0532 0130 00")
      .and.contain("COBADEFFXXX")
      .and.contain("Commerzbank");
    expect(transfer.textContent).to.contain(q.getByText(/^Gesamtsumme/).nextElementSibling?.textContent ?? "no total");
    await placeOrder(q);
    await waitForThankYou(el);
    const deal = await fetchDeal({ baseUrl: "", dealId: thankYouDeal() });
    expect(deal).to.include({ paymentMethod: "prepayment", paymentStatus: "open" });
    expect([...calls.card, ...calls.paypal]).to.deep.equal([]);
  });

  it("card: the card is typed into the provider's hosted fields on another origin; the page and the charge see only a token", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await placeOrder(q);
    await atStep(q, "Bezahlung");
    expect(visited).to.deep.equal([], "a card order waits for the card");
    const frame = await cardFrame(el);
    expect(new URL(frame.src).origin).to.equal(new URL(CARD.hostedFields).origin).and.not.equal(location.origin);
    expect(frame.title).to.equal("Kreditkartendaten");
    expect(new URL(frame.src).searchParams.get("lang")).to.equal("de");
    expect(el.shadowRoot!.querySelectorAll("input:not([type=radio])")).to.have.length(0, "no card field in the page");

    await typeCard(el, GOOD_CARD);
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    await waitForThankYou(el);
    const dealId = thankYouDeal();
    expect(await paymentStatus(dealId)).to.equal("paid");
    expect(calls.card).to.have.length(1);
    expect(Object.keys(calls.card[0]!).sort()).to.deep.equal(["amount", "currency", "dealId", "token"]);
    const sent = JSON.stringify([calls, sessionStorage, localStorage]);
    for (const secret of ["4242 4242", "4242424242424242", "12/39", 'Anna Muster","number']) expect(sent).not.to.contain(secret);
  });

  it("card: incomplete details in the hosted fields show the seed's message, send nothing and take focus into the fields", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await placeOrder(q);
    await atStep(q, "Bezahlung");
    const frame = await cardFrame(el);
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    const alert = await q.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).to.equal("Ihre Kreditkartendaten sind unvollständig.");
    // (A boolean: chai must not try to print a frame of another origin.)
    await waitFor(() => expect(el.shadowRoot!.activeElement === frame).to.equal(true, "focus went into the card fields"));
    expect(calls.card).to.deep.equal([], "nothing sent");

    // Inside the frame the first field in error takes it (Chromium, Firefox; WebKit keeps a cross-origin
    // frame's keyboard where it is, and the next Tab enters the first field). Typed as by Tab from the radio.
    await typeCard(el, GOOD_CARD);
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    await waitForThankYou(el);
    expect(calls.card).to.have.length(1);
  });

  it("card: a declined card says so for a card and keeps the order; 4242 4242 4242 4242 pays the same deal", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await placeOrder(q);
    await atStep(q, "Bezahlung");
    await typeCard(el, DECLINED_CARD);
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    const declined = await q.findByRole("alert", {}, { timeout: 5000 });
    expect(declined.textContent).to.equal(
      "Die Kartenzahlung wurde abgelehnt. Bitte prüfen Sie Ihre Angaben, verwenden Sie eine andere Karte oder wählen Sie eine andere Zahlungsart.",
    );
    expect(visited).to.deep.equal([]);

    await typeCard(el, GOOD_CARD);
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    await waitForThankYou(el);
    const dealId = thankYouDeal();
    expect(await paymentStatus(dealId)).to.equal("paid");
    expect(calls.deals).to.have.length(1, "one deal for both tries");
    expect(calls.card.map((c) => [c.dealId, c.token.split("_")[2]])).to.deep.equal([
      [dealId, "declined"],
      [dealId, "paid"],
    ]);
  });

  it("after a declined card the shopper chooses invoice by keyboard: recorded on the same deal, nothing paid, no second deal", async () => {
    const calls = recordCalls();
    const { el, q } = await mountCheckout(checkoutBlock({ payment: { prepayment: BANK } }));
    await toOverview(q, "Kreditkarte");
    await placeOrder(q);
    await atStep(q, "Bezahlung");
    await typeCard(el, DECLINED_CARD);
    await tabTo(el, "Jetzt bezahlen");
    await sendKeys({ press: "Enter" });
    await q.findByText(/^Die Kartenzahlung wurde abgelehnt\./, {}, { timeout: 5000 });
    // Every offered method, the card (the deal's) chosen.
    expect(q.getAllByRole("radio").map((r) => [r.closest("label")!.textContent, (r as HTMLInputElement).checked])).to.deep.equal([
      ["PayPal", false],
      ["Kreditkarte", true],
      ["Rechnung", false],
      ["Vorkasse", false],
    ]);

    await tabTo(el, "pay-method-card");
    await sendKeys({ press: "ArrowDown" });
    expect(focused(el)).to.equal("pay-method-invoice");
    await tabTo(el, "Zahlungsart ändern");
    await sendKeys({ press: "Enter" });
    await waitForThankYou(el);
    const dealId = thankYouDeal();
    expect(await fetchDeal({ baseUrl: "", dealId })).to.include({ paymentMethod: "invoice", paymentStatus: "open" });
    expect(calls.deals).to.have.length(1, "the same deal");
    expect(calls.paymentMethod).to.deep.equal([{ dealId, paymentMethod: "invoice" }]);
    expect(calls.card).to.have.length(1, "only the declined try");
  });

  it("a declined PayPal payment says so for PayPal (de, en, fr); the card then pays the same deal", async () => {
    useHandlers(http.post(PAYMENT_ENDPOINTS.paypalCapture, () => HttpResponse.json({ code: "declined" }, { status: 402 })));
    const calls = recordCalls();
    const first = await mountCheckout();
    await toOverview(first.q, "PayPal");
    await placeOrder(first.q);
    for (const [language, button, text] of [
      [
        "de",
        "Mit PayPal bezahlen",
        "PayPal hat die Zahlung abgelehnt. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.",
      ],
      ["en", "Pay with PayPal", "PayPal declined the payment. Please try again or choose another payment method."],
      ["fr", "Payer avec PayPal", "PayPal a refusé le paiement. Veuillez réessayer ou choisir un autre mode de paiement."],
    ] as const) {
      // The same order in another language: the session keeps the placed order.
      first.el.remove();
      const { el, q } = await mountCheckout(checkoutBlock({ language }));
      (await q.findByRole("button", { name: button }, { timeout: 5000 })).click();
      expect((await q.findByRole("alert", {}, { timeout: 5000 })).textContent).to.equal(text);
      el.remove();
    }

    await backToShopWindow();
    const { el, q } = await mountCheckout();
    await tabTo(el, "pay-method-paypal");
    await sendKeys({ press: "ArrowDown" });
    expect(focused(el)).to.equal("pay-method-card");
    await tabTo(el, "Zahlungsart ändern");
    await sendKeys({ press: "Enter" });
    // The one button becomes the card's pay button and keeps the focus.
    await waitFor(() => expect(el.shadowRoot!.activeElement?.textContent).to.equal("Jetzt bezahlen"));
    await typeCard(el, GOOD_CARD);
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    await waitForThankYou(el);
    const dealId = thankYouDeal();
    expect(await fetchDeal({ baseUrl: "", dealId })).to.include({ paymentMethod: "card", paymentStatus: "paid" });
    expect(calls.deals).to.have.length(1);
    expect(calls.paypal).to.deep.equal(["create", "capture", "create", "capture", "create", "capture"]);
    expect(calls.card.map((c) => c.dealId)).to.deep.equal([dealId]);
  });

  it("a card payment whose answer was lost is not paid twice: choosing another method then finds the deal paid", async () => {
    let lose = true;
    useHandlers(
      http.post(PAYMENT_ENDPOINTS.card, async ({ request }) => {
        if (!lose) return undefined;
        lose = false;
        await fetch(request.clone()); // the sandbox charges; its answer never arrives
        return HttpResponse.error();
      }),
    );
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await placeOrder(q);
    await atStep(q, "Bezahlung");
    await typeCard(el, GOOD_CARD);
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    await q.findByText(/^Der Shop-Dienst ist gerade nicht erreichbar/, {}, { timeout: 5000 });

    (q.getByRole("radio", { name: "Rechnung" }) as HTMLInputElement).click();
    await nextFrame();
    q.getByRole("button", { name: "Zahlungsart ändern" }).click();
    await waitForThankYou(el);
    const dealId = thankYouDeal();
    expect(await fetchDeal({ baseUrl: "", dealId })).to.include({ paymentMethod: "card", paymentStatus: "paid" });
    expect(calls.paymentMethod).to.deep.equal([{ dealId, paymentMethod: "invoice" }], "refused: already paid");
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
