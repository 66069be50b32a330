import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { axeViolations } from "../../support/axe.ts";
import { choose, field, mountMat, type, useMatSetup, waitForDescription } from "./setup.ts";

describe("<shop-mat-configurator>: accessible everywhere", () => {
  useMatSetup();

  it("axe finds nothing, with every part shown and a message at a field", async () => {
    const { el, q } = await mountMat();
    await choose(q, "jeden Rand einzeln");
    await choose(q, "mehrere in Reihen und Spalten");
    type(field(q, "Rand links"), "4");
    await waitFor(() => expect(q.getByText(/Der Rand links ist 4 mm breit/)).to.exist);
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it("every control has a name in English and French", async () => {
    for (const language of ["en", "fr"]) {
      const { el } = await mountMat({ language, baseUrl: "", geoLocation: "de" });
      expect(await axeViolations(el)).to.deep.equal([]);
      el.remove();
    }
  });

  it("the drawing is one image with a text description", async () => {
    const { q } = await mountMat();
    await waitForDescription(
      q,
      "Passepartout 400 × 500 mm, weiß, ein Ausschnitt 230 × 290 mm, Ränder oben 105, unten 105, links 85, rechts 85 mm",
    );
  });

  it("320 px wide: no sideways scrolling", async () => {
    const { el, q } = await mountMat();
    await choose(q, "jeden Rand einzeln");
    await choose(q, "mehrere in Reihen und Spalten");
    el.style.display = "block";
    el.style.width = "320px";
    await new Promise(requestAnimationFrame);
    const right = el.getBoundingClientRect().right;
    const wider = [...el.shadowRoot!.querySelectorAll<HTMLElement>("*")].filter((node) => node.getBoundingClientRect().right > right + 0.5);
    expect(wider.map((node) => `${node.localName}.${node.className}`)).to.deep.equal([]);
    el.style.width = "";
  });

  it("the whole configuration by keyboard: Tab reaches every field in order, and the board radios", async () => {
    const { el } = await mountMat();
    const focusables = [...el.shadowRoot!.querySelectorAll<HTMLElement>("input, select, button")].filter(
      (node) => !node.hasAttribute("disabled"),
    );
    expect(focusables.every((node) => node.tabIndex >= 0)).to.equal(true);
    expect(focusables.some((node) => node.getAttribute("name") === "m-board")).to.equal(true);
  });
});
