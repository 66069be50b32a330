import { expect } from "chai";
import { matProblems } from "../../core/configurator/mat-rules.ts";
import { board, matConfig } from "../support/mat-configuration.ts";

describe("mat rules (core/configurator/mat-rules.ts)", () => {
  it("a mat within every rule has no problem", () => {
    expect(matProblems(matConfig(), board)).to.deep.equal([]);
  });

  it("outer above largest board: the outer size must fit the sheet in either orientation", () => {
    expect(matProblems(matConfig({ widthMm: 1000, heightMm: 800 }), board)).to.deep.equal([]);
    expect(matProblems(matConfig({ widthMm: 10_000, heightMm: 500 }), board)).to.deep.include({
      field: "width",
      code: "outer-above-board",
      sheetWidthMm: 800,
      sheetHeightMm: 1000,
    });
    // 900 × 900: neither side is longer than 1000, but the shorter does not fit 800.
    const square = matProblems(matConfig({ widthMm: 900, heightMm: 900 }), board);
    expect(square.filter((p) => p.code === "outer-above-board")).to.have.length(1);
  });

  it("border below minimum: equal borders narrower than the board's minimum stand at the opening that sets them", () => {
    const problems = matProblems(matConfig({ openingWidthMm: 390 }), board);
    expect(problems).to.deep.equal([{ field: "openingWidth", code: "border-below-minimum", side: "left", borderMm: 5, minMm: 10 }]);
  });

  it("border below minimum: in raised mode a top taken by the raise stands at the raise", () => {
    const problems = matProblems(matConfig({ borderMode: "raised", raise: 200 }), board);
    expect(problems).to.deep.equal([{ field: "raise", code: "border-below-minimum", side: "top", borderMm: 5, minMm: 10 }]);
  });

  it("border below minimum: in sides mode each narrow side stands at its own field", () => {
    const problems = matProblems(matConfig({ borderMode: "sides", sides: { top: 8, right: 85, bottom: 125, left: 4 } }), board);
    expect(problems).to.deep.equal([
      { field: "left", code: "border-below-minimum", side: "left", borderMm: 4, minMm: 10 },
      { field: "top", code: "border-below-minimum", side: "top", borderMm: 8, minMm: 10 },
    ]);
  });

  it("window inside the board: a window block larger than the board is a problem at the opening", () => {
    expect(matProblems(matConfig({ openingHeightMm: 10_000 }), board)).to.deep.equal([
      { field: "openingHeight", code: "window-outside-board", blockMm: 10_000, outerMm: 500 },
    ]);
    const grid = matProblems(matConfig({ columns: 3, gapMm: 20, openingWidthMm: 130 }), board);
    expect(grid).to.deep.equal([{ field: "openingWidth", code: "window-outside-board", blockMm: 430, outerMm: 400 }]);
  });

  it("picture larger than window by the overlap: a picture not larger than twice the overlap leaves no window", () => {
    const problems = matProblems(matConfig({ openingMode: "picture", openingWidthMm: 10, overlapMm: 5 }), board);
    expect(problems).to.deep.equal([{ field: "openingWidth", code: "picture-not-larger", pictureMm: 10, overlapMm: 5 }]);
  });

  it("picture larger than window by the overlap: the overlap must be more than 0", () => {
    const problems = matProblems(matConfig({ openingMode: "picture", openingWidthMm: 240, openingHeightMm: 300, overlapMm: 0 }), board);
    expect(problems).to.deep.equal([{ field: "overlap", code: "overlap-not-positive" }]);
    expect(matProblems(matConfig({ openingMode: "window", overlapMm: 0 }), board)).to.deep.equal([]);
  });

  it("per-side borders consistent with outer size: borders that take the whole width leave no window", () => {
    const problems = matProblems(matConfig({ borderMode: "sides", sides: { top: 85, right: 200, bottom: 125, left: 200 } }), board);
    expect(problems).to.deep.equal([{ field: "right", code: "sides-leave-no-window", bordersMm: 400, outerMm: 400 }]);
  });

  it("rows and columns from 1 to 10", () => {
    expect(matProblems(matConfig({ rows: 11, gapMm: 10, openingHeightMm: 10 }), board)).to.deep.include({
      field: "rows",
      code: "count-out-of-range",
      min: 1,
      max: 10,
    });
    expect(matProblems(matConfig({ rows: 10, gapMm: 10, openingHeightMm: 30, heightMm: 500 }), board)).to.deep.equal([]);
  });

  it("gap at least the board's minimum border between several windows", () => {
    const problems = matProblems(matConfig({ columns: 2, gapMm: 6, openingWidthMm: 100 }), board);
    expect(problems).to.deep.equal([{ field: "gap", code: "gap-below-minimum", gapMm: 6, minMm: 10 }]);
    expect(matProblems(matConfig({ gapMm: 0 }), board)).to.deep.equal([]);
  });

  it("lengths of 0 are problems at their fields (a link may carry them)", () => {
    expect(matProblems(matConfig({ widthMm: 0 }), board)).to.deep.include({ field: "width", code: "not-positive" });
    expect(matProblems(matConfig({ openingHeightMm: 0 }), board)).to.deep.include({ field: "openingHeight", code: "not-positive" });
  });

  it("without a board (still loading) only the board's rules wait", () => {
    expect(matProblems(matConfig({ widthMm: 10_000 }), null)).to.deep.equal([]);
    expect(matProblems(matConfig({ openingWidthMm: 500 }), null)).to.deep.equal([
      { field: "openingWidth", code: "window-outside-board", blockMm: 500, outerMm: 400 },
    ]);
  });
});
