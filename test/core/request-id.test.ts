import { expect } from "chai";
import { newRequestId, requestKeyFor } from "../../core/order/request-id.ts";

describe("request keys for POST deal (idempotency)", () => {
  const body = { type: "order", note: "vormittags", products: [{ orderItemId: "1", amount: 2 }] };

  it("a new key for a first attempt, at least 8 characters, never the same twice", () => {
    const a = requestKeyFor(null, body);
    expect(a.requestId).to.have.length.of.at.least(8);
    expect(requestKeyFor(null, body).requestId).to.not.equal(a.requestId);
    expect(newRequestId()).to.not.equal(newRequestId());
  });

  it("the same body keeps the key: a retry or a second click is the same request", () => {
    const kept = requestKeyFor(null, body);
    expect(requestKeyFor(kept, { ...body, products: [{ orderItemId: "1", amount: 2 }] })).to.deep.equal(kept);
  });

  it("a changed body gets a new key, or the backend would answer with the deal of the old input", () => {
    const kept = requestKeyFor(null, body);
    expect(requestKeyFor(kept, { ...body, note: "nachmittags" }).requestId).to.not.equal(kept.requestId);
    expect(requestKeyFor(kept, { ...body, products: [{ orderItemId: "1", amount: 3 }] }).requestId).to.not.equal(kept.requestId);
  });

  it("the key inside the body does not count as a change", () => {
    const kept = requestKeyFor(null, { ...body, requestId: "" });
    expect(requestKeyFor(kept, { ...body, requestId: kept.requestId })).to.deep.equal(kept);
  });
});
