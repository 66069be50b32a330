import { expect } from "chai";
import { choose, description, field, mountMat, type, useMatSetup, waitForDescription } from "./setup.ts";

describe("<shop-mat-configurator>: sizes, borders and windows in the drawing", () => {
  useMatSetup();

  it("window from picture − overlap: a 240 × 300 mm picture with 5 mm overlap gets a 230 × 290 mm window", async () => {
    const { q } = await mountMat();
    expect(field(q, "Breite des Bildes").value).to.equal("240");
    expect(field(q, "Überlappung je Seite").value).to.equal("5");
    await waitForDescription(q, "ein Ausschnitt 230 × 290 mm");
    type(field(q, "Überlappung je Seite"), "10");
    await waitForDescription(q, "ein Ausschnitt 220 × 280 mm");
  });

  it("equal borders: the window sits in the middle", async () => {
    const { q } = await mountMat();
    await waitForDescription(
      q,
      "Passepartout 400 × 500 mm, weiß, ein Ausschnitt 230 × 290 mm, Ränder oben 105, unten 105, links 85, rechts 85 mm",
    );
  });

  it("raised window (bottom weighting) in mm: the bottom border is larger than the top by the raise", async () => {
    const { q } = await mountMat();
    await choose(q, /unten breiter/);
    type(field(q, "Unten breiter um"), "40");
    await waitForDescription(q, "Ränder oben 85, unten 125, links 85, rechts 85 mm");
  });

  it("raised window (bottom weighting) in %: the difference is that share of both vertical borders", async () => {
    const { q } = await mountMat();
    await choose(q, /unten breiter/);
    await choose(q, "Prozent");
    // 500 − 290 = 210 mm of vertical borders; 20 % of them is 42 mm.
    type(q.getByRole("textbox", { name: /^Unten breiter um \(%/ }), "20");
    await waitForDescription(q, "Ränder oben 84, unten 126, links 85, rechts 85 mm");
  });

  it("per-side borders: the borders are typed and the window follows from the outer size", async () => {
    const { q } = await mountMat();
    await choose(q, "jeden Rand einzeln");
    // The borders start as they were: the window does not move.
    expect(field(q, "Rand oben").value).to.equal("105");
    expect(field(q, "Rand links").value).to.equal("85");
    type(field(q, "Rand oben"), "80");
    type(field(q, "Rand unten"), "120");
    type(field(q, "Rand links"), "70");
    type(field(q, "Rand rechts"), "90");
    await waitForDescription(q, "ein Ausschnitt 240 × 300 mm, Ränder oben 80, unten 120, links 70, rechts 90 mm");
    expect(q.getByText(/Der Ausschnitt ergibt sich aus den Rändern: 240 × 300 mm/)).to.exist;
  });

  it("several windows with gap: rows × columns of equal windows, the block centred", async () => {
    const { el, q } = await mountMat();
    await choose(q, "die Größe des Ausschnitts");
    await choose(q, "mehrere in Reihen und Spalten");
    type(q.getByRole("textbox", { name: "Reihen" }), "2");
    type(q.getByRole("textbox", { name: "Spalten" }), "3");
    type(field(q, "Abstand zwischen den Ausschnitten"), "20");
    type(field(q, "Breite des Ausschnitts"), "80");
    type(field(q, "Höhe des Ausschnitts"), "100");
    await waitForDescription(q, "2 × 3 Ausschnitte von je 80 × 100 mm, Abstand 20 mm, Ränder oben 140, unten 140, links 60, rechts 60 mm");
    expect(el.shadowRoot!.querySelectorAll("svg rect.window")).to.have.length(6);
    expect(el.shadowRoot!.querySelectorAll("svg rect.bevel")).to.have.length(6);
  });

  it("the drawing is to scale: board in the board's colour, each bevel in the core's colour", async () => {
    const { el, q } = await mountMat();
    await waitForDescription(q, "ein Ausschnitt 230 × 290 mm");
    const svg = el.shadowRoot!.querySelector("svg")!;
    const board = svg.querySelector("rect.board")!;
    expect([board.getAttribute("width"), board.getAttribute("height")]).to.deep.equal(["400", "500"]);
    expect(board.getAttribute("fill")).to.match(/^#[0-9a-f]{6}$/i);
    const window = svg.querySelector("rect.window")!;
    expect([window.getAttribute("x"), window.getAttribute("width")]).to.deep.equal(["85", "230"]);
    // A black board with a black core: the bevel shows the core's colour, not the surface's.
    await choose(q, /Museumskarton 1,4 mm, schwarz/);
    await waitForDescription(q, "schwarz");
    expect(svg.querySelector("rect.bevel")!.getAttribute("fill")).to.equal("#161616");
  });

  it("the drawing follows a change within one frame", async () => {
    const { el, q } = await mountMat();
    const width = field(q, "Breite");
    const board = el.shadowRoot!.querySelector("svg rect.board")!;
    // Drawn by the next frame (how long the drawing takes is the bench's: bench/run.mjs).
    type(width, "410");
    await new Promise(requestAnimationFrame);
    expect(board.getAttribute("width")).to.equal("410");
    expect(description(q)).to.contain("410 × 500 mm");
  });
});
