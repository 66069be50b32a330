import { expect } from "chai";
import { narrowViewport, sendKeys, setViewport } from "../../support/commands";
import { HttpResponse } from "msw";
import { $cartCount } from "../../../core/state/cart-count.ts";
import {
  $cartPriceCent,
  $directOrder,
  $selectedVat,
  $shippingCost,
  $showVAT,
  selectCompany,
  setCompanies,
} from "../../../core/state/stores.ts";
import { axeViolations } from "../../support/axe.ts";
import { cartApi, cartBlock, cartLine } from "../../support/cart-api.ts";
import { mountCart } from "../../support/cart-page.ts";
import { captureConsoleErrors, captureConsoleWarnings, cleanup, expectFocus, mount, typeAndBlur, ui } from "../../support/dom.ts";
import { goOffline, goOnline, missingEndpoint, networkError } from "../../support/failures.ts";
import { resetMocks } from "../../support/msw.ts";
import { companyChoices } from "../../support/product-api.ts";
import { waitFor } from "../../support/product-page.ts";
import { useElementSuite } from "../../support/element-suite.ts";

const totalsText = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll(".totals div")].map((d) => d.textContent);
const vatLabel = (el: HTMLElement) => el.shadowRoot!.querySelectorAll(".totals dt")[3]!.textContent;

describe("<shop-cart>", () => {
  useElementSuite();

  it("an empty cart says so", async () => {
    cartApi({ items: [] });
    const { q } = await mountCart();
    expect(q.getByText("Ihr Warenkorb ist leer.")).to.exist;
    expect(q.queryByRole("link", { name: "Zur Kasse" })).to.equal(null);
  });

  for (const [language, name] of [
    ["de", "Weiter einkaufen"],
    ["en", "Continue shopping"],
    ["fr", "Continuer mes achats"],
  ] as const) {
    it(`an empty cart leads back to the shop's start page, by default / (${language})`, async () => {
      cartApi({ items: [] });
      const { q } = await mountCart(cartBlock({ language }));
      expect(q.getByRole("link", { name }).getAttribute("href")).to.equal("/");
    });
  }

  it("an empty cart leads back to the block's shopUrl", async () => {
    cartApi({ items: [] });
    const { q } = await mountCart(cartBlock({ shopUrl: "/en/" }));
    expect(q.getByRole("link", { name: "Weiter einkaufen" }).getAttribute("href")).to.equal("/en/");
  });

  it("one cart line whose picture the URL rule refuses shows without its picture, the rest of the cart as usual; the console says why", async () => {
    cartApi({
      items: [
        cartLine("1", { image_url: "data:image/png;base64,iVBORw0KGgo=" }),
        cartLine("2", { image_url: "javascript:alert(1)" }),
        cartLine("3", { image_url: "/bilder/3.jpg" }),
      ],
    });
    const { result, errors: warnings } = await captureConsoleWarnings(() => mountCart());
    const root = result.el.shadowRoot!;
    expect(root.querySelectorAll(".line")).to.have.length(3);
    expect([...root.querySelectorAll(".line img")].map((img) => img.getAttribute("src"))).to.deep.equal(["/bilder/3.jpg"]);
    expect(root.textContent).not.to.contain("Es scheint ein Fehler aufgetreten zu sein");
    expect(result.q.getByRole("link", { name: "Zur Kasse" })).to.exist;
    expect(warnings.filter((w) => w.includes("a cart line's picture: left out"))).to.have.length(2);
    expect(warnings.join("\n")).to.contain('"javascript:alert(1)"');
  });

  it("lists the session's lines with name, number, amount, unit and line price", async () => {
    localStorage.setItem("sessionid", "cart-session");
    const calls = cartApi({ items: [cartLine("1", { menge: 60 }), cartLine("2", { menge: 3 })] });
    const { el, q } = await mountCart();
    expect(calls.get[0]!.searchParams.get("sessionid")).to.equal("cart-session");
    const rows = [...el.shadowRoot!.querySelectorAll(".line")];
    expect(rows).to.have.length(2);
    expect(rows[0]!.textContent)
      .to.contain("Archivbox 1")
      .and.contain("Art.-Nr. AB-1")
      .and.contain("je 4,20\u00a0€")
      .and.contain("252,00\u00a0€");
    expect((q.getAllByRole("textbox", { name: "Menge" })[1] as HTMLInputElement).value).to.equal("3");
  });

  it("totals in cents: net, shipping, packaging, VAT 19 % on all three, gross", async () => {
    cartApi({ items: [cartLine("1", { menge: 60 }), cartLine("2", { menge: 10 })] });
    const { el } = await mountCart();
    // 252.00 + 49.00 = 301.00 net; + 5.90 + 2.50 = 309.40; VAT 58.79; gross 368.19
    expect(totalsText(el)).to.deep.equal([
      "Zwischensumme netto301,00\u00a0€",
      "Versand netto5,90\u00a0€",
      "Verpackung netto2,50\u00a0€",
      "MwSt. 19 % (Deutschland)58,79\u00a0€",
      "Gesamtsumme368,19\u00a0€",
    ]);
    await waitFor(() => expect($cartPriceCent.get()).to.equal(36819));
    expect($shippingCost.get()).to.equal(590);
    expect($cartCount.get()).to.equal(2);
  });

  it("prices shown with VAT: the totals are gross and say so, the VAT they include after the total (docs/decisions/gross-net-labels.md)", async () => {
    $showVAT.set(true);
    cartApi({ items: [cartLine("1", { menge: 60 }), cartLine("2", { menge: 10 })] });
    const { el } = await mountCart();
    // 5.90 × 1.19 = 7.02; 2.50 × 1.19 = 2.98 (2.975); the goods are the rest of 368.19: 358.19 (301.00 × 1.19 = 358.19)
    await waitFor(() =>
      expect(totalsText(el)).to.deep.equal([
        "Zwischensumme brutto358,19\u00a0€",
        "Versand brutto7,02\u00a0€",
        "Verpackung brutto2,98\u00a0€",
        "Gesamtsumme368,19\u00a0€",
        "enthaltene MwSt. 19 % (Deutschland)58,79\u00a0€",
      ]),
    );
    expect(el.shadowRoot!.querySelector(".line-price")!.textContent).to.equal("299,88\u00a0€");
  });

  it("the VAT option of the delivery country overrides the default", async () => {
    cartApi({ vat: 20, items: [cartLine("1", { menge: 10 })] });
    const { el } = await mountCart(cartBlock({ geoLocation: "at" }));
    expect(totalsText(el)[3]).to.equal("MwSt. 20 % (Österreich)11,48\u00a0€");
    await waitFor(() => expect($selectedVat.get()).to.equal(20));
  });

  for (const [language, austria, switzerland] of [
    ["de", "MwSt. 20 % (Österreich)", "Ohne MwSt. (Ausfuhr Schweiz)"],
    ["en", "VAT 20% (Austria)", "No VAT (export: Switzerland)"],
    ["fr", "TVA 20 % (Autriche)", "Sans TVA (exportation\u00a0: Suisse)"],
  ] as const) {
    it(`the VAT row names the rate and the delivery country it applied; 0 % is an export (${language})`, async () => {
      cartApi({ vat: 20, items: [cartLine("1", { menge: 10 })] });
      const { el } = await mountCart(cartBlock({ language, geoLocation: "at" }));
      expect(vatLabel(el)).to.equal(austria);
      cleanup();
      resetMocks();
      cartApi({ vat: 0, items: [cartLine("1", { menge: 10 })] });
      const ch = await mountCart(cartBlock({ language, geoLocation: "ch" }));
      expect(vatLabel(ch.el)).to.equal(switzerland);
    });
  }

  it("a VAT-free company (tax status '3') pays no VAT", async () => {
    setCompanies([companyChoices[1]!]);
    selectCompany("c-3");
    cartApi();
    const { el } = await mountCart();
    expect(totalsText(el)[3]).to.equal("Umsatzsteuerfrei0,00\u00a0€");
  });

  it("changing an amount goes to the API and re-prices the line with the same quantity rules", async () => {
    const calls = cartApi({ items: [cartLine("1", { menge: 10 })] });
    const { el, q } = await mountCart();
    typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "60");
    await waitFor(() => expect(el.shadowRoot!.querySelector(".line-price")!.textContent).to.equal("252,00\u00a0€"));
    expect(calls.update).to.have.length(1);
    expect(calls.update[0]).to.include({ id: "1", menge: 60 });
    // The fees follow the new total; the cart itself is not loaded again.
    await waitFor(() => expect(totalsText(el)[0]).to.equal("Zwischensumme netto252,00\u00a0€"));
    expect(calls.get).to.have.length(1);
  });

  it("a failed change shows the error and leaves the line as the server has it", async () => {
    cartApi({ items: [cartLine("1", { menge: 10 })], update: () => new HttpResponse(null, { status: 500 }) });
    const { el, q } = await mountCart();
    await captureConsoleErrors(async () => {
      typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "60");
      await q.findByRole("alert");
    });
    await waitFor(() => expect((q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement).value).to.equal("10"));
    expect(el.shadowRoot!.querySelector(".line-price")!.textContent).to.equal("49,00\u00a0€");
  });

  it("a change that failed at network level offers 'Erneut versuchen', which sends the same change again", async () => {
    let fail = true;
    const calls = cartApi({
      items: [cartLine("1", { menge: 10 })],
      update: () => (fail ? networkError() : new HttpResponse(null, { status: 204 })),
    });
    const { el, q } = await mountCart();
    const alert = await captureConsoleErrors(async () => {
      typeAndBlur(q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement, "60");
      return q.findByRole("alert");
    }).then((r) => r.result);
    expect(alert.textContent).to.contain("Der Shop-Dienst ist gerade nicht erreichbar");
    fail = false;
    q.getByRole("button", { name: "Erneut versuchen" }).focus();
    await sendKeys({ press: "Enter" });
    await waitFor(() => expect(el.shadowRoot!.querySelector(".line-price")!.textContent).to.equal("252,00\u00a0€"));
    expect(calls.update.map((body) => (body as { menge: number }).menge)).to.deep.equal([60, 60]);
    expect(q.queryByRole("alert")).to.equal(null);
    await waitFor(() => expectFocus(el, q.getByRole("heading", { name: "Warenkorb" })));
  });

  it("removing a line goes to the API; a failed removal keeps the line", async () => {
    const calls = cartApi({ items: [cartLine("1"), cartLine("2")] });
    const { el, q } = await mountCart();
    q.getByRole("button", { name: "Archivbox 1 entfernen" }).click();
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll(".line")).to.have.length(1));
    expect(calls.remove).to.deep.equal([{ sessionid: localStorage.getItem("sessionid"), id: "1" }]);
    cartApi({ items: [cartLine("2")], remove: () => HttpResponse.error() });
    await captureConsoleErrors(async () => {
      q.getByRole("button", { name: "Archivbox 2 entfernen" }).click();
      await q.findByRole("alert");
    });
    expect(el.shadowRoot!.querySelectorAll(".line")).to.have.length(1);
  });

  it("direct ordering only to the direct-order countries: otherwise only the offer, and the lines say why", async () => {
    cartApi();
    $directOrder.set(true);
    const { q } = await mountCart(cartBlock({ geoLocation: "ch" }));
    expect(q.queryByRole("link", { name: "Zur Kasse" })).to.equal(null);
    expect(q.getByRole("link", { name: "Angebot anfordern" })).to.exist;
    expect(q.getByText("Lieferung in Ihr Land nur auf Angebot")).to.exist;
    await waitFor(() => expect($directOrder.get()).to.equal(false));
  });

  it("bulky goods: offer only, shipped by freight forwarder", async () => {
    cartApi({ items: [cartLine("1"), cartLine("2", { sperrgut_artikel: true })] });
    const { q } = await mountCart();
    expect(q.queryByRole("link", { name: "Zur Kasse" })).to.equal(null);
    expect(q.getByText("Sperrgut: nur auf Angebot, Versand per Spedition")).to.exist;
    expect(q.getByText("Versand per Spedition")).to.exist;
  });

  it("price-on-request amounts: offer only", async () => {
    cartApi({ items: [cartLine("1", { menge: 500, requested_delivery_amount: 500 })] });
    const { q } = await mountCart();
    expect(q.getByText("Diese Menge nur auf Anfrage")).to.exist;
    expect(q.queryByRole("link", { name: "Zur Kasse" })).to.equal(null);
  });

  it("an orderable cart offers both: checkout and offer", async () => {
    cartApi();
    const { q } = await mountCart(cartBlock({ checkoutUrl: "/kasse-test" }));
    expect(q.getByRole("link", { name: "Zur Kasse" }).getAttribute("href")).to.equal("/kasse-test");
    expect(q.getByRole("link", { name: "Angebot anfordern" }).getAttribute("href")).to.equal("/angebot");
    await waitFor(() => expect($directOrder.get()).to.equal(true));
  });

  for (const width of [390, 1280])
    it(`"Zur Kasse" is the cart's most prominent action at ${width} px: the one primary button, larger than the offer link, which is a plain link`, async function () {
      await narrowViewport(this, { width, height: 800 });
      cartApi();
      const { el, q } = await mountCart();
      const checkout = q.getByRole("link", { name: "Zur Kasse" });
      const offer = q.getByRole("link", { name: "Angebot anfordern" });
      expect([...el.shadowRoot!.querySelectorAll(".actions .primary")]).to.deep.equal([checkout]);
      expect(offer.classList.contains("button"), "the offer is no button").to.equal(false);
      const [c, o] = [checkout.getBoundingClientRect(), offer.getBoundingClientRect()];
      expect(c.width).to.be.greaterThan(o.width);
      expect(c.height).to.be.at.least(44);
      expect(o.height).to.be.at.least(44);
      const actions = el.shadowRoot!.querySelector(".actions")!.getBoundingClientRect();
      if (width === 390) expect(c.width, "full width on a phone").to.be.closeTo(actions.width, 1);
      else {
        // At the end of the row, under the totals (where the eye ends), the offer link before it.
        expect(c.right, "the checkout at the row's end").to.be.closeTo(actions.right, 1);
        expect(o.right, "the offer before it").to.be.at.most(c.left);
      }
      await setViewport({ width: 800, height: 600 });
    });

  it("more than 100 different items: the notice of section 8, and no direct order", async () => {
    cartApi({ items: Array.from({ length: 101 }, (_, i) => cartLine(String(i), { menge: 1 })) });
    const { q } = await mountCart();
    expect(q.getByRole("alert").textContent).to.contain("mehr als 100 verschiedene Artikel");
    expect(q.queryByRole("link", { name: "Zur Kasse" })).to.equal(null);
  });

  it("showVAT shows gross unit and line prices", async () => {
    cartApi({ items: [cartLine("1", { menge: 10 })] });
    const { el } = await mountCart();
    $showVAT.set(true);
    await waitFor(() => expect(el.shadowRoot!.querySelector(".line-price")!.textContent).to.equal("58,31\u00a0€"));
  });

  it("another company re-prices: the cart is loaded with its id", async () => {
    setCompanies(companyChoices);
    const calls = cartApi();
    await mountCart();
    selectCompany("c-1");
    await waitFor(() => expect(calls.get.at(-1)!.searchParams.get("companyId")).to.equal("c-1"));
  });

  it("an article added on the product page (ordersAmountEvent) appears without reload", async () => {
    const calls = cartApi({ items: [cartLine("1")] });
    const { el } = await mountCart();
    cartApi({ items: [cartLine("1"), cartLine("2")] });
    window.dispatchEvent(new CustomEvent("ordersAmountEvent", { detail: { amount: 1 } }));
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll(".line")).to.have.length(2));
    expect(calls.get.length).to.be.greaterThan(0);
  });

  describe("failures by kind (core/api/failure.ts)", () => {
    afterEach(goOnline);

    const failingCart = async (answer: () => Response, language = "de") => {
      const calls = cartApi({ get: answer });
      const el = mount("shop-cart", cartBlock({ language }));
      const { result: alert, errors } = await captureConsoleErrors(() => ui(el).findByRole("alert", {}, { timeout: 5000 }));
      return { el, alert, errors, calls };
    };

    it("a request failing at network level while online (CORS, host down) says the shop's service cannot be reached, with a retry", async () => {
      const { alert, errors } = await failingCart(networkError, "en");
      expect(alert.textContent).to.contain("The shop's service cannot be reached right now.");
      expect(alert.textContent).not.to.contain("internet connection");
      expect(alert.querySelector("button")?.textContent).to.equal("Try again");
      expect(errors.join("\n")).to.contain("/_hcms/api/objects/order-items/get").and.contain("CORS?");
    });

    it("offline (navigator.onLine false): only then the shopper's connection is named, with a retry", async () => {
      goOffline();
      const { alert } = await failingCart(networkError, "fr");
      expect(alert.textContent).to.contain("Pas de connexion à la boutique. Veuillez vérifier votre connexion Internet");
      expect(alert.querySelector("button")?.textContent).to.equal("Réessayer");
    });

    it("a missing endpoint (the host's 404 page) says the shop's service cannot be reached, with a retry", async () => {
      const { alert, errors } = await failingCart(missingEndpoint);
      expect(alert.textContent).to.contain("Der Shop-Dienst ist gerade nicht erreichbar");
      expect(alert.querySelector("button")?.textContent).to.equal("Erneut versuchen");
      expect(errors.join("\n")).to.contain("order-items/get").and.contain("endpoint missing (404); check baseUrl");
    });

    it("'Erneut versuchen' loads the cart again once the service answers, and focus stays on a control in the cart", async () => {
      const { el } = await failingCart(missingEndpoint);
      const calls = cartApi({ items: [cartLine("1")] });
      const q = ui(el);
      q.getByRole("button", { name: "Erneut versuchen" }).focus();
      await sendKeys({ press: "Enter" });
      await waitFor(() => expect(el.shadowRoot!.querySelectorAll(".line")).to.have.length(1));
      expect(calls.get).to.have.length(1);
      await waitFor(() => expectFocus(el, q.getByRole("heading", { name: "Warenkorb" })));
    });
  });

  for (const [language, heading, remove, checkout] of [
    ["en", "Cart", "Remove Archivbox 1", "Go to checkout"],
    ["fr", "Panier", "Retirer Archivbox 1", "Passer la commande"],
  ] as const) {
    it(`controls are named in ${language}`, async () => {
      cartApi();
      const { q } = await mountCart(cartBlock({ language }));
      q.getByRole("heading", { name: heading });
      q.getByRole("button", { name: remove });
      q.getByRole("link", { name: checkout });
    });
  }

  it("axe-core finds no violations", async () => {
    cartApi({ items: [cartLine("1"), cartLine("2", { sperrgut_artikel: true })] });
    await mountCart();
    expect(await axeViolations()).to.deep.equal([]);
  });
});

describe("<shop-cart> promotional maximum (section 5, issue 12)", () => {
  useElementSuite();

  const promoted = (menge: number) =>
    cartLine("1", {
      menge,
      priceList: { itemInUnit: 1, scaled_price: [{ quantity: 1, price: 2.5 }], promotion: { maxQuantity: 20, endsAt: null } },
    });

  it("a promoted line's stepper cannot pass the maximum, and its note says the limit", async () => {
    const calls = cartApi({ items: [promoted(19)] });
    const { el, q } = await mountCart();
    const input = q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;
    typeAndBlur(input, "50");
    // The line takes the amount once the server has it.
    await waitFor(() => expect(el.shadowRoot!.querySelector(".line-price")!.textContent).to.equal("50,00\u00a0€"));
    await waitFor(() => expect(input.value).to.equal("20"));
    const noteId = (input.getAttribute("aria-describedby") ?? "").split(" ").at(-1) as string;
    await waitFor(() =>
      expect(input.getRootNode() instanceof ShadowRoot && (input.getRootNode() as ShadowRoot).getElementById(noteId)?.textContent).to.match(
        /20/,
      ),
    );
    q.getByRole("button", { name: "Menge erhöhen" }).click();
    await new Promise((r) => setTimeout(r, 100));
    expect(input.value).to.equal("20");
    expect(calls.update.map((u) => (u as { menge: number }).menge)).to.deep.equal([20]);
  });

  it("an update answered 409 promotion_max shows the limit and puts the amount back", async () => {
    cartApi({
      items: [promoted(10)],
      update: () => HttpResponse.json({ code: "promotion_max", message: "max", max: 12 }, { status: 409 }),
    });
    const { q } = await mountCart();
    const input = q.getByRole("textbox", { name: "Menge" }) as HTMLInputElement;
    await captureConsoleErrors(async () => {
      typeAndBlur(input, "15");
      expect((await q.findByRole("alert")).textContent).to.contain("höchstens 12 Stück pro Bestellung");
    });
    await waitFor(() => expect(input.value).to.equal("10"));
  });
});
