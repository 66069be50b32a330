import { expect } from "chai";
import { deliveryTiers, tierFor } from "../../core/catalog/delivery-time.ts";

const source = {
  lieferzeit_0_49: "2–3 Tage",
  lieferzeit_50_199: "1 Woche",
  lieferzeit_200_: "3 Wochen",
  requested_delivery_time: "6 Wochen",
};

describe("delivery-time tiers (specification section 9)", () => {
  it("the tiers are up to 49 units, 50 to 199, and 200 and above", () => {
    const tiers = deliveryTiers(source, undefined);
    expect(tiers.map((t) => [t.id, t.from, t.to, t.time])).to.deep.equal([
      ["0_49", 0, 49, "2–3 Tage"],
      ["50_199", 50, 199, "1 Woche"],
      ["200_", 200, undefined, "3 Wochen"],
    ]);
  });

  it("tierFor marks the right tier at the boundaries 49/50 and 199/200", () => {
    const tiers = deliveryTiers(source, undefined);
    expect(tierFor(tiers, 1)?.id).to.equal("0_49");
    expect(tierFor(tiers, 49)?.id).to.equal("0_49");
    expect(tierFor(tiers, 50)?.id).to.equal("50_199");
    expect(tierFor(tiers, 199)?.id).to.equal("50_199");
    expect(tierFor(tiers, 200)?.id).to.equal("200_");
    expect(tierFor(tiers, 100000)?.id).to.equal("200_");
  });

  it("a tier without a delivery time is left out", () => {
    const tiers = deliveryTiers({ ...source, lieferzeit_50_199: "  ", lieferzeit_200_: null }, undefined);
    expect(tiers.map((t) => t.id)).to.deep.equal(["0_49"]);
    expect(tierFor(tiers, 60)).to.equal(undefined);
  });

  it("the optional requested tier applies from requested_delivery_amount on, with requested_delivery_time", () => {
    const tiers = deliveryTiers(source, 100);
    expect(tiers.map((t) => [t.id, t.from, t.to])).to.deep.equal([
      ["0_49", 0, 49],
      ["50_199", 50, 99],
      ["requested", 100, undefined],
    ]);
    expect(tiers[2]?.time).to.equal("6 Wochen");
    expect(tierFor(tiers, 99)?.id).to.equal("50_199");
    expect(tierFor(tiers, 100)?.id).to.equal("requested");
    expect(tierFor(tiers, 250)?.id).to.equal("requested");
  });

  it("a requested amount above 200 caps the 200+ tier just below it", () => {
    const tiers = deliveryTiers(source, 500);
    expect(tierFor(tiers, 200)?.id).to.equal("200_");
    expect(tierFor(tiers, 499)?.id).to.equal("200_");
    expect(tierFor(tiers, 500)?.id).to.equal("requested");
  });

  it("no requested tier without a positive amount or without requested_delivery_time", () => {
    expect(deliveryTiers(source, 0).map((t) => t.id)).to.deep.equal(["0_49", "50_199", "200_"]);
    expect(deliveryTiers({ ...source, requested_delivery_time: "" }, 100).map((t) => t.id)).to.deep.equal(["0_49", "50_199", "200_"]);
    expect(tierFor(deliveryTiers({ ...source, requested_delivery_time: "" }, 100), 150)?.id).to.equal("50_199");
  });
});
