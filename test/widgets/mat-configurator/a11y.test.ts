import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { sendKeys } from "../../support/commands";
import { axeViolations } from "../../support/axe.ts";
import { expectFocus } from "../../support/dom.ts";
import { choose, field, mountMat, orderItemPosts, type, useMatSetup, waitForDescription } from "./setup.ts";

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

  it("the whole configuration by keyboard: typing, radios with arrow keys, the board, and the order", async () => {
    const { el, q } = await mountMat();
    await waitFor(() => expect(q.getByText(/^Gesamt für 1 Stück/)).to.exist);
    field(q, "Breite").select();
    await sendKeys({ type: "420" });
    expect(field(q, "Breite").value).to.equal("420");
    // Arrow keys move through a radio group and choose (the browser's own radios).
    (q.getByRole("radio", { name: "alle gleich breit" }) as HTMLInputElement).focus();
    await sendKeys({ press: "ArrowDown" });
    const raise = await waitFor(() => field(q, "Unten breiter um"));
    raise.select();
    await sendKeys({ type: "40" });
    await waitForDescription(q, "Passepartout 420 × 500 mm, weiß, ein Ausschnitt 230 × 290 mm, Ränder oben 85, unten 125");
    (q.getByRole("radio", { name: /^Museumskarton 1,4 mm, weiß/ }) as HTMLInputElement).focus();
    await sendKeys({ press: "ArrowDown" });
    await waitFor(() => expect((q.getByRole("radio", { name: /antikweiß/ }) as HTMLInputElement).checked).to.equal(true));
    const add = q.getByRole("button", { name: "In den Warenkorb" });
    await waitFor(() => expect(add.getAttribute("aria-disabled")).to.equal(null));
    add.focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(orderItemPosts).to.have.length(1));
    expect(orderItemPosts[0]!.configuration).to.deep.include({ widthMm: 420, borderMode: "raised", raise: 40, materialId: "12" });
    expectFocus(el, add);
  });
});
