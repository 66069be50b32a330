import { narrowViewport, setViewport } from "../../support/commands";
import { expect } from "chai";
import { mountCheckout, next, seedCart, toPayment, useCheckoutSetup } from "./setup.ts";

// The checkout on a phone (docs/decisions/lighter-checkout.md): the step list in one row, the main action across the width.
const box = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector(selector)!.getBoundingClientRect();
const stepRows = (el: HTMLElement) =>
  new Set([...el.shadowRoot!.querySelectorAll(".steps li")].map((li) => Math.round(li.getBoundingClientRect().top)));

describe("<shop-checkout> on a phone", () => {
  useCheckoutSetup();
  beforeEach(() => seedCart([["1001", 60]]));
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const width of [320, 390])
    it(`at ${width} px the step list is one row and "Weiter" spans the step's width (beside "Zurück" where there is one)`, async function () {
      await narrowViewport(this, { width, height: 800 });
      const { el, q } = await mountCheckout();
      expect(stepRows(el).size, "rows of the step list").to.equal(1);
      expect(box(el, ".steps").right).to.be.at.most(box(el, ".checkout-main").right + 1);
      expect(box(el, ".actions .primary").width).to.be.closeTo(box(el, ".actions").width, 1);
      await toPayment(q);
      expect(stepRows(el).size, "rows of the step list on the payment step").to.equal(1);
      const back = q.getByRole("button", { name: "Zurück" }).getBoundingClientRect();
      expect(box(el, ".actions .primary").width).to.be.closeTo(box(el, ".actions").width - back.width - 12, 2);
      // The step left is a 44 px target by its number, named for screen readers.
      const address = q.getByRole("button", { name: "Adresse" }).getBoundingClientRect();
      expect([address.width, address.height].every((side) => side >= 44)).to.equal(true);
      await next(q, "Adresse", "Adresse");
    });
});
