import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { delay, http } from "msw";
import { CONFIGURATOR_ENDPOINTS } from "../../../demo/mocks/handlers.ts";
import { mountElement } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { narrowViewport, setViewport } from "../../support/commands";
import { BLOCK, mountBox, openWithQuery, useBoxSuite, waitForTotal } from "./setup.ts";

describe("<shop-box-configurator> holds still while it loads", () => {
  useBoxSuite();

  it("the preview's frame holds its place until the box types are there, so the price below never moves", async () => {
    // The box types arrive late; the answer itself comes from the fake API's own handler.
    useHandlers(
      http.get(CONFIGURATOR_ENDPOINTS.boxes, async () => {
        await delay(700);
      }),
    );
    const { el } = await mountElement("shop-box-configurator", { ...BLOCK }, (q) =>
      q.findByRole("group", { name: "Kategorie" }, { timeout: 4000 }),
    );
    const root = el.shadowRoot!;
    const panel = await waitFor(() => root.querySelector<HTMLElement>(".live-price")!, { timeout: 4000 });
    const before = panel.getBoundingClientRect().top;
    expect(root.querySelector(".preview .drawing"), "the frame is there before the types").to.exist;
    await waitFor(() => expect(root.querySelector("figure.preview")).to.exist, { timeout: 4000 });
    expect(root.querySelector<HTMLElement>(".live-price")!.getBoundingClientRect().top).to.equal(before);
  });
});

describe("<shop-box-configurator> keeps its order button in reach", () => {
  useBoxSuite();
  afterEach(async () => {
    scrollTo(0, 0);
    await setViewport({ width: 800, height: 600 });
  });

  for (const size of [
    { width: 800, height: 600 },
    { width: 1024, height: 730 },
  ])
    it(`at ${size.width} × ${size.height} a filled-in summary, taller than the screen, shows "In den Warenkorb" long before the configurator's end`, async () => {
      await setViewport(size);
      openWithQuery("b.type=11&b.l=320&b.w=240&b.h=80");
      const { el, q } = await mountBox();
      await waitForTotal(q);
      const root = el.shadowRoot!;
      const steps = root.querySelector<HTMLElement>(".steps")!;
      const order = q.getByRole("button", { name: "In den Warenkorb" });
      // Halfway down the choices (still far from the configurator's end), the button is on the screen.
      const top = steps.getBoundingClientRect().top + scrollY;
      scrollTo(0, top + steps.offsetHeight / 2 - innerHeight / 2);
      await waitFor(() => {
        const box = order.getBoundingClientRect();
        expect(box.top, "the button's top").to.be.at.least(0);
        expect(box.bottom, "the button's bottom").to.be.at.most(innerHeight);
      });
      expect(steps.getBoundingClientRect().bottom, "the configurator's end is still below the screen").to.be.greaterThan(innerHeight);
    });

  it("at 390 × 844 one column: the drawing right after the sizes, then the board, the price and the order, nothing over the choices", async function () {
    await narrowViewport(this, { width: 390, height: 844 });
    openWithQuery("b.type=11&b.l=320&b.w=240&b.h=80");
    const { el, q } = await mountBox();
    await waitForTotal(q);
    const root = el.shadowRoot!;
    const box = (selector: string) => root.querySelector<HTMLElement>(selector)!.getBoundingClientRect();
    const order = q.getByRole("button", { name: "In den Warenkorb" }).getBoundingClientRect();
    expect(box(".preview").top, "the drawing below the sizes").to.be.at.least(box(".dimensions").bottom);
    expect(box(".materials").top, "the board below the drawing").to.be.at.least(box(".preview").bottom);
    expect(box(".live-price").top, "the price below the board").to.be.at.least(box(".materials").bottom);
    expect(order.top, "the order below the price").to.be.at.least(box(".live-price").bottom);
    for (const step of root.querySelectorAll<HTMLElement>(".step")) {
      const s = step.getBoundingClientRect();
      expect(order.top >= s.bottom || order.bottom <= s.top, "the order button lies on a choice").to.equal(true);
    }
  });
});
