import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { http } from "msw";
import { fetchDeal } from "../../../core/api/deal.ts";
import { DEAL_ENDPOINTS } from "../../../demo/mocks/handlers-deal.ts";
import { $checkoutDraft, updateDraft } from "../../../widgets/checkout/draft.ts";
import { useHandlers } from "../../support/msw.ts";
import {
  atStep,
  cardFrame,
  confirmTerms,
  focused,
  mountCheckout,
  nextFrame,
  placeOrder,
  recordCalls,
  seedCart,
  shiftTab,
  tabTo,
  toOverview,
  useCheckoutSetup,
  visited,
  waitFor,
  type Queries,
} from "./setup.ts";

const ORDER = "Zahlungspflichtig bestellen";

/** The fake answers `endpoint` only after `ms`: a slow network. */
/** Holds the endpoint's answers until the test releases them: the test checks the lock while it holds. */
function hold(endpoint: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  useHandlers(http.post(endpoint, async () => void (await released)));
  return release;
}

const heading = (q: Queries) => q.getByRole("heading", { level: 2 }).textContent;
const busy = (q: Queries, name: string) =>
  waitFor(() => expect(q.getByRole("button", { name }).getAttribute("aria-busy")).to.equal("true"));

describe("<shop-checkout>: locked while a request of the order is on its way", () => {
  useCheckoutSetup();
  beforeEach(() => seedCart());

  it("while the deal is being made, Shift+Tab and Space reach no way back and no field; the payment follows the method sent", async () => {
    const release = hold(DEAL_ENDPOINTS.create);
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await confirmTerms(q);
    await tabTo(el, ORDER);
    await sendKeys({ press: "Enter" });
    await busy(q, ORDER);

    // Backwards through the overview by keyboard, pressing Space on whatever takes focus, until focus
    // leaves the element (for the page's content before it).
    for (let i = 0; i < 10; i++) {
      await shiftTab();
      if (!el.shadowRoot!.activeElement) break;
      await sendKeys({ press: " " });
      await nextFrame();
      expect(heading(q)).to.equal("Übersicht", `after ${i + 1} × Shift+Tab and Space`);
    }
    expect(q.queryAllByRole("button", { name: /^(Adresse|Zahlungsart)$/ })).to.deep.equal([], "the step list has no way back");
    for (const name of ["Zurück", "Zahlungsart ändern", "Rechnungsadresse ändern"])
      expect(q.getByRole("button", { name }).matches(":disabled"), name).to.equal(true);
    for (const control of [q.getByRole("checkbox", { name: /AGB/ }), q.getByRole("textbox", { name: "Anmerkung zur Bestellung" })])
      expect(control.matches(":disabled")).to.equal(true);
    expect((q.getByRole("checkbox", { name: /AGB/ }) as HTMLInputElement).checked).to.equal(true, "Space changed nothing");

    // Enter on the order button again sends nothing more.
    await tabTo(el, ORDER);
    await sendKeys({ press: "Enter" });
    await nextFrame();
    release();
    await atStep(q, "Bezahlung");
    await cardFrame(el);
    expect(calls.deals).to.have.length(1);
    expect(calls.deals[0]!.paymentMethod).to.equal("card");
  });

  it("the order button keeps focus while the deal is being made (never the page body)", async () => {
    const release = hold(DEAL_ENDPOINTS.create);
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await confirmTerms(q);
    await tabTo(el, ORDER);
    await sendKeys({ press: "Enter" });
    await busy(q, ORDER);
    await nextFrame();
    expect(el.shadowRoot!.activeElement?.textContent).to.equal(ORDER);
    release();
    await atStep(q, "Bezahlung");
  });

  it("the payment step follows the method recorded on the deal, not a choice changed meanwhile (another tab)", async () => {
    const release = hold(DEAL_ENDPOINTS.create);
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await placeOrder(q);
    await busy(q, ORDER);
    // Another tab of the session switches the draft to invoice while the card order is on its way.
    updateDraft({ paymentMethod: "invoice" });
    release();
    await atStep(q, "Bezahlung");
    await cardFrame(el);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(visited).to.deep.equal([], "a card deal is not completed as an invoice");
    expect(q.getByRole("button", { name: "Jetzt bezahlen" })).to.exist;
    expect($checkoutDraft.get().attempt?.paymentMethod).to.equal("card");
  });

  it("while another method is being recorded, it cannot be switched again by keyboard; then the panel follows the new method", async () => {
    const release = hold(DEAL_ENDPOINTS.paymentMethod);
    const calls = recordCalls();
    const { el, q } = await mountCheckout();
    await toOverview(q, "Kreditkarte");
    await placeOrder(q);
    await atStep(q, "Bezahlung");
    await cardFrame(el);
    await tabTo(el, "pay-method-card");
    await sendKeys({ press: "ArrowUp" });
    expect(focused(el)).to.equal("pay-method-paypal");
    await tabTo(el, "Zahlungsart ändern");
    await sendKeys({ press: "Enter" });
    await busy(q, "Zahlungsart ändern");
    await shiftTab();
    await sendKeys({ press: "ArrowDown" });
    await sendKeys({ press: " " });
    await nextFrame();
    const radio = (name: string) => q.getByRole("radio", { name }) as HTMLInputElement;
    expect([radio("PayPal").checked, radio("Kreditkarte").checked]).to.deep.equal([true, false], "the choice is as sent");
    expect(q.queryAllByRole("button", { name: /^(Adresse|Zahlungsart|Übersicht)$/ })).to.deep.equal([]);
    release();

    await q.findByRole("button", { name: "Mit PayPal bezahlen" }, { timeout: 5000 });
    expect(calls.paymentMethod.map((c) => c.paymentMethod)).to.deep.equal(["paypal"]);
    const dealId = $checkoutDraft.get().attempt!.dealId!;
    expect((await fetchDeal({ baseUrl: "", dealId })).paymentMethod).to.equal("paypal");
    expect($checkoutDraft.get().attempt?.paymentMethod).to.equal("paypal");
  });
});
