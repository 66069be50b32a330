import { resetMouse, sendKeys, sendMouse } from "../../support/commands";
import { expect } from "chai";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { axeViolations } from "../../support/axe.ts";
import { cartApi, cartLine } from "../../support/cart-api.ts";
import { expectFocus } from "../../support/dom.ts";
import { within } from "@testing-library/dom";
import { companyChoices } from "../../support/product-api.ts";
import { waitFor } from "../../support/product-page.ts";
import { headerBlock, mountHeader, PHONE, useHeaderSetup } from "./setup.ts";

const press = (key: string) => sendKeys({ press: key });
/** Where a test clicks at a place it measured: no category list arriving meanwhile moves the panel's content. */
const NO_CATEGORIES = headerBlock({ categoryNav: false });
const focused = (el: HTMLElement) => el.shadowRoot!.activeElement;
const threeCompanies = [
  ...companyChoices,
  { ...companyChoices[0]!, company: { ...companyChoices[0]!.company, id: "c-2", name: "Landesarchiv" } },
];

/** The panel the menu button controls. */
function panelOf(el: HTMLElement, button: HTMLElement): HTMLElement {
  const panel = el.shadowRoot!.getElementById(button.getAttribute("aria-controls") ?? "");
  expect(panel, "the panel named by aria-controls").to.not.equal(null);
  return panel!;
}

/** The vertical centres of `controls` differ by less than a pixel: they stand in one row. */
function expectOneRow(controls: HTMLElement[]) {
  const centres = controls.map((control) => {
    const box = control.getBoundingClientRect();
    return box.top + box.height / 2;
  });
  expect(Math.max(...centres) - Math.min(...centres)).to.be.lessThan(1);
}

describe("<shop-header> on a phone: one row, the account in a menu", () => {
  useHeaderSetup();

  for (const width of [320, PHONE]) {
    it(`at ${width} px one row of search button, menu button and cart, at most 64 px tall; account and switch wait in the menu`, async () => {
      cartApi({ items: [cartLine("1")] });
      const { el, q } = await mountHeader(headerBlock(), width);
      const controls = [
        q.getByRole("button", { name: "Suchen" }),
        q.getByRole("button", { name: "Menü" }),
        await q.findByRole("link", { name: "Warenkorb, 1 Artikel" }),
      ];
      expectOneRow(controls);
      for (const control of controls) expect(control.getBoundingClientRect().height).to.be.at.least(44);
      const box = el.getBoundingClientRect();
      expect(box.height).to.be.at.most(64);
      expect(Math.max(...controls.map((c) => c.getBoundingClientRect().right))).to.be.at.most(box.right + 0.5);
      expect(q.queryByRole("combobox")).to.equal(null);
      expect(q.queryByRole("link", { name: "Anmelden" })).to.equal(null);
      expect(q.queryByRole("switch")).to.equal(null);
    });
  }

  it("the menu button opens the panel it names (aria-expanded, aria-controls): switch, login, registration, password reset", async () => {
    const { el, q } = await mountHeader(headerBlock(), PHONE);
    const menu = q.getByRole("button", { name: "Menü" });
    expect(menu.getAttribute("aria-expanded")).to.equal("false");
    menu.click();
    await waitFor(() => expect(menu.getAttribute("aria-expanded")).to.equal("true"));
    const panel = within(panelOf(el, menu));
    expect(panel.getByRole("switch", { name: "Preise inkl. MwSt." })).to.exist;
    expect(panel.getByRole("link", { name: "Anmelden" }).getAttribute("href")).to.equal("/_hcms/mem/login");
    expect(panel.getByRole("link", { name: "Registrieren" })).to.exist;
    expect(panel.getByRole("link", { name: "Passwort vergessen?" })).to.exist;
    menu.click();
    await waitFor(() => expect(q.queryByRole("link", { name: "Anmelden" })).to.equal(null));
    expect(menu.getAttribute("aria-expanded")).to.equal("false");
  });

  it("a logged-in contact's menu holds the company, the switcher's trigger and logout", async () => {
    setCompanies(threeCompanies);
    selectCompany("c-1");
    const { el, q } = await mountHeader(headerBlock({ loggedIn: true }), PHONE);
    const menu = q.getByRole("button", { name: "Menü" });
    menu.click();
    const panel = within(panelOf(el, menu));
    expect(await panel.findByText("Stadtarchiv")).to.exist;
    expect(panel.getByRole("button", { name: "Firma wechseln" })).to.exist;
    expect(panel.getByRole("link", { name: "Abmelden" })).to.exist;
  });

  it("by keyboard: Enter opens, Tab goes into the panel, Escape closes it and focus returns to the menu button", async () => {
    const { el, q } = await mountHeader(headerBlock({ categoryNav: false }), PHONE);
    const menu = q.getByRole("button", { name: "Menü" });
    menu.focus();
    await press("Enter");
    await waitFor(() => expect(menu.getAttribute("aria-expanded")).to.equal("true"));
    await press("Tab");
    await waitFor(() => expectFocus(el, q.getByRole("switch")));
    await press("Tab");
    expectFocus(el, q.getByRole("link", { name: "Anmelden" }));
    await press("Escape");
    await waitFor(() => expect(menu.getAttribute("aria-expanded")).to.equal("false"));
    expectFocus(el, menu);
    expect(q.queryByRole("link", { name: "Anmelden" })).to.equal(null);
  });

  it("Tab out of the panel closes it; focus moves on to the cart, never to the page body", async () => {
    const { el, q } = await mountHeader(headerBlock(), PHONE);
    const menu = q.getByRole("button", { name: "Menü" });
    menu.focus();
    await press("Enter");
    const reset = await q.findByRole("link", { name: "Passwort vergessen?" });
    reset.focus();
    await press("Tab");
    await waitFor(() => expect(menu.getAttribute("aria-expanded")).to.equal("false"));
    expectFocus(el, q.getByRole("link", { name: /^Warenkorb/ }));
  });

  it("a click outside closes the panel, and focus stays where the click put it (not pulled back into the header)", async () => {
    const { el, q } = await mountHeader(NO_CATEGORIES, PHONE);
    const menu = q.getByRole("button", { name: "Menü" });
    menu.click();
    (await q.findByRole("switch")).focus();
    const heading = document.querySelector("h1")!.getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(heading.left + 5), Math.round(heading.top + heading.height / 2)] });
    await waitFor(() => expect(menu.getAttribute("aria-expanded")).to.equal("false"));
    expect(q.queryByRole("switch")).to.equal(null);
    expect(focused(el) === null, "focus stays out of the header").to.equal(true);
  });

  it("a press outside closes the panel even when no click follows (iOS sends none for a tap on plain content)", async () => {
    const { q } = await mountHeader(NO_CATEGORIES, PHONE);
    const menu = q.getByRole("button", { name: "Menü" });
    menu.click();
    await q.findByRole("switch");
    const heading = document.querySelector("h1")!.getBoundingClientRect();
    await sendMouse({ type: "move", position: [Math.round(heading.left + 5), Math.round(heading.top + heading.height / 2)] });
    await sendMouse({ type: "down" });
    try {
      await waitFor(() => expect(menu.getAttribute("aria-expanded")).to.equal("false"));
    } finally {
      await resetMouse();
    }
  });

  it("a press outside closes the panel from the moment it shows (not only after the next frame)", async () => {
    const { q } = await mountHeader(headerBlock(), PHONE);
    const menu = q.getByRole("button", { name: "Menü" });
    // Pressed in the microtask after the commit that shows it, before any frame (a page in the
    // background may have none for long).
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        document.querySelector("h1")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, composed: true }));
        resolve();
      });
      observer.observe(menu, { attributeFilter: ["aria-expanded"] });
    });
    menu.click();
    await pressed;
    await waitFor(() => expect(menu.getAttribute("aria-expanded")).to.equal("false"));
  });

  it("a click in the panel (the switch) keeps it open", async () => {
    const { q } = await mountHeader(NO_CATEGORIES, PHONE);
    const menu = q.getByRole("button", { name: "Menü" });
    menu.click();
    const toggle = await q.findByRole("switch");
    const box = toggle.getBoundingClientRect();
    await sendMouse({ type: "click", position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).to.equal("true"));
    expect(menu.getAttribute("aria-expanded")).to.equal("true");
  });

  for (const [language, name] of [
    ["de", "Menü"],
    ["en", "Menu"],
    ["fr", "Menu"],
  ] as const) {
    it(`the menu button is named "${name}" in ${language}`, async () => {
      const { q } = await mountHeader(headerBlock({ language }), PHONE);
      expect(q.getByRole("button", { name })).to.exist;
    });
  }

  it("from 34rem the search field is in the bar, the account still in the menu", async () => {
    const { q } = await mountHeader(headerBlock(), 768);
    const controls = [q.getByRole("combobox"), q.getByRole("button", { name: "Menü" }), q.getByRole("link", { name: /^Warenkorb/ })];
    expectOneRow(controls);
    expect(q.queryByRole("button", { name: "Suchen" })).to.equal(null);
    expect(q.queryByRole("link", { name: "Anmelden" })).to.equal(null);
  });

  it("from 64rem no menu: field, switch, account links and cart in one row", async () => {
    const { q } = await mountHeader(headerBlock({ language: "fr" }), 1024);
    expect(q.queryByRole("button", { name: "Menu" })).to.equal(null);
    expectOneRow([
      q.getByRole("combobox"),
      q.getByRole("switch"),
      q.getByRole("link", { name: "Se connecter" }),
      q.getByRole("link", { name: "Créer un compte" }),
      q.getByRole("link", { name: "Mot de passe oublié ?" }),
      q.getByRole("link", { name: /^Panier/ }),
    ]);
  });

  for (const loggedIn of [false, true]) {
    it(`no axe violations with the menu open (${loggedIn ? "logged-in contact" : "guest"})`, async () => {
      if (loggedIn) {
        setCompanies(threeCompanies);
        selectCompany("c-1");
      }
      const { q } = await mountHeader(headerBlock({ loggedIn }), PHONE);
      q.getByRole("button", { name: "Menü" }).click();
      await q.findByRole("link", { name: loggedIn ? "Abmelden" : "Anmelden" });
      expect(await axeViolations()).to.deep.equal([]);
    });
  }
});
