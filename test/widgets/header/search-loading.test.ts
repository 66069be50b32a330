// The search's suggestions load on the field's first focus (widgets/header/suggestions/). A page loads
// a chunk once, so the first test here is the one that watches it arrive: keep it first.
import { sendKeys } from "../../support/commands";
import { expect } from "chai";
import { http, passthrough } from "msw";
import { expectFocus } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { waitFor } from "../../support/product-page.ts";
import { mountHeader, searchApi, useHeaderSetup } from "./setup.ts";

/** Holds back every script the page asks for from now on (the suggestions' chunk, its catalog) until `release()`. */
function holdScripts() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  useHandlers(
    http.get(/\.js$/, async ({ request }) => {
      held.push(request.url);
      await gate;
      return passthrough();
    }),
  );
  return { held, release: () => release() };
}

const boxes = (...elements: Element[]) => elements.map((e) => e.getBoundingClientRect().toJSON());

describe("<shop-header>: the search's suggestions load on first use", () => {
  useHeaderSetup();

  it("load on the field's first focus; what is typed before they arrive stays, is searched in full, and nothing moves", async () => {
    const calls = searchApi();
    const { el, q, input } = await mountHeader();
    const listbox = () => el.shadowRoot!.querySelector('[role="listbox"]');
    // Before interaction: a closed combobox, no popup yet.
    expect(listbox()).to.equal(null);
    expect(input.getAttribute("aria-expanded")).to.equal("false");
    expect(input.hasAttribute("aria-controls")).to.equal(false);

    const scripts = holdScripts();
    input.focus();
    await sendKeys({ type: "archiv" });
    await waitFor(() => expect(scripts.held).to.not.be.empty);
    expect(input.value).to.equal("archiv");
    expect(calls).to.have.length(0);
    const before = boxes(el, input);

    scripts.release();
    await waitFor(() => expect(listbox()).to.not.equal(null));
    expect(boxes(el, input)).to.deep.equal(before);
    await q.findAllByRole("option");
    expect(calls.map((url) => url.searchParams.get("term"))).to.deep.equal(["archiv"]);
    expect(input.value).to.equal("archiv");
    expect(input.getAttribute("aria-controls")).to.equal(listbox()!.id);
    expect(input.getAttribute("aria-expanded")).to.equal("true");
    expectFocus(el, input);
  });

  it("every header has its own: a second one has no popup until its field is focused", async () => {
    const { el, input } = await mountHeader();
    expect(el.shadowRoot!.querySelector('[role="listbox"]')).to.equal(null);
    input.focus();
    await waitFor(() => expect(input.getAttribute("aria-controls")).to.equal("search-results"));
    expect(el.shadowRoot!.getElementById("search-results")!.getAttribute("role")).to.equal("listbox");
  });
});
