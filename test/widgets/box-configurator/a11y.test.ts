import { setViewport, narrowViewport } from "../../support/commands";
import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { axeViolations } from "../../support/axe.ts";
import { fillSizes, lengthInputOf, mountBox, openWithQuery, problemOf, useBoxSuite, waitForTotal } from "./setup.ts";

describe("<shop-box-configurator> accessibility and phones", () => {
  useBoxSuite();

  for (const language of ["de", "en", "fr"]) {
    it(`axe finds nothing on a priced configuration (${language})`, async () => {
      openWithQuery("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2&b.x=notch");
      const { q } = await mountBox({ language });
      await waitForTotal(q);
      expect(await axeViolations()).to.deep.equal([]);
    });
  }

  it("axe finds nothing with problems at the fields and a bulky box", async () => {
    openWithQuery("b.cat=4&b.type=42&b.l=1250&b.w=900&b.h=60&b.mat=99");
    const { q } = await mountBox();
    await q.findByText("Übergröße: nur auf Anfrage.");
    fillSizes(q, "1250", "900", "300"); // above the height this width allows
    await waitFor(() => expect(problemOf(lengthInputOf(q, "Höhe"))).not.to.equal(""));
    expect(await axeViolations()).to.deep.equal([]);
  });

  it("the preview is an image named by the same text as a sentence", async () => {
    const { q } = await mountBox();
    await q.findByText(/^Stülpdeckelkarton: Zeichnung in Beispielgröße, bis die Maße angegeben sind/);
    fillSizes(q, "320", "240", "80");
    const image = await q.findByRole("img");
    await waitFor(
      () =>
        expect(
          image.getAttribute("aria-labelledby") &&
            q.getByText(/^Stülpdeckelkarton, innen 320 mm lang, 240 mm breit, 80 mm hoch; außen 324,8 mm lang/),
        ).to.exist,
    );
  });

  it("works at 320 px wide without sideways scrolling", async function () {
    await narrowViewport(this, { width: 320, height: 800 });
    try {
      openWithQuery("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2");
      const { el, q } = await mountBox({ language: "fr" });
      await waitForTotal(q);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
