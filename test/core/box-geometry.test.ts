import { expect } from "chai";
import * as v from "valibot";
import { BoxTypeSchema } from "../../core/api/configurator.ts";
import { dimensionProblems, fittedSize, maxHeightFor, outerSize } from "../../core/configurator/box-geometry.ts";

const lidBox = v.parse(BoxTypeSchema, {
  id: 11,
  categoryId: 2,
  name: "Stülpdeckelkarton",
  articleId: 9011,
  articleNumber: "BOX-11",
  drawing: "lid-box",
  length: { min: 50, max: 1000 },
  width: { min: 50, max: 800 },
  height: { min: 10, max: 400 },
  maxHeightToWidth: 0.5,
  lengthAtLeastWidth: true,
  allowance: { length: 4, width: 4, height: 2 },
  materials: [3],
  parcelLimit: { maxLengthMm: 1200, maxGirthMm: 3000 },
});
const folder = { ...lidBox, height: null, maxHeightToWidth: null };

describe("box geometry (docs/elements/box-configurator.md)", () => {
  it("outer size is the inner size plus the allowance times the board thickness, per axis", () => {
    expect(outerSize({ length: 320, width: 240, height: 80 }, lidBox.allowance, 1.5)).to.deep.equal({
      length: 326,
      width: 246,
      height: 83,
    });
    expect(outerSize({ length: 320, width: 240, height: 80 }, { length: 3, width: 1, height: 0 }, 1.7)).to.deep.equal({
      length: 325.1,
      width: 241.7,
      height: 80,
    });
  });

  it("a flat folder has no height, inside or outside", () => {
    expect(outerSize({ length: 320, width: 240, height: null }, lidBox.allowance, 2)).to.deep.equal({
      length: 328,
      width: 248,
      height: null,
    });
    expect(dimensionProblems(folder, { length: 320, width: 240, height: 999 })).to.deep.equal([]);
  });

  it("each size lies in its range, and the problem names the limit", () => {
    expect(dimensionProblems(lidBox, { length: 320, width: 240, height: 80 })).to.deep.equal([]);
    expect(dimensionProblems(lidBox, { length: 40, width: 900, height: 5 })).to.deep.equal([
      { field: "length", code: "below-min", min: 50 },
      { field: "width", code: "above-max", max: 800 },
      { field: "height", code: "below-min", min: 10 },
    ]);
    expect(dimensionProblems(lidBox, { length: 10_000, width: 240, height: 80 })).to.deep.equal([
      { field: "length", code: "above-max", max: 1000 },
    ]);
  });

  it("a height above the type's share of the width says the actual maximum for that width", () => {
    expect(maxHeightFor(lidBox, 240)).to.equal(120);
    expect(dimensionProblems(lidBox, { length: 320, width: 240, height: 121 })).to.deep.equal([
      { field: "height", code: "above-ratio", max: 120, ratio: 0.5 },
    ]);
    expect(dimensionProblems(lidBox, { length: 320, width: 240, height: 120 })).to.deep.equal([]);
    // Where the range's max is lower than the ratio's, the range's max is the limit.
    expect(dimensionProblems(lidBox, { length: 1000, width: 800, height: 401 })).to.deep.equal([
      { field: "height", code: "above-max", max: 400 },
    ]);
  });

  it("without a usable width the height is checked against its range only", () => {
    expect(dimensionProblems(lidBox, { length: 320, width: null, height: 300 })).to.deep.equal([]);
    expect(maxHeightFor(lidBox, null)).to.equal(400);
  });

  it("the length is at least the width when the type says so", () => {
    expect(dimensionProblems(lidBox, { length: 200, width: 240, height: 80 })).to.deep.equal([
      { field: "length", code: "shorter-than-width", min: 240 },
    ]);
    expect(dimensionProblems({ ...lidBox, lengthAtLeastWidth: false }, { length: 200, width: 240, height: 80 })).to.deep.equal([]);
  });
  describe("the size the configurator opens with fits the type (fittedSize)", () => {
    it("keeps a size the type allows as it is", () => {
      expect(fittedSize(lidBox, { length: 320, width: 240, height: 100 })).to.deep.equal({ length: 320, width: 240, height: 100 });
    });
    it("brings each length into its range", () => {
      expect(fittedSize(lidBox, { length: 2000, width: 20, height: 5 })).to.deep.equal({ length: 1000, width: 50, height: 10 });
    });
    it("makes the length at least the width where the type says so", () => {
      expect(fittedSize({ ...lidBox, length: { min: 50, max: 200 } }, { length: 100, width: 300, height: 50 })).to.deep.equal({
        length: 200,
        width: 200,
        height: 50,
      });
    });
    it("keeps the height within its share of the width", () => {
      expect(fittedSize(lidBox, { length: 320, width: 100, height: 300 })).to.deep.equal({ length: 320, width: 100, height: 50 });
    });
    it("gives a folder no height", () => {
      expect(fittedSize(folder, { length: 320, width: 240, height: 100 })).to.deep.equal({ length: 320, width: 240, height: null });
    });
    it("breaks none of the type's rules", () => {
      for (const wanted of [
        { length: 10, width: 900, height: 900 },
        { length: 320, width: 240, height: null },
        { length: 5000, width: 5000, height: 1 },
      ])
        expect(dimensionProblems(lidBox, fittedSize(lidBox, wanted))).to.deep.equal([]);
    });
  });
});
