import { expect } from "chai";
import { fetchCart } from "../../../core/api/cart.ts";
import { fetchDeal } from "../../../core/api/deal.ts";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { selectCompany, setCompanies } from "../../../core/state/stores.ts";
import { companyChoices, productDataBlock } from "../../../demo/mocks/fixtures.ts";
import { $offerDraft } from "../../../widgets/request-offer/draft.ts";
import {
  choose,
  confirmation,
  contactBlock,
  contactGroup,
  dealRequests,
  fillContact,
  guestBlock,
  mountOffer,
  nextFrame,
  orderItemPosts,
  seedCart,
  textbox,
  useOfferSetup,
  waitFor,
} from "./setup.ts";

describe("<shop-request-offer>: requesting an offer", () => {
  useOfferSetup();

  it("a guest requests the cart: one 'quotation_guest' deal without contact id, the number shown, the cart finished", async () => {
    await seedCart([
      ["1001", 3],
      ["1015", 10],
    ]);
    const cartSession = localStorage.getItem("sessionid")!;
    $cartCount.set(2);
    const { q } = await mountOffer();
    await fillContact(q);
    (q.getByRole("textbox", { name: "Anmerkung" }) as HTMLTextAreaElement).value = "Bitte mit Lieferzeit";
    q.getByRole("textbox", { name: "Anmerkung" }).dispatchEvent(new Event("input", { bubbles: true }));
    await nextFrame();
    q.getByRole("button", { name: "Angebot anfordern" }).click();

    const text = await confirmation(q);
    expect(dealRequests).to.have.length(1);
    const body = dealRequests[0]!;
    expect(body).to.include({
      type: "quotation_guest",
      ansprechpartner_id: null,
      companyId: null,
      paymentMethod: null,
      sessionid: cartSession,
      note: "Bitte mit Lieferzeit",
    });
    expect(body.invoice).to.include({
      orderrecipient: "Anna Muster",
      email: "anna@example.org",
      addressline1: "Archivstraße 1",
      address_post_code: "10115",
      address_country: "DE",
    });
    // 1001: 3 × 4,90; 1015: 10 × 2,35 (scale from 5).
    expect(body.products.map((p) => [p.amount, p.nettoPrice, p.price])).to.deep.equal([
      [3, 4.9, 14.7],
      [10, 2.35, 23.5],
    ]);
    const number = /Angebotsnummer: (\S+)\./.exec(text)?.[1];
    expect(number).to.match(/^AN-\d{4}-\d{5}$/);
    const dealId = $offerDraft.get().sent!.dealId;
    expect((await fetchDeal({ baseUrl: "", dealId })).type).to.equal("quotation_guest");
    // The requested cart is done with: a new session starts, the badge is empty.
    expect(localStorage.getItem("sessionid")).to.not.equal(cartSession);
    expect($cartCount.get()).to.equal(0);
  });

  for (const [shopUrl, expected] of [
    [undefined, "/"],
    ["/shop/start", "/shop/start"],
  ] as const) {
    it(`the confirmation leads back to the shop: 'Weiter einkaufen' to shopUrl (${shopUrl ?? "default /"})`, async () => {
      await seedCart([["1001", 3]]);
      const { q } = await mountOffer(guestBlock(shopUrl ? { shopUrl } : {}));
      await fillContact(q);
      q.getByRole("button", { name: "Angebot anfordern" }).click();
      await confirmation(q);
      expect(q.getByRole("link", { name: "Weiter einkaufen" }).getAttribute("href")).to.equal(expected);
    });
  }

  it("a logged-in contact requests a 'quotation' with their ansprechpartner_id and company, names prefilled", async () => {
    setCompanies(companyChoices);
    selectCompany(companyChoices[0]!.company.id);
    await seedCart([["1001", 3]]);
    const { q } = await mountOffer(contactBlock());
    expect(textbox(q, "Vorname").value).to.equal(companyChoices[0]!.contactPersonFirstname);
    expect(textbox(q, "Nachname").value).to.equal(companyChoices[0]!.contactPersonLastname);
    expect(textbox(q, "Firma").value).to.equal(companyChoices[0]!.company.name);
    choose(contactGroup(q).getByRole("combobox", { name: /^Rechtsform/ }) as HTMLSelectElement, "GmbH");
    await fillContact(q, {
      "E-Mail": "einkauf@stadtarchiv.example",
      "Straße und Hausnummer": "Archivstraße 1",
      Postleitzahl: "10115",
      Ort: "Berlin",
    });
    q.getByRole("button", { name: "Angebot anfordern" }).click();

    await confirmation(q);
    expect(dealRequests).to.have.length(1);
    expect(dealRequests[0]).to.include({
      type: "quotation",
      ansprechpartner_id: "8001",
      companyId: companyChoices[0]!.company.id,
      customerType: "company",
    });
    expect(dealRequests[0]!.invoice).to.include({ abbreviation: "GmbH" });
    expect(dealRequests[0]!.invoice.orderrecipient).to.contain(companyChoices[0]!.company.name);
  });

  it("logged in but without ansprechpartner_id: a guest's request", async () => {
    await seedCart();
    const { q } = await mountOffer(contactBlock({ ansprechpartner_id: null }));
    await fillContact(q);
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await confirmation(q);
    expect(dealRequests[0]).to.include({ type: "quotation_guest", ansprechpartner_id: null });
  });

  it("the lines only available on request are listed with the cart's reasons", async () => {
    await seedCart([
      ["1001", 3],
      ["1003", 2],
      ["1011", 600],
    ]);
    const { el, q } = await mountOffer();
    const section = q.getByRole("region", { name: "Nur auf Anfrage" });
    const items = [...section.querySelectorAll("li > .name")].map((n) => n.parentElement!.textContent);
    expect(items).to.have.length(2);
    expect(items[0]).to.contain("Planmappenkassette A0").and.contain("Sperrgut: nur auf Angebot, Versand per Spedition");
    expect(items[1]).to.contain("Zeitungsbox A2").and.contain("Diese Menge nur auf Anfrage");
    // All three lines are part of the request.
    expect(el.shadowRoot!.querySelectorAll(".order-lines tbody tr")).to.have.length(3);
  });

  it("delivery to a country outside the direct-order list: every line says so", async () => {
    await seedCart([["1001", 3]]);
    const { q } = await mountOffer(guestBlock({ geoLocation: "ch" }));
    const section = q.getByRole("region", { name: "Nur auf Anfrage" });
    expect(section.textContent).to.contain("Lieferung in Ihr Land nur auf Angebot");
  });

  it("nothing to request: an empty cart says so and links to the cart", async () => {
    const { q } = await mountOffer();
    expect(q.getByText("Ihr Warenkorb ist leer: Es gibt noch nichts anzufragen.")).to.exist;
    expect(q.getByRole("link", { name: "Zum Warenkorb" }).getAttribute("href")).to.equal("/warenkorb");
  });

  it("a single article handed over from a product page: it alone is requested, from a session of its own; the cart stays", async () => {
    await seedCart([["1001", 3]]);
    const cartSession = localStorage.getItem("sessionid")!;
    const article = { amount: 600, product: productDataBlock("1011").product, slug: "zeitungsbox-a2" };
    const { el, q } = await mountOffer(guestBlock({ article }));

    expect(orderItemPosts).to.have.length(1);
    expect(orderItemPosts[0]).to.include({
      article_id: "1011",
      menge: 600,
      artikel: "Zeitungsbox A2",
      article_slug: "zeitungsbox-a2",
      preis: 12.2,
    });
    expect(orderItemPosts[0]!.sessionid).to.not.equal(cartSession);
    const rows = [...el.shadowRoot!.querySelectorAll(".order-lines tbody tr")];
    expect(rows).to.have.length(1);
    expect(rows[0]!.textContent).to.contain("Zeitungsbox A2").and.contain("600");
    expect(q.getByRole("region", { name: "Nur auf Anfrage" }).textContent).to.contain("Diese Menge nur auf Anfrage");

    await fillContact(q);
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await confirmation(q);
    expect(dealRequests[0]!.sessionid).to.equal(orderItemPosts[0]!.sessionid);
    expect(dealRequests[0]!.products.map((p) => [p.amount, p.nettoPrice])).to.deep.equal([[600, 12.2]]);
    // The visitor's cart is neither changed nor finished.
    expect(localStorage.getItem("sessionid")).to.equal(cartSession);
    const cart = await fetchCart({ baseUrl: "", sessionId: cartSession, companyId: null, geoLocation: "de", language: "de" });
    expect(cart.items.map((i) => i.article_id)).to.deep.equal(["1001"]);
  });

  it("the handed-over article is posted once: mounting again (a reload) finds it in its session", async () => {
    const article = { amount: 600, product: productDataBlock("1011").product };
    const first = await mountOffer(guestBlock({ article }));
    first.el.remove();
    const { el } = await mountOffer(guestBlock({ article }));
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll(".order-lines tbody tr")).to.have.length(1));
    expect(orderItemPosts).to.have.length(1);
  });

  it("a cart filled after the request is a new request, with the contact details kept", async () => {
    await seedCart([["1001", 3]]);
    const first = await mountOffer();
    await fillContact(first.q);
    first.q.getByRole("button", { name: "Angebot anfordern" }).click();
    await confirmation(first.q);
    first.el.remove();

    localStorage.setItem("sessionid", "offer-test-new-cart");
    await seedCart([["1015", 5]]);
    const { el, q } = await mountOffer();
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll(".order-lines tbody tr")).to.have.length(1));
    expect(q.queryByRole("status")).to.equal(null);
    expect(textbox(q, "Vorname").value).to.equal("Anna");
    expect(el.shadowRoot!.querySelector(".order-lines")!.textContent).to.contain("Japanpapier");
  });

  it("'Weiteres Angebot anfordern' after a handed-over article starts over in a new session", async () => {
    const article = { amount: 600, product: productDataBlock("1011").product };
    const { el, q } = await mountOffer(guestBlock({ article }));
    await fillContact(q);
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await confirmation(q);
    q.getByRole("button", { name: "Weiteres Angebot anfordern" }).click();
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll(".order-lines tbody tr")).to.have.length(1));
    expect(orderItemPosts).to.have.length(2);
    expect(orderItemPosts[1]!.sessionid).to.not.equal(orderItemPosts[0]!.sessionid);
    expect(textbox(q, "Vorname").value).to.equal("Anna");
  });
});
