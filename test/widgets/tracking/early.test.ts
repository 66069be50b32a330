import { expect } from "chai";
import earlyRequests from "../../../widgets/tracking/early.ts";
import { trackingNumbers } from "../../../demo/mocks/handlers-delivery.ts";
import { startedBy } from "../../support/early-requests.ts";
import { DEMO, mountTracking, orderHeading, recordDeliveryRequests, trackingBlock, useTrackingSetup } from "./setup.ts";

describe("<shop-tracking> data before code (issue 23)", () => {
  useTrackingSetup();

  it("the loader's search for the order the page's link names is the element's: it is sent once", async () => {
    history.replaceState(null, "", `?order=${DEMO.delivered.orderNumber}&postcode=${DEMO.delivered.postcode}`);
    const calls = recordDeliveryRequests();
    const block = trackingBlock();
    expect(startedBy(() => earlyRequests(block))).to.have.length(1);
    const { q } = await mountTracking(block);
    await orderHeading(q, DEMO.delivered.orderNumber);
    expect(calls.map((c) => c.toString())).to.deep.equal([
      `orderNumber=${DEMO.delivered.orderNumber}&postcode=${DEMO.delivered.postcode}&language=de`,
    ]);
  });

  it("the loader's search for a logged-in contact's orders is the element's: it is sent once", async () => {
    const calls = recordDeliveryRequests();
    // As a CMS writes them: the flag and the id as text.
    const block = trackingBlock({ loggedIn: "True", contactid: "7001" });
    expect(startedBy(() => earlyRequests(block))).to.have.length(1);
    const { q } = await mountTracking(block);
    await q.findByRole("heading", { name: "Ihre letzten Bestellungen" }, { timeout: 5000 });
    expect(calls.map((c) => c.toString())).to.deep.equal(["contactId=7001&language=de"]);
  });

  it("a link with a tracking number starts nothing: its carrier comes from the element's number check", () => {
    history.replaceState(null, "", `?tracking=${trackingNumbers.ups("90003")}`);
    expect(startedBy(() => earlyRequests(trackingBlock({ loggedIn: true, contactid: "7001" })))).to.deep.equal([]);
  });
});
