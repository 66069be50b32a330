import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { boxParams, lengthInputOf, mountBox, openWithQuery, useBoxSuite, waitForTotal } from "./setup.ts";

/** The fields' texts: length, width, height. */
const sizes = (q: Parameters<typeof lengthInputOf>[0]) => ["Länge", "Breite", "Höhe"].map((label) => lengthInputOf(q, label).value);

describe("<shop-box-configurator> opens filled in (startSize)", () => {
  useBoxSuite();

  it("opens with the default start size, priced, its add button enabled and the size in the URL", async () => {
    const { q } = await mountBox({ startSize: undefined });
    await waitFor(() => expect(sizes(q)).to.deep.equal(["320", "240", "100"]));
    expect(await waitForTotal(q)).to.match(/\d/);
    await waitFor(() => expect(q.getByRole("button", { name: "In den Warenkorb" }).hasAttribute("aria-disabled")).to.equal(false));
    expect(boxParams().toString()).to.equal("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=100");
    // An example, not an error: no field says a problem.
    expect(
      q.queryAllByRole("textbox", { name: /^(Länge|Breite|Höhe) \(/ }).some((input) => input.getAttribute("aria-invalid") === "true"),
    ).to.equal(false);
  });

  it("fits an editor's start size into the first type's ranges and rules", async () => {
    // The lid box: length at most 1000 mm, height at most 1.5 × the width (360 mm for 240 mm).
    const { q } = await mountBox({ startSize: { length: 2000, width: 240, height: 900 } });
    await waitFor(() => expect(sizes(q)).to.deep.equal(["1000", "240", "360"]));
  });

  it("opens empty with startSize null", async () => {
    const { q } = await mountBox({ startSize: null });
    expect(sizes(q)).to.deep.equal(["", "", ""]);
    expect(boxParams().has("b.l")).to.equal(false);
  });

  it("keeps a link's sizes instead of the start size", async () => {
    openWithQuery("b.type=11&b.l=400");
    const { q } = await mountBox({ startSize: undefined });
    await waitFor(() => expect(lengthInputOf(q, "Länge").value).to.equal("400"));
    expect(sizes(q)).to.deep.equal(["400", "", ""]);
  });
});
