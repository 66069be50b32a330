import { waitFor } from "@testing-library/dom";
import { sendKeys } from "../../support/commands";
import { expect } from "chai";
import { waitForToast } from "../../support/dom.ts";
import { boxParams, lengthInputOf, mountBox, useBoxSuite, waitForTotal } from "./setup.ts";

/**
 * Presses Tab until `wanted` has the focus (at most `limit` times). It stops as soon as the focus has
 * left the element: Tab on past the page's edge takes Firefox's keyboard into its toolbar for good,
 * and the retry would fail for that alone.
 */
async function tabTo(root: ShadowRoot, wanted: (el: Element) => boolean, limit = 25): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (!root.activeElement) throw new Error(`the focus left the element, to ${document.activeElement?.outerHTML.slice(0, 80)}`);
    if (wanted(root.activeElement)) return;
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
    // The category's types load after the choice: Tab before they are there skips to the amount.
    await q.findByRole("radio", { name: "Stülpdeckelkarton" }, { timeout: 4000 });
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
    // The board's price is in (the button no longer waits for it) before the Tab walk to the button.
    await waitFor(() => expect(q.getByRole("button", { name: "In den Warenkorb" }).hasAttribute("aria-disabled")).to.equal(false), {
      timeout: 4000,
    });
    await tabTo(root, (c) => c.textContent === "In den Warenkorb");
    await sendKeys({ press: "Enter" });
    await waitForToast("Artikel wurde zum Warenkorb hinzugefügt");
    expect(boxParams().toString()).to.equal("b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2&b.x=notch");
  });
});
