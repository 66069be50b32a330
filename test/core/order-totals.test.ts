import { expect } from "chai";
import { orderTotals } from "../../core/pricing/totals.ts";

// Lines of 252.00 € and 49.00 € net, 5.90 € shipping, 2.50 € packaging.
const base = { lineNetCents: [25200, 4900], shippingCents: 590, packagingCents: 250, taxStatus: "1", selectedVat: null };

describe("order totals in integer cents (sections 6 and 9)", () => {
  it("net is the sum of the lines; default VAT 19 % on goods, shipping and packaging, rounded once; gross adds it all", () => {
    // 301.00 + 5.90 + 2.50 = 309.40 € taxable; 19 % = 58.786 € → 58.79 €
    expect(orderTotals(base)).to.deep.equal({
      netCents: 30100,
      shippingCents: 590,
      packagingCents: 250,
      vatPercent: 19,
      vatCents: 5879,
      grossCents: 36819,
    });
  });

  it("a selected VAT option overrides the default", () => {
    expect(orderTotals({ ...base, selectedVat: 7 })).to.include({ vatPercent: 7, vatCents: 2166, grossCents: 33106 });
  });

  it("tax-status code '3' adds no VAT", () => {
    expect(orderTotals({ ...base, taxStatus: "3", selectedVat: 19 })).to.include({ vatPercent: 0, vatCents: 0, grossCents: 30940 });
  });

  it("the totals name the delivery country whose VAT rate applied, but not for a VAT-free company", () => {
    expect(orderTotals({ ...base, selectedVat: 0, country: "ch" })).to.include({ vatPercent: 0, vatCountry: "ch" });
    expect(orderTotals({ ...base, taxStatus: "3", selectedVat: 20, country: "at" })).not.to.have.property("vatCountry");
  });

  it("an empty cart totals zero plus fees", () => {
    expect(orderTotals({ ...base, lineNetCents: [], shippingCents: 0, packagingCents: 0 })).to.include({
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    });
  });
});
