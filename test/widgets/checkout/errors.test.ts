import { expect } from "chai";
import { $checkoutDraft, emptyDraft, type Draft } from "../../../widgets/checkout/draft.ts";
import {
  ADDRESS_FORM,
  atStep,
  checkoutBlock,
  errorOf,
  focused,
  mountCheckout,
  nextFrame,
  recordCalls,
  seedCart,
  toPayment,
  useCheckoutSetup,
  visited,
  waitFor,
  waitForThankYou,
  type Queries,
} from "./setup.ts";

const ORDER = "Zahlungspflichtig bestellen";
const CONFIRM = "Bitte bestätigen Sie die AGB und die Datenschutzerklärung.";

/** The session as a reload (or another tab) leaves it: on the overview with this draft. */
function onOverview(change: Partial<Draft>): void {
  $checkoutDraft.set({
    ...emptyDraft("DE"),
    step: "overview",
    invoice: ADDRESS_FORM,
    deliveryType: "parcel-service",
    paymentMethod: "invoice",
    ...change,
  });
}

const alerts = (q: Queries) => q.queryAllByRole("alert").map((a) => a.textContent);
const checkbox = (q: Queries, name: RegExp) => q.getByRole("checkbox", { name }) as HTMLInputElement;

describe("<shop-checkout>: the checkout errors of section 8", () => {
  useCheckoutSetup();
  beforeEach(() => seedCart());

  it("no payment provider chosen: the payment step says so at the choice and focuses it", async () => {
    const { el, q } = await mountCheckout();
    await toPayment(q);
    q.getByRole("button", { name: "Weiter" }).click();
    await waitFor(() => expect(focused(el)).to.equal("payment-method-paypal"));
    const group = q.getByRole("radiogroup", { name: /^Zahlungsart/ });
    expect(group.getAttribute("aria-invalid")).to.equal("true");
    expect(errorOf(group)).to.equal("Bitte wählen Sie eine Zahlungsart aus.");
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Zahlungsart");
    (q.getByRole("radio", { name: "Rechnung" }) as HTMLInputElement).click();
    await nextFrame();
    expect(group.hasAttribute("aria-invalid")).to.equal(false, "the error goes with the choice");
  });

  it("no payment provider chosen, or one the shop does not offer: the overview refuses to order", async () => {
    const calls = recordCalls();
    for (const paymentMethod of [null, "prepayment"] as const) {
      onOverview({ paymentMethod, acceptTerms: true, acceptPrivacy: true });
      const { el, q } = await mountCheckout();
      q.getByRole("button", { name: ORDER }).click();
      await waitFor(() => expect(alerts(q)).to.deep.equal(["Bitte wählen Sie eine Zahlungsart aus."]));
      el.remove();
    }
    expect(calls.deals).to.deep.equal([]);
  });

  it("an address or delivery type that no longer holds: 'check payment and delivery information'", async () => {
    const calls = recordCalls();
    for (const change of [{ invoice: { ...ADDRESS_FORM, postcode: "" } }, { deliveryType: null }] as const) {
      onOverview({ ...change, acceptTerms: true, acceptPrivacy: true });
      const { el, q } = await mountCheckout();
      q.getByRole("button", { name: ORDER }).click();
      await waitFor(() => expect(alerts(q)).to.deep.equal(["Bitte überprüfen Sie Ihre Zahlungs- und Lieferinformationen."]));
      el.remove();
    }
    expect(calls.deals).to.deep.equal([]);
  });

  it("one message for the terms and privacy boxes: shown once, under both, each unticked box points at it", async () => {
    onOverview({});
    const { el, q } = await mountCheckout();
    q.getByRole("button", { name: ORDER }).click();
    await waitFor(() => expect(focused(el)).to.equal("accept-terms"));
    expect(q.getAllByText(CONFIRM)).to.have.length(1);
    const terms = checkbox(q, /AGB/);
    const privacy = checkbox(q, /Datenschutzerklärung/);
    expect([terms, privacy].map((box) => box.getAttribute("aria-describedby"))).to.deep.equal([
      "accept-confirm-error",
      "accept-confirm-error",
    ]);
    privacy.click();
    await waitFor(() => expect(privacy.hasAttribute("aria-invalid")).to.equal(false));
    expect([terms.getAttribute("aria-invalid"), q.getAllByText(CONFIRM).length]).to.deep.equal(["true", 1]);
  });

  it("terms and privacy: both must be confirmed, one alone is not enough", async () => {
    const calls = recordCalls();
    onOverview({});
    const { el, q } = await mountCheckout(checkoutBlock({ termsUrl: "/agb-test", privacyUrl: "/datenschutz-test" }));
    expect(q.getByRole("link", { name: "AGB" }).getAttribute("href")).to.equal("/agb-test");
    expect(q.getByRole("link", { name: "Datenschutzerklärung" }).getAttribute("href")).to.equal("/datenschutz-test");
    const terms = checkbox(q, /AGB/);
    const privacy = checkbox(q, /Datenschutzerklärung/);

    q.getByRole("button", { name: ORDER }).click();
    await waitFor(() => expect(focused(el)).to.equal("accept-terms"));
    expect([errorOf(terms), errorOf(privacy)]).to.deep.equal([CONFIRM, CONFIRM]);
    expect(terms.getAttribute("aria-invalid")).to.equal("true");
    expect(q.getAllByText(CONFIRM), "one message for terms and privacy").to.have.length(1);

    terms.click();
    await nextFrame();
    q.getByRole("button", { name: ORDER }).click();
    await waitFor(() => expect(focused(el)).to.equal("accept-privacy"));
    expect([errorOf(terms), errorOf(privacy)]).to.deep.equal(["", CONFIRM]);

    terms.click();
    privacy.click();
    await nextFrame();
    q.getByRole("button", { name: ORDER }).click();
    await waitFor(() => expect(focused(el)).to.equal("accept-terms"));
    expect([errorOf(terms), errorOf(privacy)]).to.deep.equal([CONFIRM, ""]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.deals).to.deep.equal([], "no order with one confirmation");
    expect(visited).to.deep.equal([]);

    terms.click();
    await nextFrame();
    q.getByRole("button", { name: ORDER }).click();
    await waitForThankYou(el);
    expect(calls.deals).to.have.length(1);
  });

  for (const [language, order, noProvider, check, confirm] of [
    [
      "en",
      "Place binding order",
      "Please choose a payment method.",
      "Please check your payment and delivery information.",
      "Please confirm the terms and conditions and the privacy policy.",
    ],
    [
      "fr",
      "Commander avec obligation de paiement",
      "Veuillez choisir un mode de paiement.",
      "Veuillez vérifier vos informations de paiement et de livraison.",
      "Veuillez confirmer les conditions générales de vente et la politique de confidentialité.",
    ],
  ] as const) {
    it(`the errors in ${language}`, async () => {
      onOverview({ paymentMethod: null });
      const first = await mountCheckout(checkoutBlock({ language }));
      first.q.getByRole("button", { name: order }).click();
      await waitFor(() => expect(alerts(first.q)).to.deep.equal([noProvider]));
      expect(first.q.getAllByText(confirm)).to.have.length(1, "once, under both boxes");
      first.el.remove();
      onOverview({ deliveryType: null });
      const { q } = await mountCheckout(checkoutBlock({ language }));
      q.getByRole("button", { name: order }).click();
      await waitFor(() => expect(alerts(q)).to.deep.equal([check]));
    });
  }

  it("the card step refuses incomplete card details with the section-8 text (see payments.test.ts for the fields)", async () => {
    onOverview({ paymentMethod: "card", acceptTerms: true, acceptPrivacy: true });
    const { q } = await mountCheckout();
    q.getByRole("button", { name: ORDER }).click();
    await atStep(q, "Bezahlung");
    q.getByRole("button", { name: "Jetzt bezahlen" }).click();
    await waitFor(() => expect(alerts(q)).to.deep.equal(["Ihre Kreditkartendaten sind unvollständig."]));
  });
});
