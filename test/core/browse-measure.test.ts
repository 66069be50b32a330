import { expect } from "chai";
import { parseMeasure } from "../../core/browse/measure.ts";
import { boundText, parseBound } from "../../core/browse/range-input.ts";

describe("measures and range fields (core/browse)", () => {
  it("measure parsing: composite mm, cm to mm, decimal comma, g/m², inches, named formats", () => {
    expect(parseMeasure("320 × 240 × 100 mm")).to.deep.equal({ kind: "numbers", values: [320, 240, 100], unit: "mm" });
    expect(parseMeasure("30 × 40 cm")).to.deep.equal({ kind: "numbers", values: [300, 400], unit: "mm" });
    expect(parseMeasure("1,6 mm")).to.deep.equal({ kind: "numbers", values: [1.6], unit: "mm" });
    expect(parseMeasure("80 g/m²")).to.deep.equal({ kind: "numbers", values: [80], unit: "g/m²" });
    expect(parseMeasure("12.6 × 9.4 × 3.9 in")).to.deep.equal({ kind: "numbers", values: [320.04, 238.76, 99.06], unit: "mm" });
    expect(parseMeasure("A4")).to.deep.equal({ kind: "name", text: "A4" });
    expect(parseMeasure("  ")).to.equal(null);
  });

  it("range parse: decimal comma, inches to mm, empty is open, letters and negatives are problems", () => {
    expect(parseBound("300", "mm")).to.deep.equal({ ok: true, value: 300 });
    expect(parseBound("1,6", "mm")).to.deep.equal({ ok: true, value: 1.6 });
    expect(parseBound("12,6", "in")).to.deep.equal({ ok: true, value: 320.04 });
    expect(parseBound("", "mm")).to.deep.equal({ ok: true, value: null });
    expect(parseBound("30o", "mm")).to.deep.equal({ ok: false, problem: "not-a-number" });
    expect(parseBound("-3", "mm")).to.deep.equal({ ok: false, problem: "negative" });
    expect(boundText(320.04, "in", "en")).to.equal("12.6");
    expect(boundText(1.6, "mm", "de")).to.equal("1,6");
  });
});
