import { expect } from "chai";
import earlyRequests from "../../../widgets/thank-you/early.ts";
import { recordApiRequests, startedBy, timesSent } from "../../support/early-requests.ts";
import { makeDeal, mountThankYou, thankYouBlock, useThankYouSetup } from "./setup.ts";

describe("<shop-thank-you> data before code (issue 23)", () => {
  useThankYouSetup();
  afterEach(() => history.replaceState(null, "", location.pathname));

  it("the loader's deal request is the element's, for the deal the page's ?deal= names: it is sent once", async () => {
    const deal = await makeDeal();
    history.replaceState(null, "", `?deal=${deal.dealId}`);
    const sent = recordApiRequests();
    const block = thankYouBlock();
    expect(startedBy(() => earlyRequests(block))).to.have.length(1);
    const { q } = await mountThankYou(block);
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Vielen Dank für Ihre Bestellung");
    expect(timesSent(sent, ["GET deal/get"])).to.deep.equal([1]);
    expect(sent).to.include(`GET deal/get?dealId=${deal.dealId}`);
  });

  it("a block that names no deal, on a page without ?deal=, starts nothing", () => {
    expect(startedBy(() => earlyRequests(thankYouBlock({ dealId: "null" })))).to.deep.equal([]);
  });
});
