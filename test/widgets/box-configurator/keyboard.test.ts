import { waitFor } from "@testing-library/dom";
import { sendKeys } from "../../support/commands";
import { expect } from "chai";
import { waitForToast } from "../../support/dom.ts";
import { boxParams, lengthInputOf, mountBox, useBoxSuite, waitForTotal } from "./setup.ts";

/** Presses Tab until `wanted` has the focus (at most `limit` times). */
async function tabTo(root: ShadowRoot, wanted: (el: Element) => boolean, limit = 25): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (root.activeElement && wanted(root.activeElement)) return;
    await sendKeys({ press: "Tab" });
  }
  throw new Error(`not reached by Tab: focus is on ${root.activeElement?.outerHTML.slice(0, 80)}`);
}

describe("<shop-box-configurator> by keyboard", () => {
  useBoxSuite();

  it("the whole configuration by keyboard, up to the cart", async () => {
    const { el, q } = await mountBox();
    const root = el.shadowRoot!;
    (q.getByRole("radio", { name: "Archivkartons" }) as HTMLInputElement).focus();
    await sendKeys({ press: "ArrowDown" });
    await waitFor(() => expect(boxParams().get("b.cat")).to.equal("2"));
    await sendKeys({ press: "ArrowUp" });
    await waitFor(() => expect(boxParams().get("b.cat")).to.equal("1"));
    await tabTo(root, (c) => c.getAttribute("name") === "b-type");
    await waitFor(() => expect(q.getByRole("checkbox", { name: "Griffloch" })).to.exist);
    await tabTo(root, (c) => c.id === "b-extra-notch");
    await sendKeys({ press: " " });
    await tabTo(root, (c) => c.id === "b-length");
    await sendKeys({ type: "320" });
    await sendKeys({ press: "Tab" });
    await sendKeys({ type: "240" });
    await sendKeys({ press: "Tab" });
    await sendKeys({ type: "80" });
    expect(lengthInputOf(q, "Höhe").value).to.equal("80");
    await tabTo(root, (c) => c.getAttribute("name") === "b-material");
    await sendKeys({ press: "ArrowDown" });
    await waitFor(() => expect(boxParams().get("b.mat")).to.equal("2"));
    await waitForTotal(q);
    await tabTo(root, (c) => c.textContent === "In den Warenkorb");
    await waitFor(() => expect(root.activeElement?.hasAttribute("aria-disabled")).to.equal(false));
    await sendKeys({ press: "Enter" });
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect(boxParams().toString()).to.equal("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2&b.x=notch");
  });
});
