import { waitFor, within } from "@testing-library/dom";
import { expect } from "chai";
import { scenarios } from "../../../demo/mocks/handlers.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { BLOCK, useBoxSuite } from "./setup.ts";

describe("<shop-box-configurator> bad input and failing answers", () => {
  useBoxSuite();

  for (const [language, text] of [
    ["de", "Dieses Element ist nicht richtig eingebunden"],
    ["en", "This element is not embedded correctly"],
    ["fr", "Cet élément n'est pas intégré correctement"],
  ] as const) {
    it(`a bad data block shows a translated alert naming the field and logs it (${language})`, async () => {
      const { result: alert, errors } = await captureConsoleErrors(async () => {
        const el = mount("shop-box-configurator", { ...BLOCK, language, geoLocation: "Germany" });
        return ui(el).findByRole("alert");
      });
      expect(alert.textContent).to.contain(text);
      expect(errors.join("\n")).to.contain("geoLocation");
      await waitFor(() => expect(alert.textContent).to.contain("geoLocation"));
    });
  }

  it("a catalogue answering 500 shows a translated message with a retry", async () => {
    useHandlers(...scenarios.configCatalogueFails);
    const { result: alert, errors } = await captureConsoleErrors(async () => {
      const el = mount("shop-box-configurator", { ...BLOCK, language: "en" });
      return ui(el).findByRole("alert", {}, { timeout: 4000 });
    });
    expect(alert.textContent).to.contain("The shop cannot be reached right now");
    expect(within(alert).getByRole("button", { name: "Try again" })).to.exist;
    expect(errors.join("\n")).to.contain("HTTP 500");
  });

  it("a box list its schema rejects shows a translated message where the types go", async () => {
    useHandlers(...scenarios.configCatalogueBroken);
    const { result: alert, errors } = await captureConsoleErrors(async () => {
      const el = mount("shop-box-configurator", BLOCK);
      return ui(el).findByRole("alert", {}, { timeout: 4000 });
    });
    expect(alert.textContent).to.contain("Es scheint ein Fehler aufgetreten zu sein.");
    expect(alert.closest("fieldset")?.querySelector("legend")?.textContent).to.equal("Kartontyp");
    expect(errors.length).to.be.greaterThan(0);
  });
});
