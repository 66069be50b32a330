import { expect } from "chai";
import { fetchDeal } from "../../../core/api/deal.ts";
import { $checkoutDraft } from "../../../widgets/checkout/draft.ts";
import { confirmTerms, mountCheckout, seedCart, toOverview, useCheckoutSetup, visited, waitFor } from "./setup.ts";

describe("<shop-checkout>: the way through", () => {
  useCheckoutSetup();

  it("address → delivery → payment → overview → order with invoice: one deal, then the thank-you page", async () => {
    await seedCart([["1001", 60]]);
    const { el, q } = await mountCheckout();
    await toOverview(q, "Rechnung");
    await confirmTerms(q);
    q.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await waitFor(() => expect(visited, el.shadowRoot!.textContent!).to.have.length(1), { timeout: 5000 });
    const dealId = new URL(visited[0]!, location.href).searchParams.get("deal")!;
    expect(visited[0]).to.match(/^\/danke\?deal=/);
    const deal = await fetchDeal({ baseUrl: "", dealId });
    expect(deal).to.include({ type: "order", paymentMethod: "invoice", deliveryType: "parcel-service" });
    expect(deal.invoice).to.include({ orderrecipient: "Anna Muster", address_post_code: "10115", address_country: "DE" });
    expect(deal.lines.map((l) => l.amount)).to.deep.equal([60]);
    expect($checkoutDraft.get().attempt).to.equal(null);
  });
});
