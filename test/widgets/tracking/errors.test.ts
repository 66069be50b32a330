import { expect } from "chai";
import { http, HttpResponse } from "msw";
import { scenarios } from "../../../demo/mocks/handlers.ts";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { DEMO, findOrder, mountTracking, useTrackingSetup } from "./setup.ts";

async function searchFails() {
  const mounted = await mountTracking();
  await findOrder(mounted.q, DEMO.delivered);
  const alert = await mounted.q.findByRole("alert", {}, { timeout: 5000 });
  // What was typed stays.
  expect((mounted.q.getByLabelText(/^Bestellnummer\s*\*$/) as HTMLInputElement).value).to.equal(DEMO.delivered.orderNumber);
  expect((mounted.q.getByLabelText(/^Postleitzahl/) as HTMLInputElement).value).to.equal(DEMO.delivered.postcode);
  return { ...mounted, alert };
}

describe("<shop-tracking>: errors", () => {
  useTrackingSetup();

  it("404: no order with this number and postcode, without saying which is wrong; the input stays", async () => {
    const { q } = await mountTracking();
    await findOrder(q, { orderNumber: DEMO.delivered.orderNumber, postcode: "99999" });
    const alert = await q.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).to.contain("Wir haben keine Bestellung mit dieser Nummer und Postleitzahl gefunden");
    expect((q.getByLabelText(/^Postleitzahl/) as HTMLInputElement).value).to.equal("99999");
  });

  it("429: too many look-ups, try again in the minutes the answer names", async () => {
    useHandlers(...scenarios.deliveryBusy);
    const { alert } = await searchFails();
    expect(alert.textContent).to.contain("Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in 2 Minuten noch einmal.");
  });

  it("422: check the input", async () => {
    useHandlers(http.get("*/_hcms/api/delivery", () => HttpResponse.json({ code: "invalid_query" }, { status: 422 })));
    const { alert } = await searchFails();
    expect(alert.textContent).to.contain("Bitte überprüfen Sie Ihre Eingabe");
  });

  it("5xx: the default error with a retry, logged", async () => {
    useHandlers(...scenarios.deliveryFails);
    const { result, errors } = await captureConsoleErrors(searchFails);
    expect(result.alert.textContent).to.contain("Der Shop ist gerade nicht erreichbar");
    expect(result.q.getByRole("button", { name: "Erneut versuchen" })).to.exist;
    expect(errors.join(" ")).to.contain("delivery: HTTP 500");
  });

  it("a schema-breaking answer: the default error, logged", async () => {
    useHandlers(...scenarios.deliveryBroken);
    const { result, errors } = await captureConsoleErrors(searchFails);
    expect(result.alert.textContent).to.contain("Es scheint ein Fehler aufgetreten zu sein.");
    expect(errors.join(" ")).to.contain("response does not match its schema");
  });

  it("a request failing at network level while online: the service-unreachable message, logged", async () => {
    useHandlers(http.get("*/_hcms/api/delivery", () => HttpResponse.error()));
    const { result, errors } = await captureConsoleErrors(searchFails);
    expect(result.alert.textContent).to.contain("Der Shop-Dienst ist gerade nicht erreichbar");
    expect(errors.join(" ")).to.contain("network error");
  });

  it("a malformed data block shows an alert naming the field", async () => {
    const el = mount("shop-tracking", { language: "de", carriers: { gls: { trackingUrl: "https://gls.example/" } } });
    expect((await ui(el).findByRole("alert")).textContent).to.contain("carriers.gls.trackingUrl");
  });
});
