import { expect } from "chai";
import {
  canOrderDirectly,
  canOrderDirectlyTo,
  deliveryType,
  DIRECT_ORDER_COUNTRIES,
  MAX_ORDER_ITEMS,
  offerReasons,
  tooManyItems,
  type LineFacts,
} from "../../core/order/rules.ts";

const box: LineFacts = { articleId: "1001", amount: 10, bulky: false };
const plansCabinet: LineFacts = { articleId: "1003", amount: 1, bulky: true };
const newspaperBox = (amount: number): LineFacts => ({ articleId: "1011", amount, bulky: false, requestThreshold: 500 });

describe("order rules (specification sections 6 and 9)", () => {
  it("direct ordering only for delivery to Germany, Austria and France (and Monaco, French VAT territory)", () => {
    expect([...DIRECT_ORDER_COUNTRIES]).to.deep.equal(["de", "at", "fr", "mc"]);
    for (const country of ["de", "AT", " fr ", "mc"]) expect(canOrderDirectlyTo(country), country).to.equal(true);
    for (const country of ["lu", "ch", "gb", "nl", "it", ""]) expect(canOrderDirectlyTo(country), country).to.equal(false);
  });

  it("other countries can only request an offer", () => {
    expect(offerReasons(box, "de")).to.deep.equal([]);
    expect(offerReasons(box, "ch")).to.deep.equal(["country"]);
    expect(canOrderDirectly([box], "ch")).to.equal(false);
  });

  it("bulky and oversize goods can only be requested, not ordered directly", () => {
    expect(offerReasons(plansCabinet, "de")).to.deep.equal(["bulky"]);
    expect(canOrderDirectly([box, plansCabinet], "de")).to.equal(false);
    expect(canOrderDirectly([box], "de")).to.equal(true);
  });

  it("lines from the price-on-request amount on can only be requested", () => {
    expect(offerReasons(newspaperBox(499), "de")).to.deep.equal([]);
    expect(offerReasons(newspaperBox(500), "de")).to.deep.equal(["price-on-request"]);
    expect(offerReasons({ ...plansCabinet, requestThreshold: 1 }, "gb")).to.deep.equal(["country", "bulky", "price-on-request"]);
  });

  it("at most 100 different items per order: 101 different items are too many, repeated items count once", () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ ...box, articleId: String(i) }));
    expect(MAX_ORDER_ITEMS).to.equal(100);
    expect(tooManyItems(lines(100))).to.equal(false);
    expect(tooManyItems(lines(101))).to.equal(true);
    expect(tooManyItems([...lines(100), { ...box, articleId: "0" }])).to.equal(false);
    expect(canOrderDirectly(lines(101), "de")).to.equal(false);
  });

  it("an empty cart cannot be ordered", () => {
    expect(canOrderDirectly([], "de")).to.equal(false);
  });

  it("delivery type follows the lines: freight forwarder with bulky goods, else parcel service", () => {
    expect(deliveryType([box])).to.equal("parcel-service");
    expect(deliveryType([box, plansCabinet])).to.equal("freight-forwarder");
  });
});
