import { expect } from "chai";
import "../../../widgets/tracking/element.ts";
import { mountElement } from "../../support/element-suite.ts";
import { DELIVERY, makeDeal, mountThankYou, thankYouBlock, useThankYouSetup } from "./setup.ts";

describe("<shop-thank-you>: the order's shipment tracking", () => {
  useThankYouSetup();
  afterEach(() => history.replaceState(null, "", location.pathname));

  it("a buyer follows their parcels from the thank-you page: the link opens the tracking page with the order found", async () => {
    const deal = await makeDeal({ paymentMethod: "invoice" });
    const { q } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    const link = q.getByRole("link", { name: "Sendung verfolgen" });
    const href = link.getAttribute("href")!;
    expect(href).to.equal(`/sendungsverfolgung?order=${encodeURIComponent(deal.number)}&postcode=${DELIVERY.postcode}`);
    // The tracking page as the link opens it.
    history.replaceState(null, "", href.slice(href.indexOf("?")));
    const tracking = await mountElement("shop-tracking", { language: "de" }, (t) =>
      t.findByRole("heading", { level: 3, name: `Bestellung ${deal.number}` }, { timeout: 5000 }),
    );
    expect(tracking.q.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).to.deep.equal([
      "Paket 1 von 2: DHL",
      "Paket 2 von 2: DHL",
    ]);
  });

  it("the block's trackingUrl; offers have no tracking link", async () => {
    const order = await makeDeal({ paymentMethod: "invoice" });
    const mine = await mountThankYou(thankYouBlock({ dealId: order.dealId, trackingUrl: "/track?src=mail" }));
    expect(mine.q.getByRole("link", { name: "Sendung verfolgen" }).getAttribute("href")).to.match(/^\/track\?src=mail&order=/);
    mine.el.remove();
    const offer = await makeDeal({ type: "quotation_guest", paymentMethod: null });
    const { q } = await mountThankYou(thankYouBlock({ dealId: offer.dealId }));
    expect(q.queryByRole("link", { name: "Sendung verfolgen" })).to.equal(null);
  });
});
