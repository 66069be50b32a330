import { expect } from "chai";
import { loadElement } from "../../core/element/loader.ts";

const NO_CATALOGS = { de: [], en: [], fr: [] };
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe("element loader", () => {
  it("formats a number in each block language once per page, in a task after starting its requests", async () => {
    const RealNumberFormat = Intl.NumberFormat;
    const formatted: string[] = [];
    Intl.NumberFormat = new Proxy(RealNumberFormat, {
      construct(target, [locales, options]) {
        formatted.push(String(locales));
        return new target(locales, options);
      },
    });
    const hosts = ["fr", "en"].map((language) => {
      const host = document.createElement("x-warm-test");
      host.setAttribute("data", JSON.stringify({ language }));
      return document.body.appendChild(host);
    });
    try {
      const files = { element: "./missing-element.js", imports: [], firstScreen: [], catalogs: NO_CATALOGS };
      // The element's module is not there: its import fails, which this test does not look at.
      loadElement("x-warm-test", files, location.href).catch(() => {});
      expect(formatted, "nothing formatted while the loader starts its requests").to.deep.equal([]);
      await nextTask();
      expect([...formatted].sort()).to.deep.equal(["en", "fr"]);
      loadElement("x-warm-test", files, location.href).catch(() => {});
      await nextTask();
      expect(formatted, "a second element's loader warms nothing again").to.have.length(2);
    } finally {
      Intl.NumberFormat = RealNumberFormat;
      for (const host of hosts) host.remove();
    }
  });
});
