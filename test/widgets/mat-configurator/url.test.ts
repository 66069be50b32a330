import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { cleanup } from "../../support/dom.ts";
import { choose, field, mountMat, type, useMatSetup, waitForDescription } from "./setup.ts";

const own = () => [...new URLSearchParams(location.search)].filter(([name]) => name.startsWith("m."));

describe("<shop-mat-configurator>: the configuration in the page URL", () => {
  useMatSetup();

  it("URL restore after reload: what was configured comes back from the query", async () => {
    const first = await mountMat();
    await choose(first.q, /unten breiter/);
    type(field(first.q, "Unten breiter um"), "40");
    type(field(first.q, "Breite"), "420");
    await waitFor(() => expect(new URLSearchParams(location.search).get("m.w")).to.equal("420"));
    expect(new URLSearchParams(location.search).get("m.bm")).to.equal("raised");
    expect(new URLSearchParams(location.search).get("m.r")).to.equal("40");
    // A reload: the element goes, the URL stays, a new one starts from it.
    cleanup();
    const { q } = await mountMat();
    expect(field(q, "Breite").value).to.equal("420");
    expect(field(q, "Unten breiter um").value).to.equal("40");
    await waitForDescription(q, "Passepartout 420 × 500 mm");
  });

  it("a shared link restores every field, and keeps other configurators' parameters", async () => {
    history.replaceState(
      null,
      "",
      "?b.l=320&m.mat=14&m.w=500&m.h=400&m.om=window&m.ow=200&m.oh=250&m.bm=equal&m.rows=1&m.cols=2&m.gap=20&m.q=3&m.u=mm",
    );
    const { q } = await mountMat();
    expect((q.getByRole("radio", { name: /schwarz, Kern schwarz/ }) as HTMLInputElement).checked).to.equal(true);
    expect(field(q, "Breite des Ausschnitts").value).to.equal("200");
    await waitForDescription(q, "1 × 2 Ausschnitte von je 200 × 250 mm");
    expect((q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement).value).to.equal("3");
    type(field(q, "Breite"), "600");
    await waitFor(() => expect(new URLSearchParams(location.search).get("m.w")).to.equal("600"));
    expect(new URLSearchParams(location.search).get("b.l")).to.equal("320");
  });

  it("a link with values that cannot be read keeps the defaults for them and says so in the console", async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(" "));
    try {
      history.replaceState(null, "", "?m.w=abc&m.h=600&m.mat=999");
      const { q } = await mountMat();
      expect(field(q, "Breite").value).to.equal("400");
      expect(field(q, "Höhe").value).to.equal("600");
    } finally {
      console.error = original;
    }
    expect(errors.join("\n")).to.contain("m.w").and.contain("board 999");
  });

  it("URL restore after back: a choice is a history entry of its own, back undoes it", async () => {
    // An entry of the test's own first: a back too many then stays on this page instead of leaving it.
    history.pushState(null, "", location.href);
    const { q } = await mountMat();
    type(field(q, "Breite"), "410");
    await waitFor(() => expect(own().length).to.be.above(0));
    await choose(q, "jeden Rand einzeln");
    await waitFor(() => expect(new URLSearchParams(location.search).get("m.bm")).to.equal("sides"));
    history.back();
    await waitFor(() => expect((q.getByRole("radio", { name: "alle gleich breit" }) as HTMLInputElement).checked).to.equal(true));
    expect(field(q, "Breite").value).to.equal("410");
    expect(new URLSearchParams(location.search).get("m.bm")).to.equal("equal");
  });

  it("typing replaces the history entry: back does not step through keystrokes", async () => {
    const { q } = await mountMat();
    // Counted by the calls, not by history.length: Chromium keeps at most 50 entries per page.
    let pushes = 0;
    const { pushState } = history;
    history.pushState = (...args) => (pushes++, pushState.apply(history, args));
    try {
      type(field(q, "Breite"), "4");
      type(field(q, "Breite"), "41");
      type(field(q, "Breite"), "410");
      await waitFor(() => expect(new URLSearchParams(location.search).get("m.w")).to.equal("410"));
      expect(pushes).to.equal(0);
    } finally {
      history.pushState = pushState;
    }
  });
});
