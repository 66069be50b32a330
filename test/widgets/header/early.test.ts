import { expect } from "chai";
import { waitFor } from "@testing-library/dom";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import cartEarlyRequests from "../../../widgets/cart/early.ts";
import earlyRequests from "../../../widgets/header/early.ts";
import { cartApi, cartLine } from "../../support/cart-api.ts";
import { mountCart } from "../../support/cart-page.ts";
import { recordApiRequests, startedBy, timesSent } from "../../support/early-requests.ts";
import { companyChoices } from "../../support/product-api.ts";
import { headerBlock, mountHeader, useHeaderSetup } from "./setup.ts";

describe("<shop-header> data before code (issue 23)", () => {
  useHeaderSetup();

  it("the loader's cart request is the element's: it is sent once", async () => {
    setCompanies(companyChoices);
    selectCompany("c-1");
    cartApi({ items: [cartLine("1"), cartLine("2")] });
    const sent = recordApiRequests();
    // No geoLocation: the header's schema reads "de".
    const block = headerBlock({ geoLocation: undefined, language: "EN" });
    expect(startedBy(() => earlyRequests(block))).to.have.length(1);
    await mountHeader(block);
    await waitFor(() => expect($cartCount.get()).to.equal(2), { timeout: 5000 });
    expect(timesSent(sent, ["GET objects/order-items/get"])).to.deep.equal([1]);
    expect(sent[0]).to.match(/companyId=c-1&geoLocation=de&language=en$/);
  });

  it("the cart page: the header's loader and the cart's start one cart read, which both elements take", async () => {
    cartApi({ items: [cartLine("1"), cartLine("2")] });
    const sent = recordApiRequests();
    const block = headerBlock();
    startedBy(() => {
      earlyRequests(block);
      cartEarlyRequests(block);
    });
    await Promise.all([mountHeader(block), mountCart(block)]);
    await waitFor(() => expect($cartCount.get()).to.equal(2), { timeout: 5000 });
    await waitFor(() => expect(timesSent(sent, ["GET vat"])).to.deep.equal([1]));
    expect(timesSent(sent, ["GET objects/order-items/get"])).to.deep.equal([1]);
  });

  it("a block the schema changes (a country in capitals) starts nothing: the element asks itself", () => {
    expect(startedBy(() => earlyRequests(headerBlock({ geoLocation: "DE" })))).to.deep.equal([]);
  });
});
