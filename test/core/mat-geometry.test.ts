import { expect } from "chai";
import { isDrawable, matGeometry, raiseMm } from "../../core/configurator/mat-geometry.ts";
import { matConfig } from "../support/mat-configuration.ts";

describe("mat geometry (core/configurator/mat-geometry.ts)", () => {
  it("window from picture − overlap: the window is the picture less the overlap on each side", () => {
    const g = matGeometry(matConfig({ openingMode: "picture", openingWidthMm: 240, openingHeightMm: 300, overlapMm: 5 }));
    expect([g.windowWidthMm, g.windowHeightMm]).to.deep.equal([230, 290]);
    expect(g.picture).to.deep.equal({ widthMm: 240, heightMm: 300 });
  });

  it("window mode: the window is the size given, and there is no picture size", () => {
    const g = matGeometry(matConfig());
    expect([g.windowWidthMm, g.windowHeightMm]).to.deep.equal([230, 290]);
    expect(g.picture).to.equal(null);
  });

  it("equal borders: the window is centred", () => {
    const g = matGeometry(matConfig());
    expect(g.borders).to.deep.equal({ top: 105, right: 85, bottom: 105, left: 85 });
    expect(g.windows).to.deep.equal([{ x: 85, y: 105, w: 230, h: 290 }]);
  });

  it("equal borders keep an odd remainder as two halves", () => {
    const g = matGeometry(matConfig({ openingWidthMm: 231 }));
    expect([g.borders.left, g.borders.right]).to.deep.equal([84.5, 84.5]);
  });

  it("raised window in mm: the bottom border is larger than the top by the raise", () => {
    const g = matGeometry(matConfig({ borderMode: "raised", raise: 40, raiseUnit: "mm" }));
    expect(g.borders).to.deep.equal({ top: 85, right: 85, bottom: 125, left: 85 });
    expect(g.windows[0]).to.deep.equal({ x: 85, y: 85, w: 230, h: 290 });
  });

  it("raised window in %: the bottom border is larger than the top by that share of both vertical borders", () => {
    // Vertical borders 500 − 290 = 210 mm; 20 % of them is 42 mm: top 84, bottom 126.
    const g = matGeometry(matConfig({ borderMode: "raised", raise: 20, raiseUnit: "%" }));
    expect([g.borders.top, g.borders.bottom]).to.deep.equal([84, 126]);
    expect(raiseMm({ raise: 10, raiseUnit: "%" }, 210)).to.equal(21);
    expect(raiseMm({ raise: 10, raiseUnit: "mm" }, 210)).to.equal(10);
  });

  it("per-side borders: the four borders are given and the window follows from the outer size", () => {
    const g = matGeometry(matConfig({ borderMode: "sides", sides: { top: 80, right: 90, bottom: 120, left: 70 }, openingWidthMm: 1 }));
    expect(g.borders).to.deep.equal({ top: 80, right: 90, bottom: 120, left: 70 });
    expect([g.windowWidthMm, g.windowHeightMm]).to.deep.equal([240, 300]);
    expect(g.windows[0]).to.deep.equal({ x: 70, y: 80, w: 240, h: 300 });
  });

  it("per-side borders in picture mode: the picture is the window plus the overlap", () => {
    const g = matGeometry(matConfig({ borderMode: "sides", openingMode: "picture", overlapMm: 4 }));
    expect(g.picture).to.deep.equal({ widthMm: 238, heightMm: 298 });
  });

  it("several windows with gap: rows × columns equal windows, the block centred", () => {
    // 2 rows × 3 columns of 80 × 100 with 20 mm gaps: block 280 × 220 on 400 × 500.
    const g = matGeometry(matConfig({ rows: 2, columns: 3, gapMm: 20, openingWidthMm: 80, openingHeightMm: 100 }));
    expect(g.block).to.deep.equal({ x: 60, y: 140, w: 280, h: 220 });
    expect(g.borders).to.deep.equal({ top: 140, right: 60, bottom: 140, left: 60 });
    expect(g.windows).to.have.length(6);
    expect(g.windows[0]).to.deep.equal({ x: 60, y: 140, w: 80, h: 100 });
    expect(g.windows[2]).to.deep.equal({ x: 260, y: 140, w: 80, h: 100 });
    expect(g.windows[5]).to.deep.equal({ x: 260, y: 260, w: 80, h: 100 });
  });

  it("several windows in sides mode share what the borders leave, less the gaps", () => {
    const g = matGeometry(matConfig({ borderMode: "sides", sides: { top: 50, right: 50, bottom: 50, left: 50 }, columns: 2, gapMm: 20 }));
    expect(g.windowWidthMm).to.equal(140);
    expect(g.windows[1]!.x).to.equal(210);
  });

  it("a geometry is drawable only with windows of a size on the board", () => {
    expect(isDrawable(matGeometry(matConfig()))).to.equal(true);
    expect(isDrawable(matGeometry(matConfig({ openingWidthMm: 500 })))).to.equal(false);
    expect(isDrawable(matGeometry(matConfig({ openingMode: "picture", openingWidthMm: 8, overlapMm: 5 })))).to.equal(false);
  });
});
