import { expect } from "chai";
import { checkTrackingNumber } from "../../../core/tracking/tracking-number.ts";
import { trackingNumbers } from "../../../demo/mocks/handlers-delivery.ts";
import { expectFocus } from "../../support/dom.ts";
import {
  chooseNumberWay,
  DEMO,
  findOrder,
  mountTracking,
  orderHeading,
  recordDeliveryRequests,
  textOf,
  trackingBlock,
  type,
  useTrackingSetup,
  waitFor,
} from "./setup.ts";

describe("<shop-tracking>: finding a shipment", () => {
  useTrackingSetup();

  it("a guest finds an order by order number and postcode; focus goes to what was found", async () => {
    const calls = recordDeliveryRequests();
    const { el, q } = await mountTracking();
    await findOrder(q, DEMO.outForDelivery);
    const heading = await orderHeading(q, DEMO.outForDelivery.orderNumber);
    await waitFor(() => expectFocus(el, heading));
    expect(calls.map((c) => [c.get("orderNumber"), c.get("postcode"), c.get("language")])).to.deep.equal([
      ["AB-2026-90002", "80331", "de"],
    ]);
    expect(el.shadowRoot!.querySelector('[part="summary"]')!.textContent).to.equal("1 Paket gefunden");
  });

  it("order number and postcode are required: nothing is sent without them", async () => {
    const calls = recordDeliveryRequests();
    const { q } = await mountTracking();
    q.getByRole("button", { name: "Sendung suchen" }).click();
    await waitFor(() => expect(q.getAllByText("Dieses Feld ist ein Pflichtfeld")).to.have.length(2));
    expect(calls).to.have.length(0);
  });

  it("after an empty search the previous order's result is cleared: it never passes for the empty search's answer", async () => {
    const calls = recordDeliveryRequests();
    const { el, q } = await mountTracking();
    await findOrder(q, DEMO.delivered);
    await orderHeading(q, DEMO.delivered.orderNumber);
    await findOrder(q, { orderNumber: "", postcode: "" });
    await waitFor(() => expect(q.queryByRole("heading", { level: 3 }) !== null, "a result shown").to.equal(false));
    expect(q.getAllByText("Dieses Feld ist ein Pflichtfeld")).to.have.length(2);
    expect(el.shadowRoot!.querySelector('[part="summary"]')!.textContent).to.equal("");
    expect(el.shadowRoot!.activeElement?.id).to.equal("tracking-order");

    // The same by tracking number: a number the form refuses clears what was found.
    await chooseNumberWay(q);
    type(q, /^Sendungsnummer\s*\*$/, trackingNumbers.dpd("90002"));
    q.getByRole("button", { name: "Sendung suchen" }).click();
    await orderHeading(q, DEMO.outForDelivery.orderNumber);
    type(q, /^Sendungsnummer\s*\*$/, "");
    q.getByRole("button", { name: "Sendung suchen" }).click();
    await waitFor(() => expect(q.queryByRole("heading", { level: 3 }) !== null, "a result shown").to.equal(false));
    expect(calls).to.have.length(2);
  });

  it("a double click searches once", async () => {
    const calls = recordDeliveryRequests();
    const { q } = await mountTracking();
    type(q, /^Bestellnummer\s*\*$/, DEMO.delivered.orderNumber);
    type(q, /^Postleitzahl/, DEMO.delivered.postcode);
    const button = q.getByRole("button", { name: "Sendung suchen" });
    button.click();
    button.click();
    await orderHeading(q, DEMO.delivered.orderNumber);
    expect(calls).to.have.length(1);
  });

  it("a tracking number is found with its carrier detected; spaces typed are removed for the check and the form says so", async () => {
    const calls = recordDeliveryRequests();
    const { el, q } = await mountTracking();
    await chooseNumberWay(q);
    const number = trackingNumbers.dpd("90002");
    const spaced = number.replace(/(.{4})/g, "$1 ").trim();
    type(q, /^Sendungsnummer\s*\*$/, spaced);
    q.getByRole("button", { name: "Sendung suchen" }).click();
    await orderHeading(q, DEMO.outForDelivery.orderNumber);
    expect(calls.map((c) => [c.get("trackingNumber"), c.get("carrier")])).to.deep.equal([[number, "dpd"]]);
    expect((q.getByLabelText(/^Sendungsnummer\s*\*$/) as HTMLInputElement).value).to.equal(number);
    expect(textOf(el)).to.contain(`Leerzeichen und Bindestriche entfernt: Wir suchen die Sendungsnummer ${number}.`);
  });

  it("a tracking number with a wrong check digit gets a message at the field and no request is sent", async () => {
    const calls = recordDeliveryRequests();
    const { q } = await mountTracking();
    await chooseNumberWay(q);
    const number = trackingNumbers.dhl("90001");
    const wrong = `${number.slice(0, -1)}${(Number(number.slice(-1)) + 1) % 10}`;
    expect(checkTrackingNumber(wrong).ok).to.equal(false);
    type(q, /^Sendungsnummer\s*\*$/, wrong);
    q.getByRole("button", { name: "Sendung suchen" }).click();
    const field = q.getByLabelText(/^Sendungsnummer\s*\*$/);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).to.equal("true"));
    const message = q.getByText(/die Prüfziffer passt nicht/);
    expect(message.textContent).to.contain("Diese Sendungsnummer kann nicht stimmen: die Prüfziffer passt nicht");
    expect(field.getAttribute("aria-describedby")).to.equal(message.id);
    expect(calls).to.have.length(0);
  });

  it("a number in no carrier's format names the formats; with a chosen carrier, that carrier's", async () => {
    const calls = recordDeliveryRequests();
    const { q } = await mountTracking();
    await chooseNumberWay(q);
    type(q, /^Sendungsnummer\s*\*$/, "ABC123");
    q.getByRole("button", { name: "Sendung suchen" }).click();
    const message = await q.findByText(/Sendungsnummern haben diese Formate/);
    expect(message.textContent).to.contain("DHL: 10, 11 oder 20 Ziffern").and.contain("DPD:").and.contain("UPS: 1Z");
    const select = q.getByLabelText("Versanddienstleister") as HTMLSelectElement;
    select.value = "ups";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    q.getByRole("button", { name: "Sendung suchen" }).click();
    await waitFor(() => expect(q.getByText(/Sendungsnummern haben diese Formate/).textContent).not.to.contain("DHL"));
    expect(calls).to.have.length(0);
  });

  it("a carrier the data block adds is offered and searched without a number check", async () => {
    const calls = recordDeliveryRequests();
    const { q } = await mountTracking(
      trackingBlock({ carriers: { gls: { name: "GLS", trackingUrl: "https://gls-group.com/track/{number}" } } }),
    );
    await chooseNumberWay(q);
    const select = q.getByLabelText("Versanddienstleister") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(["automatisch erkennen", "DHL", "DPD", "UPS", "GLS"]);
    select.value = "gls";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    type(q, /^Sendungsnummer\s*\*$/, "ZX12345");
    q.getByRole("button", { name: "Sendung suchen" }).click();
    await q.findByRole("alert");
    expect(calls.map((c) => [c.get("trackingNumber"), c.get("carrier")])).to.deep.equal([["ZX12345", "gls"]]);
  });

  it("a logged-in contact's recent orders load on mount as a list to open", async () => {
    const calls = recordDeliveryRequests();
    const { el, q } = await mountTracking(trackingBlock({ loggedIn: true, contactid: "7001" }));
    expect((q.getByRole("radio", { name: "Meine Bestellungen" }) as HTMLInputElement).checked).to.equal(true);
    await q.findByRole("heading", { name: "Ihre letzten Bestellungen" }, { timeout: 5000 });
    expect(calls.map((c) => c.get("contactId"))).to.deep.equal(["7001"]);
    const buttons = q.getAllByRole("button", { name: /^Bestellung AB-2026-9000/ });
    expect(buttons.map((b) => b.textContent!.slice(0, 24))).to.deep.equal([
      "Bestellung AB-2026-90006",
      "Bestellung AB-2026-90002",
      "Bestellung AB-2026-90005",
      "Bestellung AB-2026-90001",
    ]);
    // Loaded by the page, not by the shopper: focus stays where it was.
    expect(el.shadowRoot!.activeElement === null).to.equal(true);
    const delivered = buttons[3]!;
    delivered.click();
    await waitFor(() => expect(delivered.getAttribute("aria-expanded")).to.equal("true"));
    expect(q.getByRole("heading", { level: 4, name: "Paket 1 von 2: DHL" })).to.exist;
  });

  it("the page's ?order=&postcode= fills the form and searches at once, without moving focus", async () => {
    history.replaceState(null, "", `?order=${DEMO.returned.orderNumber}&postcode=${DEMO.returned.postcode}`);
    const { el, q } = await mountTracking();
    await orderHeading(q, DEMO.returned.orderNumber);
    expect((q.getByLabelText(/^Bestellnummer\s*\*$/) as HTMLInputElement).value).to.equal(DEMO.returned.orderNumber);
    expect(el.shadowRoot!.activeElement === null).to.equal(true);
  });

  it("the page's ?tracking= fills the number, checks it and searches at once", async () => {
    const number = trackingNumbers.ups("90003");
    history.replaceState(null, "", `?tracking=${number}`);
    const { q } = await mountTracking();
    await orderHeading(q, DEMO.failed.orderNumber);
    expect((q.getByRole("radio", { name: "Sendungsnummer" }) as HTMLInputElement).checked).to.equal(true);
    expect((q.getByLabelText(/^Sendungsnummer\s*\*$/) as HTMLInputElement).value).to.equal(number);
  });
});
