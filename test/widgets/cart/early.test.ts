import { expect } from "chai";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import earlyRequests from "../../../widgets/cart/early.ts";
import { cartApi, cartBlock, cartLine } from "../../support/cart-api.ts";
import { mountCart } from "../../support/cart-page.ts";
import { recordApiRequests, startedBy, timesSent } from "../../support/early-requests.ts";
import { useElementSuite } from "../../support/element-suite.ts";
import { companyChoices } from "../../support/product-api.ts";
import { waitFor } from "@testing-library/dom";

describe("<shop-cart> data before code (issue 23)", () => {
  useElementSuite();

  it("the loader's cart and VAT option requests are the element's: each is sent once", async () => {
    setCompanies(companyChoices);
    selectCompany("c-1");
    cartApi({ items: [cartLine("1")] });
    const sent = recordApiRequests();
    const block = cartBlock({ geoLocation: "ch", language: "fr" });
    expect(startedBy(() => earlyRequests(block))).to.have.length(2);
    await mountCart(block);
    // The fees are asked for once the lines have come.
    await waitFor(() => expect(timesSent(sent, ["GET shippingFee", "GET packaging-cost"])).to.deep.equal([1, 1]), { timeout: 5000 });
    expect(timesSent(sent, ["GET objects/order-items/get", "GET vat"])).to.deep.equal([1, 1]);
    expect(sent.find((s) => s.startsWith("GET objects/order-items/get"))).to.match(/companyId=c-1&geoLocation=ch&language=fr$/);
  });

  it("a block without its country (the cart's schema requires one) starts nothing", () => {
    expect(startedBy(() => earlyRequests(cartBlock({ geoLocation: undefined })))).to.deep.equal([]);
  });
});
