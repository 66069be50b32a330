import { setViewport, sendKeys, narrowViewport } from "../../support/commands";
import { expect } from "chai";
import { axeViolations } from "../../support/axe.ts";
import {
  checkoutBlock,
  fillInvoice,
  mountCheckout,
  next,
  nextFrame,
  seedCart,
  toOverview,
  useCheckoutSetup,
  waitFor,
  type Queries,
} from "./setup.ts";

// The order summary beside the steps (widgets/checkout/OrderSummary.tsx, docs/decisions/checkout-order-summary.md).
const summaryOf = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>(".order-summary");
const toggle = (q: Queries, name: RegExp = /^Ihre Bestellung/) => q.getByRole("button", { name });
const bodyShown = (el: HTMLElement) => {
  const body = summaryOf(el)!.querySelector<HTMLElement>(".summary-body")!;
  return body.getBoundingClientRect().height > 0;
};
const totalText = (el: HTMLElement) => summaryOf(el)?.querySelector(".totals .gross dd")?.textContent ?? "";

describe("<shop-checkout>: the order summary", () => {
  useCheckoutSetup();
  beforeEach(() => seedCart([["1001", 60]]));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it("the order summary (lines, totals, VAT) is visible from step 1, beside the steps on a wide screen (sticky), and follows the delivery choice", async () => {
    await setViewport({ width: 1280, height: 800 });
    const { el, q } = await mountCheckout();
    const summary = q.getByRole("complementary", { name: "Ihre Bestellung" });
    const text = summary.textContent ?? "";
    for (const part of ["Archivbox A4", "60 Stück", "Zwischensumme netto", "Versand netto", "MwSt. 19 % (Deutschland)", "Gesamtsumme"])
      expect(text).to.contain(part);
    expect(q.queryByRole("button", { name: /^Ihre Bestellung/ }) !== null, "no disclosure button on a wide screen").to.equal(false);
    const step = el.shadowRoot!.querySelector(".address-step")!.getBoundingClientRect();
    expect(summary.getBoundingClientRect().left).to.be.greaterThan(step.right - 1, "beside the steps");
    expect(getComputedStyle(summary).position).to.equal("sticky");

    await fillInvoice(q);
    const parcel = totalText(el);
    (q.getByRole("radio", { name: "Spedition" }) as HTMLInputElement).click();
    await waitFor(() => expect(totalText(el)).not.to.equal(parcel));
    await next(q, "Zahlungsart");
    expect(q.getByRole("complementary", { name: "Ihre Bestellung" }).textContent).to.contain("Gesamtsumme");
  });

  it("the overview lists the order itself: no second summary beside it", async () => {
    const { el, q } = await mountCheckout();
    await toOverview(q);
    expect(summaryOf(el) !== null).to.equal(false);
    expect(q.getAllByText("Gesamtsumme")).to.have.length(1);
  });

  for (const width of [320, 390])
    it(`on a phone (${width} px) a collapsible bar: a disclosure button with the total, aria-expanded, opened and closed by keyboard`, async function () {
      await narrowViewport(this, { width, height: 800 });
      const { el, q } = await mountCheckout();
      const button = toggle(q);
      expect(button.getAttribute("aria-expanded")).to.equal("false");
      expect(button.textContent).to.contain(totalText(el));
      expect(bodyShown(el), "closed at first").to.equal(false);
      expect(button.getBoundingClientRect().top).to.be.below(
        q.getByRole("heading", { level: 2 }).getBoundingClientRect().top,
        "above the steps",
      );
      expect(button.getBoundingClientRect().height).to.be.at.least(44);

      button.focus();
      await sendKeys({ press: "Enter" });
      await waitFor(() => expect(button.getAttribute("aria-expanded")).to.equal("true"));
      expect(bodyShown(el)).to.equal(true);
      expect(el.shadowRoot!.getElementById(button.getAttribute("aria-controls")!)?.textContent).to.contain("MwSt. 19 %");
      expect(el.shadowRoot!.activeElement === button, "focus stays on the button").to.equal(true);
      expect(document.documentElement.scrollWidth, "nothing scrolls sideways").to.be.at.most(width);
      expect(await axeViolations(), "open").to.deep.equal([]);
      await sendKeys({ press: " " });
      await waitFor(() => expect(button.getAttribute("aria-expanded")).to.equal("false"));
      expect(bodyShown(el)).to.equal(false);
    });

  for (const [language, name] of [
    ["en", "Your order"],
    ["fr", "Votre commande"],
  ] as const)
    it(`the summary and its button are named in ${language}`, async function () {
      await narrowViewport(this, { width: 390, height: 800 });
      const { q } = await mountCheckout(checkoutBlock({ language }));
      expect(q.getByRole("complementary", { name }) !== null).to.equal(true);
      expect(toggle(q, new RegExp(`^${name}`)).getAttribute("aria-expanded")).to.equal("false");
      await nextFrame();
    });
});
