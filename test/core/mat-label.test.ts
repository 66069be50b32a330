import { expect } from "chai";
import { matGeometry } from "../../core/configurator/mat-geometry.ts";
import { matLabelParts, pairText } from "../../core/configurator/mat-label.ts";
import { matConfig } from "../support/mat-configuration.ts";

const museum = { name: "Museumskarton 1,4 mm, weiß, Kern weiß" };

describe("mat readable line (core/configurator/mat-label.ts)", () => {
  it("names outer size, window and board in centimetres with the language's decimal sign", () => {
    const config = matConfig({ openingWidthMm: 245 });
    expect(matLabelParts(config, matGeometry(config), museum, "mm", "de")).to.deep.equal({
      outer: "40 × 50 cm",
      window: "24,5 × 29 cm",
      board: "Museumskarton 1,4 mm, weiß, Kern weiß",
      grid: null,
    });
    expect(matLabelParts(config, matGeometry(config), museum, "mm", "en").window).to.equal("24.5 × 29 cm");
  });

  it("names rows × columns when there are several windows", () => {
    const config = matConfig({ rows: 2, columns: 3, gapMm: 10, openingWidthMm: 80, openingHeightMm: 100 });
    expect(matLabelParts(config, matGeometry(config), museum, "mm", "de").grid).to.deep.equal({ rows: 2, columns: 3 });
  });

  it("reads inches to 1/16″ when the shopper works in inches", () => {
    expect(pairText(254, 203, "in", "en")).to.equal("10 × 8″");
  });
});
