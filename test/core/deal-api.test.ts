import { expect } from "chai";
import { ApiError } from "../../core/api/client.ts";
import { createDeal, fetchDeal, updateDealWithFreightCost } from "../../core/api/deal.ts";
import { postOrderItem } from "../../core/api/endpoints.ts";
import type { CreateDealBody } from "../../core/api/request-schemas.ts";
import { captureConsoleErrors } from "../support/dom.ts";
import { useMockApi } from "../support/msw.ts";
import { orderBody } from "../support/deal-bodies.ts";
import { orderItem } from "../support/order-items.ts";

// The deal contract of core/api/deal.ts against the demo's stateful fake (demo/mocks/handlers-deal.ts).
const call = { baseUrl: "" };
const sessionId = "deal-api-test";
const item = (article_id: string, menge: number, bulky = false) =>
  orderItem({ article_id, menge, sessionid: sessionId, sperrgut_artikel: bulky });

async function body(overrides: Partial<CreateDealBody> = {}, country = "DE"): Promise<CreateDealBody> {
  const requestId = `req-${Math.random().toString(36).slice(2)}`;
  const { deliveryType } = overrides;
  const { body: made } = await orderBody({
    sessionId,
    requestId,
    paymentMethod: "invoice",
    country,
    ...(deliveryType ? { deliveryType } : {}),
  });
  return { ...made, ...overrides };
}

describe("deal API contract (docs/api.md)", () => {
  useMockApi();

  it("deal creates an order with a number; deal/get reads it back with its lines and addresses", async () => {
    await postOrderItem({ ...call, body: item("1001", 3) });
    const created = await createDeal({ ...call, body: await body() });
    expect(created.number).to.match(/^AB-\d{4}-\d{5}$/);
    const deal = await fetchDeal({ ...call, dealId: created.dealId });
    expect(deal).to.include({
      number: created.number,
      type: "order",
      paymentMethod: "invoice",
      paymentStatus: "open",
      // 3 × 4.90 + 5.90 shipping + 2.50 packaging = 23.10 net, 19 % VAT: the shop's total, not the body's.
      calculatedamount: 27.49,
    });
    expect(deal.lines.map((l) => [l.artikel, l.amount])).to.deep.equal([["Artikel 1001", 3]]);
    expect(deal.invoice.orderrecipient).to.equal("Anna Muster");
  });

  it("the same requestId twice (a double submit, a retry after a lost answer) makes one deal", async () => {
    await postOrderItem({ ...call, body: item("1001", 3) });
    const once = await body();
    const [a, b] = await Promise.all([createDeal({ ...call, body: once }), createDeal({ ...call, body: once })]);
    expect(a).to.deep.equal(b);
    const c = await createDeal({ ...call, body: once });
    expect(c.dealId).to.equal(a.dealId);
    const other = await createDeal({ ...call, body: await body() });
    expect(other.dealId).not.to.equal(a.dealId);
  });

  it("an offer request gets an offer number; a guest's needs no contact", async () => {
    await postOrderItem({ ...call, body: item("1001", 3) });
    const created = await createDeal({ ...call, body: await body({ type: "quotation_guest", paymentMethod: null }) });
    expect(created.number).to.match(/^AN-/);
  });

  it("the backend refuses a direct order to a country outside the direct-order list, and bulky goods (422 offer_only)", async () => {
    await postOrderItem({ ...call, body: item("1001", 3) });
    const { result: toSwitzerland } = await captureConsoleErrors(() =>
      body({}, "CH")
        .then((b) => createDeal({ ...call, body: b }))
        .catch((e: unknown) => e),
    );
    expect(toSwitzerland).to.be.instanceOf(ApiError);
    expect((toSwitzerland as ApiError).status).to.equal(422);
    expect((toSwitzerland as ApiError).body).to.include({ code: "offer_only" });
    await postOrderItem({ ...call, body: item("1003", 1, true) });
    const { result: bulky } = await captureConsoleErrors(() =>
      body()
        .then((b) => createDeal({ ...call, body: b }))
        .catch((e: unknown) => e),
    );
    expect((bulky as ApiError).body).to.include({ code: "offer_only" });
  });

  it("update-deal-with-freight-cost records the forwarder's freight on the deal (204)", async () => {
    await postOrderItem({ ...call, body: item("1001", 3) });
    const created = await createDeal({ ...call, body: await body({ deliveryType: "freight-forwarder" }) });
    await updateDealWithFreightCost({ ...call, dealId: created.dealId, freightCost: 89 });
    expect((await fetchDeal({ ...call, dealId: created.dealId })).freightCost).to.equal(89);
  });

  it("an unknown deal is 404", async () => {
    const { result: failure, errors } = await captureConsoleErrors(() => fetchDeal({ ...call, dealId: "404404" }).catch((e: unknown) => e));
    expect((failure as ApiError).status).to.equal(404);
    expect(errors.join()).to.contain("HTTP 404");
  });
});
