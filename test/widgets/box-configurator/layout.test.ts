import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { delay, http } from "msw";
import { CONFIGURATOR_ENDPOINTS } from "../../../demo/mocks/handlers.ts";
import { mountElement } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { BLOCK, useBoxSuite } from "./setup.ts";

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
