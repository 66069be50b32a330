import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { axeViolations } from "../../support/axe.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { BANK, makeDeal, mountThankYou, thankYouBlock, useThankYouSetup } from "./setup.ts";

describe("<shop-thank-you>: accessibility (axe-core)", () => {
  useThankYouSetup();

  it("a prepayment order with bank details, note and contact: no violations", async () => {
    const deal = await makeDeal({ paymentMethod: "prepayment", note: "Bitte klingeln." });
    const { el } = await mountThankYou(
      thankYouBlock({ dealId: deal.dealId, payment: { prepayment: BANK }, contactEmail: "service@shop.example", contactPhone: "030 1234" }),
    );
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it("an open card payment and an offer request: no violations", async () => {
    const open = await makeDeal({ paymentMethod: "card" });
    const first = await mountThankYou(thankYouBlock({ dealId: open.dealId, contactEmail: "service@shop.example" }));
    expect(await axeViolations(first.el)).to.deep.equal([]);
    first.el.remove();
    const offer = await makeDeal({ type: "quotation_guest", paymentMethod: null });
    const second = await mountThankYou(thankYouBlock({ dealId: offer.dealId, language: "fr" }));
    expect(await axeViolations(second.el)).to.deep.equal([]);
  });

  it("no deal, and the error with its retry: no violations", async () => {
    const missing = await mountThankYou(thankYouBlock());
    expect(await axeViolations(missing.el)).to.deep.equal([]);
    missing.el.remove();
    useHandlers(http.get("*/_hcms/api/deal/get", () => HttpResponse.error()));
    const { result: el } = await captureConsoleErrors(async () => {
      const element = mount("shop-thank-you", thankYouBlock({ dealId: "1" }));
      await ui(element).findByRole("button", { name: "Erneut versuchen" }, { timeout: 5000 });
      return element;
    });
    expect(await axeViolations(el)).to.deep.equal([]);
  });
});
