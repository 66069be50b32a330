import { expect } from "chai";
import type { BoxConfiguration } from "../../core/api/configuration.ts";
import { boardText, boxLabel, boxLabelParts } from "../../core/configurator/box-label.ts";

const box: BoxConfiguration = {
  kind: "box",
  categoryId: "2",
  boxId: "11",
  lengthMm: 320,
  widthMm: 240,
  heightMm: 80,
  materialId: "3",
  extras: ["notch"],
};
const type = {
  name: "Stülpdeckelkarton",
  extras: [
    { id: "notch", name: "Griffloch", description: "" },
    { id: "label", name: "Etikettenhalter", description: "" },
  ],
};
const board = { name: "Archivkarton", thicknessMm: 1.5, colour: { name: "grau", hex: "#8a8d8f" } };

describe("box label (one readable line)", () => {
  it("names type, inner size, board with thickness, colour and the chosen extras, in German", () => {
    expect(boxLabel(boxLabelParts(box, type, board, "de"))).to.equal(
      "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau, Griffloch",
    );
  });

  it("writes numbers in the language's format", () => {
    const parts = boxLabelParts({ ...box, lengthMm: 1200 }, type, board, "en");
    expect(parts.size).to.equal("1,200 × 240 × 80 mm");
    expect(parts.board).to.equal("Archivkarton 1.5 mm");
    expect(boxLabelParts(box, type, board, "fr").board).to.equal("Archivkarton 1,5 mm");
  });

  it("does not repeat a thickness or colour the board's name already says", () => {
    const named = { ...board, name: "Archivkarton 1,5 mm, grau" };
    expect(boxLabel(boxLabelParts(box, type, named, "de"))).to.equal(
      "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau, Griffloch",
    );
    expect(boardText({ ...board, name: "Archival board 1.5 mm, grey", colour: { name: "grey", hex: "#8a8d8f" } }, "en")).to.equal(
      "Archival board 1.5 mm, grey",
    );
    expect(
      boardText({ ...board, name: "Archival board 2.0 mm, grey", thicknessMm: 2, colour: { name: "grey", hex: "#8a8d8f" } }, "en"),
    ).to.equal("Archival board 2.0 mm, grey");
  });

  it("a folder has two sides", () => {
    expect(boxLabelParts({ ...box, heightMm: null }, type, board, "de").size).to.equal("320 × 240 mm");
  });
});
