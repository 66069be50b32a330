import { expect } from "chai";
import { HttpResponse } from "msw";
import { listen } from "../../../core/element/events.ts";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { $showVAT, $vatChoiceMade, selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { axeViolations } from "../../support/axe.ts";
import { cartApi, cartLine } from "../../support/cart-api.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { companyChoices } from "../../support/product-api.ts";
import { waitFor } from "../../support/product-page.ts";
import { headerBlock, mountHeader, useHeaderSetup } from "./setup.ts";

const badge = (el: HTMLElement) => el.shadowRoot!.querySelector(".badge")!.textContent;
const threeCompanies = [
  ...companyChoices,
  { ...companyChoices[0]!, company: { ...companyChoices[0]!.company, id: "c-2", name: "Landesarchiv" } },
];

describe("<shop-header>: cart count", () => {
  useHeaderSetup();

  it("the badge shows the count loaded from the cart on mount", async () => {
    localStorage.setItem("sessionid", "header-session");
    setCompanies(companyChoices);
    selectCompany("c-1");
    const calls = cartApi({ items: [cartLine("1"), cartLine("2"), cartLine("3")] });
    const { el, q } = await mountHeader(headerBlock({ geoLocation: "AT", language: "en" }));
    const link = await q.findByRole("link", { name: "Cart, 3 items" });
    expect(link.getAttribute("href")).to.equal("/basket");
    expect(badge(el)).to.equal("3");
    expect($cartCount.get()).to.equal(3);
    const params = calls.get[0]!.searchParams;
    expect([params.get("sessionid"), params.get("companyId"), params.get("geoLocation"), params.get("language")]).to.deep.equal([
      "header-session",
      "c-1",
      "at",
      "en",
    ]);
  });

  it("ordersAmountEvent raises the count at once, without loading the cart again", async () => {
    const calls = cartApi({ items: [cartLine("1"), cartLine("2")] });
    const { el, q } = await mountHeader();
    await q.findByRole("link", { name: "Warenkorb, 2 Artikel" });
    window.dispatchEvent(new CustomEvent("ordersAmountEvent", { detail: { amount: 1 } }));
    await q.findByRole("link", { name: "Warenkorb, 3 Artikel" });
    expect(badge(el)).to.equal("3");
    expect(calls.get).to.have.length(1);
  });

  it("a change in another tab of the session (the storage event) updates the badge", async () => {
    cartApi({ items: [cartLine("1")] });
    const { el, q } = await mountHeader();
    await q.findByRole("link", { name: "Warenkorb, 1 Artikel" });
    window.dispatchEvent(new StorageEvent("storage", { key: "shop:cartCount", oldValue: "1", newValue: "5", storageArea: localStorage }));
    await q.findByRole("link", { name: "Warenkorb, 5 Artikel" });
    expect(badge(el)).to.equal("5");
  });

  it("if the count cannot be loaded, the stored count stays and the console says why; no error is shown", async () => {
    $cartCount.set(4);
    const calls = cartApi({ get: () => HttpResponse.error() });
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(" "));
    try {
      await captureConsoleErrors(async () => {
        const { el, q } = await mountHeader();
        await waitFor(() => expect(warnings.join("\n")).to.contain("cannot load the cart count"));
        expect(calls.get).to.have.length(2); // a GET is retried once
        expect(badge(el)).to.equal("4");
        expect(q.queryByRole("alert")).to.equal(null);
      });
    } finally {
      console.warn = warn;
    }
  });

  it("the cart link follows the language (/warenkorb, /basket, /panier) or the block's cartUrl", async () => {
    for (const [language, href] of [
      ["de", "/warenkorb"],
      ["en", "/basket"],
      ["fr", "/panier"],
    ] as const) {
      const { q } = await mountHeader(headerBlock({ language }));
      expect((await q.findByRole("link", { name: /^(Warenkorb|Cart|Panier), 0/ })).getAttribute("href")).to.equal(href);
    }
    const { q } = await mountHeader(headerBlock({ cartUrl: "/shop/cart" }));
    expect((await q.findByRole("link", { name: "Warenkorb, 0 Artikel" })).getAttribute("href")).to.equal("/shop/cart");
  });
});

describe("<shop-header>: account", () => {
  useHeaderSetup();

  it("guests get login, registration (by language, or the block's registrationUrl) and password reset, no logout", async () => {
    const { q } = await mountHeader();
    expect(q.getByRole("link", { name: "Anmelden" }).getAttribute("href")).to.equal("/_hcms/mem/login");
    expect(q.getByRole("link", { name: "Registrieren" }).getAttribute("href")).to.equal("/registrierung");
    const english = await mountHeader(headerBlock({ language: "en" }));
    expect(english.q.getByRole("link", { name: "Register" }).getAttribute("href")).to.equal("/register");
    const own = await mountHeader(headerBlock({ registrationUrl: "/konto/neu" }));
    expect(own.q.getByRole("link", { name: "Registrieren" }).getAttribute("href")).to.equal("/konto/neu");
    expect(q.getByRole("link", { name: "Passwort vergessen?" }).getAttribute("href")).to.equal("/_hcms/mem/reset/request");
    expect(q.queryByRole("link", { name: "Abmelden" })).to.equal(null);
  });

  it("a logged-in contact gets logout (the CMS's, or the block's logoutUrl), no login", async () => {
    const { q } = await mountHeader(headerBlock({ loggedIn: "true", contactid: 7001 }));
    expect(q.getByRole("link", { name: "Abmelden" }).getAttribute("href")).to.equal("/_hcms/mem/logout");
    expect(q.queryByRole("link", { name: "Anmelden" })).to.equal(null);
    expect(q.queryByRole("link", { name: "Passwort vergessen?" })).to.equal(null);
    expect(q.queryByRole("link", { name: "Registrieren" })).to.equal(null);
    const other = await mountHeader(headerBlock({ loggedIn: true, logoutUrl: "/abmelden?redirect_url=/" }));
    expect(other.q.getByRole("link", { name: "Abmelden" }).getAttribute("href")).to.equal("/abmelden?redirect_url=/");
  });

  it("the company switcher's trigger shows only for several companies and fires shop-open-company-switcher", async () => {
    setCompanies([companyChoices[0]!]);
    selectCompany("c-1");
    const { q } = await mountHeader(headerBlock({ loggedIn: true }));
    expect(q.getByText("Stadtarchiv")).to.exist;
    expect(q.queryByRole("button", { name: "Firma wechseln" })).to.equal(null);

    setCompanies(threeCompanies);
    const trigger = await q.findByRole("button", { name: "Firma wechseln" });
    expect(trigger.getAttribute("type")).to.equal("button");
    let fired = 0;
    const stop = listen("shop-open-company-switcher", () => fired++);
    trigger.click();
    stop();
    expect(fired).to.equal(1);
  });

  it("guests never get the company switcher's trigger", async () => {
    setCompanies(threeCompanies);
    const { q } = await mountHeader();
    expect(q.queryByRole("button", { name: "Firma wechseln" })).to.equal(null);
  });
});

describe("<shop-header>: gross/net switch", () => {
  useHeaderSetup();

  it("flips $showVAT (every price on the page follows it)", async () => {
    const { q } = await mountHeader();
    const toggle = q.getByRole("switch", { name: "Preise inkl. MwSt." });
    expect(toggle.getAttribute("aria-checked")).to.equal("false");
    toggle.click();
    expect($showVAT.get()).to.equal(true);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).to.equal("true"));
    toggle.click();
    expect($showVAT.get()).to.equal(false);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).to.equal("false"));
  });

  it("using it answers the welcome modal's question: it is not asked again in the session", async () => {
    $vatChoiceMade.set(false);
    const { q } = await mountHeader();
    q.getByRole("switch", { name: "Preise inkl. MwSt." }).click();
    expect($vatChoiceMade.get()).to.equal(true);
    $vatChoiceMade.set(false);
  });

  it("follows a change of $showVAT made elsewhere (the welcome modal, another element)", async () => {
    const { q } = await mountHeader();
    $showVAT.set(true);
    await waitFor(() => expect(q.getByRole("switch", { name: "Preise inkl. MwSt." }).getAttribute("aria-checked")).to.equal("true"));
  });

  it("is hidden when the company may not switch, and shown when it may", async () => {
    setCompanies(companyChoices);
    selectCompany("c-3"); // VAT-free, canSwitchGrossNet false
    const { q } = await mountHeader(headerBlock({ loggedIn: true }));
    expect(q.queryByRole("switch")).to.equal(null);
    selectCompany("c-1"); // may choose
    expect(await q.findByRole("switch", { name: "Preise inkl. MwSt." })).to.exist;
  });
});

describe("<shop-header>: languages and accessibility", () => {
  useHeaderSetup();

  const names = {
    de: {
      search: "Website durchsuchen",
      region: "Website-Suche",
      nav: "Kundenkonto und Warenkorb",
      cart: "Warenkorb, 1 Artikel",
      login: "Anmelden",
      register: "Registrieren",
      reset: "Passwort vergessen?",
      vat: "Preise inkl. MwSt.",
      logout: "Abmelden",
      company: "Firma wechseln",
    },
    en: {
      search: "Search the site",
      region: "Site search",
      nav: "Account and cart",
      cart: "Cart, 1 item",
      login: "Log in",
      register: "Register",
      reset: "Forgot your password?",
      vat: "Prices incl. VAT",
      logout: "Log out",
      company: "Switch company",
    },
    fr: {
      search: "Rechercher sur le site",
      region: "Recherche sur le site",
      nav: "Compte client et panier",
      cart: "Panier, 1 article",
      login: "Se connecter",
      register: "Créer un compte",
      reset: "Mot de passe oublié ?",
      vat: "Prix TTC",
      logout: "Se déconnecter",
      company: "Changer d'entreprise",
    },
  };

  for (const language of ["de", "en", "fr"] as const) {
    it(`every control has its name in ${language}`, async () => {
      const n = names[language];
      cartApi({ items: [cartLine("1")] });
      const guest = await mountHeader(headerBlock({ language }));
      const q = guest.q;
      expect(q.getByRole("combobox", { name: n.search })).to.exist;
      expect(q.getByRole("search", { name: n.region })).to.exist;
      expect(q.getByRole("navigation", { name: n.nav })).to.exist;
      await q.findByRole("link", { name: n.cart });
      expect(q.getByRole("link", { name: n.login })).to.exist;
      expect(q.getByRole("link", { name: n.register })).to.exist;
      expect(q.getByRole("link", { name: n.reset })).to.exist;
      expect(q.getByRole("switch", { name: n.vat })).to.exist;

      setCompanies(threeCompanies);
      selectCompany("c-1");
      const contact = await mountHeader(headerBlock({ language, loggedIn: true }));
      expect(contact.q.getByRole("link", { name: n.logout })).to.exist;
      expect(contact.q.getByRole("button", { name: n.company })).to.exist;
    });
  }

  it("an unknown language renders German", async () => {
    const { q } = await mountHeader(headerBlock({ language: "it" }));
    expect(q.getByRole("link", { name: "Anmelden" })).to.exist;
  });

  it("a malformed block shows an alert naming the field", async () => {
    await captureConsoleErrors(async () => {
      const el = mount("shop-header", headerBlock({ searchTypes: ["PRODUCT"] }));
      const alert = await ui(el).findByRole("alert", {}, { timeout: 5000 });
      expect(alert.textContent).to.contain("searchTypes");
    });
  });

  it("every button is type=button", async () => {
    setCompanies(threeCompanies);
    selectCompany("c-1");
    const { el, q } = await mountHeader(headerBlock({ loggedIn: true }));
    await q.findByRole("switch");
    const buttons = [...el.shadowRoot!.querySelectorAll("button")];
    expect(buttons.length).to.be.greaterThan(1);
    expect(buttons.map((b) => b.getAttribute("type"))).to.deep.equal(buttons.map(() => "button"));
  });

  for (const loggedIn of [false, true]) {
    it(`no axe violations (${loggedIn ? "logged-in contact with several companies" : "guest"})`, async () => {
      if (loggedIn) {
        setCompanies(threeCompanies);
        selectCompany("c-1");
      }
      cartApi({ items: [cartLine("1"), cartLine("2")] });
      const { q } = await mountHeader(headerBlock({ loggedIn }));
      await q.findByRole("link", { name: "Warenkorb, 2 Artikel" });
      expect(await axeViolations()).to.deep.equal([]);
    });
  }
});
