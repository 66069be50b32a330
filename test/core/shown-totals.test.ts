import { expect } from "chai";
import { includesVat, shownTotals } from "../../core/pricing/shown-totals.ts";
import { orderTotals } from "../../core/pricing/totals.ts";

// The offer of test/widgets/request-offer/pdf.test.ts: 38.20 € goods, 5.90 € shipping, 2.50 € packaging, 19 %.
const totals = orderTotals({
  lineNetCents: [1470, 2350],
  shippingCents: 590,
  packagingCents: 250,
  taxStatus: undefined,
  selectedVat: null,
});

describe("totals as the gross/net display shows them (docs/decisions/gross-net-labels.md)", () => {
  it("net display: the order's net rows, VAT added, the total to pay", () => {
    expect(shownTotals(totals, false)).to.deep.equal({
      showVAT: false,
      goodsCents: 3820,
      shippingCents: 590,
      packagingCents: 250,
      vatCents: 885,
      grossCents: 5545,
    });
  });

  it("gross display: shipping and packaging with 19 % VAT, goods the rest, so the rows add up to the same total", () => {
    // 5.90 × 1.19 = 7.021 → 7.02; 2.50 × 1.19 = 2.975 → 2.98; 55.45 − 7.02 − 2.98 = 45.45 (38.20 × 1.19 = 45.458)
    const shown = shownTotals(totals, true);
    expect(shown).to.deep.equal({
      showVAT: true,
      goodsCents: 4545,
      shippingCents: 702,
      packagingCents: 298,
      vatCents: 885,
      grossCents: 5545,
    });
    expect(shown.goodsCents + shown.shippingCents + shown.packagingCents).to.equal(shown.grossCents);
  });

  it("where no VAT applies (tax status '3', an export at 0 %) the gross display shows the net rows, labelled net", () => {
    const free = orderTotals({ lineNetCents: [3820], shippingCents: 590, packagingCents: 250, taxStatus: "3", selectedVat: 19 });
    expect(shownTotals(free, true)).to.deep.equal({
      showVAT: false,
      goodsCents: 3820,
      shippingCents: 590,
      packagingCents: 250,
      vatCents: 0,
      grossCents: 4660,
    });
  });

  it("prices include VAT only when VAT is shown and a rate applies", () => {
    expect([includesVat(true, 19), includesVat(true, 0), includesVat(false, 19)]).to.deep.equal([true, false, false]);
  });
});
