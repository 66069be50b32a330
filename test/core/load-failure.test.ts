import { expect } from "chai";
import { followNavigation } from "../../core/api/leaving.ts";
import { logLoadFailure } from "../../core/ui/load-failure.ts";
import { captureConsoleErrors } from "../support/dom.ts";

describe("a part of the code that fails to load", () => {
  afterEach(() => window.dispatchEvent(new Event("pageshow")));

  it("is said in the console while the page stays", async () => {
    const { errors } = await captureConsoleErrors(async () =>
      logLoadFailure("the toasts", new TypeError("error loading dynamically imported module")),
    );
    expect(errors.join(" ")).to.contain("[shop-widgets] cannot load the toasts");
  });

  it("is the page going, not logged, once the page is on its way to another document (the browser cancelled the load)", async () => {
    const navigation = new EventTarget();
    followNavigation(navigation);
    navigation.dispatchEvent(Object.assign(new Event("navigate"), { destination: { sameDocument: false }, downloadRequest: null }));
    const { errors } = await captureConsoleErrors(async () =>
      logLoadFailure("the toasts", new TypeError("error loading dynamically imported module")),
    );
    expect(errors).to.deep.equal([]);
  });
});
