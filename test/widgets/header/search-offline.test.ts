// The suggestions' chunk cannot load (a dead network): a page of its own, since a page loads a chunk once.
import { sendKeys } from "../../support/commands";
import { expect } from "chai";
import { HttpResponse, http } from "msw";
import { expectFocus } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { waitFor } from "../../support/product-page.ts";
import { mountHeader, useHeaderSetup } from "./setup.ts";

describe("<shop-header>: the search without its suggestions", () => {
  useHeaderSetup();

  it("stays a plain field that keeps what is typed, and the console says why", async () => {
    const { el, input } = await mountHeader();
    useHandlers(http.get(/\.js$/, () => HttpResponse.error()));
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
    try {
      input.focus();
      await sendKeys({ type: "archiv" });
      await waitFor(() => expect(logged.join("\n")).to.contain("cannot load the search's suggestions"));
    } finally {
      console.error = original;
    }
    expect(input.value).to.equal("archiv");
    expect(input.getAttribute("aria-expanded")).to.equal("false");
    expect(el.shadowRoot!.querySelector('[role="listbox"]')).to.equal(null);
    expectFocus(el, input);
  });
});
