import { expect } from "chai";
import { breakableParts } from "../../core/format/breakable.ts";

describe("e-mail addresses and article numbers break only after '@', '.' and '-' (issue 20)", () => {
  it("a part ends after each '@', '.' and '-'", () => {
    expect(breakableParts("anna.muster@stadtarchiv-musterstadt.example")).to.deep.equal([
      "anna.",
      "muster@",
      "stadtarchiv-",
      "musterstadt.example",
    ]);
    expect(breakableParts("AK-285180-0001")).to.deep.equal(["AK-", "285180-", "0001"]);
  });

  it("an e-mail's top-level domain stays with the name before it", () => {
    expect(breakableParts("restaurierungswerkstatt.archiv@example.de")).to.deep.equal([
      "restaurierungswerkstatt.",
      "archiv@",
      "example.de",
    ]);
    expect(breakableParts("info@archiv.stadt.de")).to.deep.equal(["info@", "archiv.", "stadt.de"]);
  });

  it("nothing else breaks: a code without them is one part", () => {
    expect(breakableParts("4711")).to.deep.equal(["4711"]);
    expect(breakableParts("K 10234_b+c")).to.deep.equal(["K 10234_b+c"]);
  });

  it("one at the end stays with the part before (no empty parts)", () => {
    expect(breakableParts("a.b-")).to.deep.equal(["a.b-"]);
    expect(breakableParts("AK-4711-")).to.deep.equal(["AK-", "4711-"]);
  });
});
