import { expect } from "chai";
import { dealDisplay, rememberDealDisplay } from "../../core/state/deal-display.ts";
import { $companies, $showVAT, selectCompany } from "../../core/state/stores.ts";

describe("deal display: how prices were shown when a deal was made (docs/decisions/gross-net-labels.md)", () => {
  beforeEach(() => {
    localStorage.clear();
    selectCompany(null);
    $companies.set([]);
    $showVAT.set(false);
  });
  after(() => {
    localStorage.clear();
    selectCompany(null);
    $companies.set([]);
  });

  it("remembers gross or net per deal, as the page showed prices then", () => {
    $showVAT.set(true);
    rememberDealDisplay("d1");
    $showVAT.set(false);
    rememberDealDisplay("d2");
    expect([dealDisplay("d1"), dealDisplay("d2"), dealDisplay("d3")]).to.deep.equal([true, false, undefined]);
  });

  it("a VAT-free company's deal is remembered as net, whatever the visitor chose (tax status '3')", () => {
    $showVAT.set(true);
    const company = { id: "c1", name: "Export GmbH", ust: "3", canSwitchGrossNet: true, hs_object_id: "c1" };
    $companies.set([{ company, contactPersonFirstname: "Anna", contactPersonLastname: "Muster" }]);
    selectCompany("c1");
    rememberDealDisplay("d1");
    expect(dealDisplay("d1")).to.equal(false);
  });

  it("keeps the last 20 deals; a stored value that is not a list of records reads as none", () => {
    for (let i = 0; i < 21; i++) rememberDealDisplay(`d${i}`);
    expect(dealDisplay("d0")).to.equal(undefined);
    expect(dealDisplay("d20")).to.equal(false);
    localStorage.setItem("shop:dealDisplays", '{"d1":true}');
    expect(dealDisplay("d1")).to.equal(undefined);
  });
});
