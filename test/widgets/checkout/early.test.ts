import { expect } from "chai";
import { waitFor } from "@testing-library/dom";
import earlyRequests from "../../../widgets/checkout/early.ts";
import { $checkoutDraft, emptyDraft } from "../../../widgets/checkout/draft.ts";
import { recordApiRequests, startedBy, timesSent } from "../../support/early-requests.ts";
import { ADDRESS_FORM, checkoutBlock, mountCheckout, seedCart, useCheckoutSetup } from "./setup.ts";

describe("<shop-checkout> data before code (issue 23)", () => {
  useCheckoutSetup();

  it("the loader's cart and VAT option requests are the element's, for the stored delivery country: each is sent once", async () => {
    await seedCart();
    // An earlier visit's draft: the order goes to the separate delivery address in Austria.
    $checkoutDraft.set({
      ...emptyDraft("DE"),
      invoice: ADDRESS_FORM,
      separateDelivery: true,
      delivery: { ...ADDRESS_FORM, country: "AT" },
    });
    const sent = recordApiRequests();
    const block = checkoutBlock();
    expect(startedBy(() => earlyRequests(block))).to.have.length(2);
    await mountCheckout(block);
    await waitFor(() => expect(timesSent(sent, ["GET shippingFee", "GET packaging-cost"])).to.deep.equal([1, 1]), { timeout: 5000 });
    expect(timesSent(sent, ["GET objects/order-items/get", "GET vat"])).to.deep.equal([1, 1]);
    expect(sent).to.include("GET vat?country=at");
  });

  it("a block the schema changes (a trailing slash in baseUrl) starts nothing", () => {
    expect(startedBy(() => earlyRequests(checkoutBlock({ baseUrl: "/shop/" })))).to.deep.equal([]);
  });
});
