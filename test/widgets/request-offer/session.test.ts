import { expect } from "chai";
import { fetchCart } from "../../../core/api/cart.ts";
import { postOrderItem } from "../../../core/api/endpoints.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { orderItem } from "../../support/order-items.ts";
import { confirmation, dealRequests, fillContact, guestBlock, mountOffer, seedCart, useOfferSetup, waitFor } from "./setup.ts";

const OFFER_SESSION = "offer-3f9c2a71-test";

describe("<shop-request-offer>: a configurator's offer session", () => {
  useOfferSetup();

  it("the session's configured line alone is requested; the visitor's cart stays as it is", async () => {
    await seedCart([["1001", 3]]);
    const cartSession = localStorage.getItem("sessionid")!;
    const artikel = "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau";
    await postOrderItem({ baseUrl: "", body: orderItem({ article_id: "1011", menge: 40, sessionid: OFFER_SESSION, artikel }) });

    const { el, q } = await mountOffer(guestBlock({ session: OFFER_SESSION }));
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll(".order-lines tbody tr")).to.have.length(1));
    expect(el.shadowRoot!.querySelector(".order-lines tbody tr")!.textContent).to.contain(artikel).and.contain("40");

    await fillContact(q);
    q.getByRole("button", { name: "Angebot anfordern" }).click();
    await confirmation(q);
    expect(dealRequests.map((d) => d.sessionid)).to.deep.equal([OFFER_SESSION]);
    expect(localStorage.getItem("sessionid")).to.equal(cartSession);
    const cart = await fetchCart({ baseUrl: "", sessionId: cartSession, companyId: null, geoLocation: "de", language: "de" });
    expect(cart.items.map((i) => i.article_id)).to.deep.equal(["1001"]);
  });

  it("an offer session that holds nothing says the configuration was not found", async () => {
    const { q } = await mountOffer(guestBlock({ session: OFFER_SESSION }));
    expect(await q.findByText(/Die Konfiguration für dieses Angebot wurde nicht gefunden/)).to.exist;
  });

  it("only offer sessions are accepted: a cart's session id in the link is a data-block error, nothing is requested", async () => {
    let el!: HTMLElement;
    const { result: alert, errors } = await captureConsoleErrors(() => {
      el = mount("shop-request-offer", guestBlock({ session: "d41d8cd98f00b204" }));
      return ui(el).findByRole("alert", {}, { timeout: 5000 });
    });
    expect(alert.textContent).to.not.equal("");
    expect(errors.join(" ")).to.contain('field "session"');
    expect(el.shadowRoot!.querySelector("form")).to.equal(null);
  });
});
