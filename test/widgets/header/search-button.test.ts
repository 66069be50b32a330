import { sendKeys, sendMouse } from "../../support/commands";
import { expect } from "chai";
import { axeViolations } from "../../support/axe.ts";
import { expectFocus } from "../../support/dom.ts";
import { waitFor } from "../../support/product-page.ts";
import { headerBlock, hits, mountHeader, PHONE, searchApi, useHeaderSetup } from "./setup.ts";

const press = (key: string) => sendKeys({ press: key });
const focused = (el: HTMLElement) => el.shadowRoot!.activeElement;

/** Mounts a phone's header and opens its search by keyboard; resolves once the field has focus. */
async function openSearch(width = PHONE, language = "de") {
  const header = await mountHeader(headerBlock({ language }), width);
  const button = header.q.getByRole("button", { name: { de: "Suchen", en: "Search", fr: "Rechercher" }[language] });
  button.focus();
  await press("Enter");
  await waitFor(() => expectFocus(header.el, header.input));
  return { ...header, button };
}

describe("<shop-header> on a phone: the search button", () => {
  useHeaderSetup();

  it("opens the field it names (aria-expanded, aria-controls) with focus in it", async () => {
    const { el, q, input, button } = await openSearch();
    expect(button.getAttribute("aria-expanded")).to.equal("true");
    expect(el.shadowRoot!.getElementById(button.getAttribute("aria-controls")!)!.contains(input)).to.equal(true);
    expect(q.getByRole("combobox", { name: "Website durchsuchen" }) === input).to.equal(true);
    expect(q.getByRole("search", { name: "Website-Suche" }).contains(button)).to.equal(true);
  });

  it("Escape first closes the hits' list, then the field, with focus back on the button; the term stays", async () => {
    searchApi(() => hits("Box", 3));
    const { el, q, input, button } = await openSearch();
    await sendKeys({ type: "box" });
    await q.findAllByRole("option");
    await press("Escape");
    await waitFor(() => expect(input.getAttribute("aria-expanded")).to.equal("false"));
    expectFocus(el, input);
    await press("Escape");
    await waitFor(() => expect(button.getAttribute("aria-expanded")).to.equal("false"));
    expectFocus(el, button);
    expect(q.queryByRole("combobox")).to.equal(null);
    expect(input.value).to.equal("box");
  });

  it("Tab out of the field closes it; focus moves on to the menu button, never to the page body", async () => {
    const { el, q, button } = await openSearch();
    await press("Tab");
    await waitFor(() => expect(button.getAttribute("aria-expanded")).to.equal("false"));
    expectFocus(el, q.getByRole("button", { name: "Menü" }));
  });

  it("a click outside closes it, and focus stays where the click put it", async () => {
    const { el, button } = await openSearch();
    const heading = document.querySelector("h1")!.getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(heading.left + 5), Math.round(heading.top + heading.height / 2)] });
    await waitFor(() => expect(button.getAttribute("aria-expanded")).to.equal("false"));
    expect(focused(el) === null, "focus stays out of the header").to.equal(true);
  });

  it("at 320 px the field and the hits' popup fit in the header's width", async () => {
    searchApi(() => hits("Archivkarton mit Stülpdeckel", 6));
    const { el, q } = await openSearch(288); // a 320 px page less the page's margins
    await sendKeys({ type: "karton" });
    const listbox = await q.findByRole("listbox");
    await q.findAllByRole("option");
    const header = el.getBoundingClientRect();
    for (const box of [q.getByRole("combobox").getBoundingClientRect(), listbox.getBoundingClientRect()]) {
      expect(box.left).to.be.at.least(header.left - 0.5);
      expect(box.right).to.be.at.most(header.right + 0.5);
    }
    expect(listbox.scrollWidth).to.be.at.most(listbox.clientWidth);
  });

  for (const language of ["de", "en", "fr"]) {
    it(`no axe violations with the field open and its hits listed (${language})`, async () => {
      const { q } = await openSearch(PHONE, language);
      await sendKeys({ type: "archiv" });
      await q.findAllByRole("option");
      expect(await axeViolations()).to.deep.equal([]);
    });
  }
});
