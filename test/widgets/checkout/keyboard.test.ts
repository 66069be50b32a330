import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { fetchDeal } from "../../../core/api/deal.ts";
import { $checkoutDraft } from "../../../widgets/checkout/draft.ts";
import {
  atStep,
  cardFrame,
  fillInvoice,
  focused,
  next,
  nextFrame,
  placeOrder,
  tabTo,
  toPayment,
  mountCheckout,
  seedCart,
  thankYouDeal,
  useCheckoutSetup,
  waitFor,
  waitForThankYou,
} from "./setup.ts";

async function typeInto(el: HTMLElement, id: string, text: string): Promise<void> {
  await tabTo(el, id);
  await sendKeys({ type: text });
}

describe("<shop-checkout>: by keyboard alone", () => {
  useCheckoutSetup();

  it("Tab, Space, Enter and the arrow keys take the shopper from the address to the paid order; each new step's heading gets focus", async () => {
    await seedCart();
    const { el, q } = await mountCheckout();

    // Address: the person and the place; the country is preset. Space ticks and unticks the checkbox.
    await typeInto(el, "invoice-firstName", "Anna");
    await typeInto(el, "invoice-lastName", "Muster");
    await typeInto(el, "invoice-email", "anna@example.org");
    await typeInto(el, "invoice-street", "Archivstraße 1");
    await typeInto(el, "invoice-postcode", "10115");
    await typeInto(el, "invoice-city", "Berlin");
    await tabTo(el, "separate-delivery");
    await sendKeys({ press: " " });
    await waitFor(() => expect(el.shadowRoot!.getElementById("delivery-firstName")).not.to.equal(null));
    await sendKeys({ press: " " });
    await waitFor(() => expect(el.shadowRoot!.getElementById("delivery-firstName")).to.equal(null));

    // Delivery, on the same step: the arrow key moves the choice to the forwarder.
    await tabTo(el, "delivery-type-parcel-service");
    await sendKeys({ press: "ArrowDown" });
    expect(focused(el)).to.equal("delivery-type-freight-forwarder");
    await tabTo(el, "Weiter");
    await sendKeys({ press: "Enter" });
    await atStep(q, "Zahlungsart");

    // Payment: nothing chosen yet, Tab enters the group at its first method; ArrowDown chooses the card.
    await tabTo(el, "payment-method-paypal");
    await sendKeys({ press: "ArrowDown" });
    expect(focused(el)).to.equal("payment-method-card");
    await tabTo(el, "Weiter");
    await sendKeys({ press: "Enter" });
    await atStep(q, "Übersicht");

    // Overview: both confirmations with Space, then order with Enter.
    await tabTo(el, "accept-terms");
    await sendKeys({ press: " " });
    await tabTo(el, "accept-privacy");
    await sendKeys({ press: " " });
    await tabTo(el, "Zahlungspflichtig bestellen");
    await sendKeys({ press: "Enter" });
    await atStep(q, "Bezahlung");

    // The card, typed field by field into the provider's hosted fields: Tab goes from the chosen
    // method into the frame, on through its fields and out again to the pay button.
    const frame = await cardFrame(el);
    await tabTo(el, "pay-method-card");
    await sendKeys({ press: "Tab" });
    await waitFor(() => expect(el.shadowRoot!.activeElement === frame).to.equal(true, "Tab enters the card fields"));
    for (const [i, text] of ["Anna Muster", "4242 4242 4242 4242", "12/30", "123"].entries()) {
      if (i > 0) await sendKeys({ press: "Tab" });
      await sendKeys({ type: text });
    }
    await tabTo(el, "Jetzt bezahlen");
    await sendKeys({ press: "Enter" });
    await waitForThankYou(el);
    const deal = await fetchDeal({ baseUrl: "", dealId: thankYouDeal() });
    expect(deal).to.include({ deliveryType: "freight-forwarder", paymentMethod: "card", paymentStatus: "paid" });
  });

  it("a new step's heading has focus in the render that shows the step, so a key pressed right after is not pulled back", async () => {
    await seedCart();
    const { el, q } = await mountCheckout();
    await fillInvoice(q);
    const root = el.shadowRoot as ShadowRoot;
    let focusedWhenShown: string | undefined;
    const observer = new MutationObserver(() => {
      if (focusedWhenShown === undefined && root.getElementById("checkout-step-title")?.textContent === "Zahlungsart")
        focusedWhenShown = root.activeElement?.id;
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    try {
      await next(q, "Zahlungsart");
    } finally {
      observer.disconnect();
    }
    expect(focusedWhenShown).to.equal("checkout-step-title");
  });

  it("a step left by keyboard can be reached again from the step list with Enter", async () => {
    await seedCart();
    const { el, q } = await mountCheckout();
    for (const [id, text] of [
      ["invoice-firstName", "Anna"],
      ["invoice-lastName", "Muster"],
      ["invoice-email", "anna@example.org"],
      ["invoice-street", "Archivstraße 1"],
      ["invoice-postcode", "10115"],
      ["invoice-city", "Berlin"],
    ] as const)
      await typeInto(el, id, text);
    await tabTo(el, "Weiter");
    await sendKeys({ press: "Enter" });
    await atStep(q, "Zahlungsart");
    // The step list comes before the heading: Shift+Tab goes back to it.
    await sendKeys({ down: "Shift" });
    await sendKeys({ press: "Tab" });
    await sendKeys({ up: "Shift" });
    expect(el.shadowRoot!.activeElement?.textContent).to.equal("Adresse");
    await sendKeys({ press: "Enter" });
    await atStep(q, "Adresse");
    expect((el.shadowRoot!.getElementById("invoice-city") as HTMLInputElement).value).to.equal("Berlin");
  });

  it("choosing a payment method with the arrow keys keeps focus on the chosen radio (payment step and payment panel)", async () => {
    await seedCart();
    const { el, q } = await mountCheckout();
    await toPayment(q);
    await tabTo(el, "payment-method-paypal");
    for (const [key, chosen] of [
      ["ArrowDown", "card"],
      ["ArrowDown", "invoice"],
      ["ArrowUp", "card"],
    ] as const) {
      await sendKeys({ press: key });
      await nextFrame();
      await nextFrame();
      expect(focused(el)).to.equal(`payment-method-${chosen}`);
      expect($checkoutDraft.get().paymentMethod).to.equal(chosen);
    }
    await tabTo(el, "Weiter");
    await sendKeys({ press: "Enter" });
    await atStep(q, "Übersicht");
    await placeOrder(q);
    await atStep(q, "Bezahlung");
    await cardFrame(el);

    // On the payment panel the choice is the deal's; arrows move it, the card fields go and come back.
    await tabTo(el, "pay-method-card");
    for (const [key, chosen] of [
      ["ArrowDown", "invoice"],
      ["ArrowUp", "card"],
      ["ArrowUp", "paypal"],
    ] as const) {
      await sendKeys({ press: key });
      await nextFrame();
      await nextFrame();
      expect(focused(el)).to.equal(`pay-method-${chosen}`);
    }
    // Space on the chosen radio keeps it chosen and focused.
    await sendKeys({ press: " " });
    await nextFrame();
    expect(focused(el)).to.equal("pay-method-paypal");
    expect(q.getByRole("button", { name: "Zahlungsart ändern" })).to.exist;
  });
});
