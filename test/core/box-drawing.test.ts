import { expect } from "chai";
import { BOX_DRAWINGS } from "../../core/api/configurator.ts";
import { boxDrawing, drawnExtras } from "../../core/configurator/box-drawing.ts";

/** The points of an SVG path made of M/L commands. */
function points(d: string): [number, number][] {
  return [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}
const distance = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe("box drawing (the preview's geometry)", () => {
  it("draws the box to scale: edges on screen in the ratio of length, width and height", () => {
    const drawing = boxDrawing("lid-box", { length: 320, width: 240, height: 80 });
    const front = points(drawing.faces.find((f) => f.kind === "front")!.d);
    const side = points(drawing.faces.find((f) => f.kind === "side")!.d);
    const length = distance(front[0]!, front[1]!);
    const width = distance(side[0]!, side[1]!);
    const height = distance(front[1]!, front[2]!);
    expect(length / width).to.be.closeTo(320 / 240, 0.01);
    expect(length / height).to.be.closeTo(320 / 80, 0.05);
  });

  it("fits every kind and every size into its viewBox, labels included", () => {
    for (const kind of BOX_DRAWINGS)
      for (const size of [
        { length: 320, width: 240, height: 80 },
        { length: 2000, width: 50, height: 10 },
        { length: 50, width: 50, height: 900 },
        { length: 320, width: 240, height: null },
      ]) {
        const drawing = boxDrawing(kind, size, { notch: true, labelHolder: true });
        const all = [...drawing.faces, ...drawing.lines].flatMap((part) => points(part.d));
        for (const [x, y] of all) {
          expect(x, `${kind} x`).to.be.within(0, drawing.width);
          expect(y, `${kind} y`).to.be.within(0, drawing.height);
        }
        for (const label of drawing.labels) {
          expect(label.x, `${kind} ${label.axis} label x`).to.be.within(0, drawing.width);
          expect(label.y, `${kind} ${label.axis} label y`).to.be.within(0, drawing.height);
        }
      }
  });

  it("draws the lid of a lid box, the opening of a slipcase and a tray, the folds of a folder", () => {
    const kinds = (kind: (typeof BOX_DRAWINGS)[number]) =>
      boxDrawing(kind, { length: 320, width: 240, height: 80 }).lines.map((l) => l.kind);
    expect(kinds("lid-box")).to.include("lid");
    expect(kinds("clamshell")).to.include.members(["lid", "hinge"]);
    expect(kinds("drop-front")).to.include("flap");
    expect(kinds("slipcase")).to.include("opening");
    expect(kinds("tray")).to.include("opening");
    expect(boxDrawing("folder", { length: 320, width: 240, height: null }).lines.map((l) => l.kind)).to.include("fold");
  });

  it("draws a thumb notch and a label holder only when chosen", () => {
    const size = { length: 320, width: 240, height: 80 };
    expect(boxDrawing("lid-box", size).lines.map((l) => l.kind)).not.to.include("notch");
    const lines = boxDrawing("lid-box", size, drawnExtras(["notch", "label"])).lines.map((l) => l.kind);
    expect(lines).to.include.members(["notch", "label-holder"]);
  });

  it("labels length, width and height", () => {
    expect(boxDrawing("tray", { length: 320, width: 240, height: 80 }).labels.map((l) => l.axis)).to.deep.equal([
      "length",
      "width",
      "height",
    ]);
  });
});
