import { expect } from "chai";
import { waitFor } from "@testing-library/dom";
import { emptyAddressForm } from "../../../core/address/validation.ts";
import earlyRequests from "../../../widgets/request-offer/early.ts";
import { $offerDraft, emptyOfferDraft } from "../../../widgets/request-offer/draft.ts";
import { recordApiRequests, startedBy, timesSent } from "../../support/early-requests.ts";
import { productDataBlock } from "../../../demo/mocks/fixtures.ts";
import { CART_SESSION, guestBlock, mountOffer, seedCart, useOfferSetup } from "./setup.ts";

describe("<shop-request-offer> data before code (issue 23)", () => {
  useOfferSetup();

  it("the loader's cart and VAT option requests are the element's, for the contact's stored country: each is sent once", async () => {
    await seedCart();
    $offerDraft.set({ ...emptyOfferDraft(), contact: emptyAddressForm("CH") });
    const sent = recordApiRequests();
    const block = guestBlock();
    expect(startedBy(() => earlyRequests(block))).to.have.length(2);
    const { q } = await mountOffer(block);
    await q.findByRole("button", { name: "Angebot anfordern" }, { timeout: 5000 });
    await waitFor(() => expect(timesSent(sent, ["GET shippingFee", "GET packaging-cost"])).to.deep.equal([1, 1]), { timeout: 5000 });
    expect(timesSent(sent, ["GET objects/order-items/get", "GET vat"])).to.deep.equal([1, 1]);
    expect(sent.find((s) => s.startsWith("GET objects/order-items/get"))).to.contain(`sessionid=${CART_SESSION}`);
    expect(sent).to.include("GET vat?country=ch");
  });

  it("a handed-over article starts nothing: its session is found or made by the element first", () => {
    const article = { amount: 2, product: productDataBlock("1001").product };
    expect(startedBy(() => earlyRequests(guestBlock({ article })))).to.deep.equal([]);
  });
});
