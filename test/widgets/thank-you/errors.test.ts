import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { makeDeal, mountThankYou, recordRequests, textOf, thankYouBlock, useThankYouSetup, waitFor } from "./setup.ts";

/** Mounts with the console's errors captured; resolves with the element's alert. */
async function mountFailing(data: unknown) {
  const { result, errors } = await captureConsoleErrors(async () => {
    const q = ui(mount("shop-thank-you", data));
    return { q, alert: await q.findByRole("alert", {}, { timeout: 5000 }) };
  });
  return { ...result, errors };
}

describe("<shop-thank-you>: errors", () => {
  useThankYouSetup();

  it("no deal id (neither in the block nor in the URL): says so, links to the shop and the cart, asks nothing, keeps the cart", async () => {
    const calls = recordRequests();
    $cartCount.set(2);
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(" "));
    try {
      const { el, q } = await mountThankYou(thankYouBlock({ shopUrl: "/start" }));
      expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Keine Bestellung angegeben");
      expect(textOf(el)).to.contain("Der Link, über den Sie gekommen sind, nennt keine.");
      expect(q.getByRole("link", { name: "Zum Shop" }).getAttribute("href")).to.equal("/start");
      expect(q.getByRole("link", { name: "Zum Warenkorb" }).getAttribute("href")).to.equal("/warenkorb");
    } finally {
      console.warn = original;
    }
    expect(warnings.join()).to.contain("no deal to show");
    expect(calls).to.deep.equal([]);
    expect($cartCount.get()).to.equal(2);
    expect(localStorage.getItem("sessionid")).not.to.equal(null);
  });

  it("an unknown deal (404): 'order not found' with the way back; the cart is kept", async () => {
    $cartCount.set(2);
    const el = mount("shop-thank-you", thankYouBlock({ dealId: "404404", language: "de" }));
    const { result: heading, errors } = await captureConsoleErrors(() => ui(el).findByRole("heading", { level: 2 }, { timeout: 5000 }));
    expect(heading.textContent).to.equal("Bestellung nicht gefunden");
    expect(textOf(el)).to.contain("Zu diesem Link finden wir keine Bestellung und keine Anfrage.");
    expect(ui(el).getByRole("link", { name: "Zum Shop" }).getAttribute("href")).to.equal("/");
    expect(errors.join()).to.contain("deal/get: HTTP 404");
    expect($cartCount.get()).to.equal(2);
  });

  it("a server error: the shop is unavailable, with a retry (type=button) that loads the deal once the server is back", async () => {
    const deal = await makeDeal();
    let failing = true;
    useHandlers(http.get("*/_hcms/api/deal/get", () => (failing ? HttpResponse.json({ message: "down" }, { status: 500 }) : undefined)));
    const { q, alert, errors } = await mountFailing(thankYouBlock({ dealId: deal.dealId }));
    expect(alert.textContent).to.contain("Der Shop ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.");
    expect(errors.join()).to.contain("deal/get: HTTP 500");
    const retry = q.getByRole("button", { name: "Erneut versuchen" });
    expect(retry.getAttribute("type")).to.equal("button");
    failing = false;
    retry.click();
    await waitFor(() => expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Vielen Dank für Ihre Bestellung"));
    expect(q.getByText(deal.number)).to.exist;
  });

  it("a request failing at network level while online: the shop's service cannot be reached, with a retry", async () => {
    const deal = await makeDeal();
    useHandlers(http.get("*/_hcms/api/deal/get", () => HttpResponse.error()));
    const { q, alert, errors } = await mountFailing(thankYouBlock({ dealId: deal.dealId }));
    expect(alert.textContent).to.contain("Der Shop-Dienst ist gerade nicht erreichbar.");
    expect(errors.join()).to.contain("deal/get: network error");
    expect(q.getByRole("button", { name: "Erneut versuchen" })).to.exist;
  });

  it("an answer that fails its schema: the generic error, with a retry; the console says what was wrong", async () => {
    useHandlers(http.get("*/_hcms/api/deal/get", () => HttpResponse.json({ dealId: "1", number: 7, type: "order", lines: "none" })));
    const { q, alert, errors } = await mountFailing(thankYouBlock({ dealId: "1" }));
    expect(alert.textContent).to.contain("Es scheint ein Fehler aufgetreten zu sein.");
    expect(errors.join()).to.contain("deal/get: response does not match its schema");
    expect(q.getByRole("button", { name: "Erneut versuchen" })).to.exist;
  });

  it("a data block without geoLocation: the alert names the field", async () => {
    const { alert, errors } = await mountFailing({ language: "de", baseUrl: "", dealId: "1" });
    expect(alert.textContent).to.contain("„geoLocation“");
    expect(errors.join()).to.contain('field "geoLocation"');
  });
});
