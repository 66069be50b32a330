import { expect } from "chai";
import { packContents } from "../../core/format/pack-size.ts";
import { listedUnitPrice } from "../../core/pricing/listed-price.ts";
import { toScale } from "../../core/pricing/scale.ts";

describe("one article everywhere: its listed price and pack size (issue 31)", () => {
  const scale = toScale([
    { quantity: 1, price: 3 },
    { quantity: 25, price: 2.51 },
    { quantity: 100, price: 2.2 },
  ]);

  it("the listed price is the lowest unit price of the scale shown from the smallest order unit, 'from' when it has several", () => {
    expect(listedUnitPrice(scale, 1)).to.deep.equal({ unitCents: 220, from: true });
    // From 100 on only one entry is offered: its price, without "ab".
    expect(listedUnitPrice(scale, 100)).to.deep.equal({ unitCents: 220, from: false });
    expect(listedUnitPrice(toScale([{ quantity: 1, price: 5.83 }]), 1)).to.deep.equal({ unitCents: 583, from: false });
  });

  it("the same price twice in the scale is one price, not a 'from' price", () => {
    const flat = toScale([
      { quantity: 1, price: 2.51 },
      { quantity: 50, price: 2.51 },
    ]);
    expect(listedUnitPrice(flat, 1)).to.deep.equal({ unitCents: 251, from: false });
  });

  it("a scale that starts above the smallest order unit still lists its lowest price; no scale is price on request", () => {
    expect(listedUnitPrice(toScale([{ quantity: 10, price: 1.5 }]), 500)).to.deep.equal({ unitCents: 150, from: false });
    expect(listedUnitPrice([], 1)).to.equal(undefined);
  });

  it("the pack size is a count with its unit in the page's language; other texts are shown as given", () => {
    expect(packContents("25 Stück", "de")).to.equal("25 Stück");
    expect(packContents("25 Stück", "en")).to.equal("25 pieces");
    expect(packContents("100 Blatt", "fr")).to.equal("100 feuilles");
    expect(packContents("10", "en")).to.equal("10 pieces");
    expect(packContents("1 Rolle", "de")).to.equal("1 Rolle");
    expect(packContents("Karton à 12", "de")).to.equal("Karton à 12");
    expect(packContents("  ", "de")).to.equal(null);
    expect(packContents(null, "de")).to.equal(null);
  });
});
