import { expect } from "chai";
import { effectiveShowVAT, vatDisplay } from "../../core/pricing/vat.ts";

const company = (ust: string, canSwitchGrossNet = true) => ({ ust, canSwitchGrossNet });

describe("gross/net display (specification section 6)", () => {
  it("guests and private customers choose; the default is net (showVAT false)", () => {
    expect(vatDisplay(null)).to.deep.equal({ forced: null, canSwitch: true });
    expect(effectiveShowVAT(null, false)).to.equal(false);
    expect(effectiveShowVAT(null, true)).to.equal(true);
  });

  it("tax-status code '3' is always VAT-free: net, no switch", () => {
    expect(vatDisplay(company("3"))).to.deep.equal({ forced: false, canSwitch: false });
    expect(effectiveShowVAT(company("3"), true)).to.equal(false);
  });

  it("German VAT ID holders always see VAT-inclusive prices", () => {
    expect(vatDisplay(company("1"))).to.deep.equal({ forced: true, canSwitch: false });
    expect(effectiveShowVAT(company("1"), false)).to.equal(true);
  });

  it("foreign VAT ID holders see prices without VAT only after sales verification", () => {
    expect(effectiveShowVAT(company("4"), false)).to.equal(true);
    expect(effectiveShowVAT(company("2"), true)).to.equal(false);
  });

  it("a company whose canSwitchGrossNet is false cannot switch", () => {
    expect(vatDisplay(company("", false))).to.deep.equal({ forced: true, canSwitch: false });
    expect(vatDisplay(company("", true))).to.deep.equal({ forced: null, canSwitch: true });
  });
});
