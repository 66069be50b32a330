import { expect } from "chai";
import { matDrawing } from "../../core/configurator/mat-drawing.ts";
import { matGeometry } from "../../core/configurator/mat-geometry.ts";
import { matConfig } from "../support/mat-configuration.ts";

describe("mat preview data (core/configurator/mat-drawing.ts)", () => {
  const geometry = matGeometry(matConfig({ borderMode: "raised", raise: 40 }));

  it("draws the board to scale in millimetres with room for the measures above and left", () => {
    const drawing = matDrawing(geometry, 1.4);
    expect(drawing.board).to.deep.equal({ x: 0, y: 0, w: 400, h: 500 });
    const [x, y, w, h] = drawing.viewBox.split(" ").map(Number);
    expect(x! < 0 && y! < 0).to.equal(true);
    expect(w! > 400 && h! > 500).to.equal(true);
  });

  it("draws a bevel band around each window, at least visible at the preview's scale", () => {
    const drawing = matDrawing(geometry, 1.4);
    const { bevel, window } = drawing.windows[0]!;
    expect(window).to.deep.equal({ x: 85, y: 85, w: 230, h: 290 });
    expect(bevel.x).to.be.below(window.x);
    expect(bevel.w - window.w).to.equal(2 * (window.x - bevel.x));
    expect(window.x - bevel.x).to.be.at.least(1.4);
  });

  it("anchors a label for outer width and height, the window and each border", () => {
    const labels = matDrawing(geometry, 1.4).labels;
    const value = (kind: string) => labels.find((l) => l.kind === kind)?.valueMm;
    expect([value("width"), value("height"), value("window")]).to.deep.equal([400, 500, 230]);
    expect([value("top"), value("bottom"), value("left"), value("right")]).to.deep.equal([85, 125, 85, 85]);
    const top = labels.find((l) => l.kind === "top")!;
    expect(top.y).to.equal(42.5);
  });

  it("leaves out a border's label where the border is too narrow to hold it", () => {
    const narrow = matDrawing(matGeometry(matConfig({ openingWidthMm: 396 })), 1.4);
    expect(narrow.labels.find((l) => l.kind === "left")!.fits).to.equal(false);
  });

  it("is fast: a thousand drawings of a 10 × 10 grid take well under one frame each", () => {
    const grid = matConfig({ rows: 10, columns: 10, gapMm: 10, openingWidthMm: 20, openingHeightMm: 30 });
    const start = performance.now();
    for (let i = 0; i < 1000; i++) matDrawing(matGeometry({ ...grid, widthMm: 400 + (i % 7) }), 1.4);
    expect((performance.now() - start) / 1000).to.be.below(1);
  });
});
