import { expect } from "chai";
import { http, HttpResponse } from "msw";
import type { DeliveryOrder } from "../../../core/api/delivery.ts";
import { trackingNumbers } from "../../../demo/mocks/handlers-delivery.ts";
import { captureConsoleErrors } from "../../support/dom.ts";
import { useHandlers } from "../../support/msw.ts";
import { DEMO, findOrder, mountTracking, orderHeading, textOf, trackingBlock, useTrackingSetup, waitFor } from "./setup.ts";

const dayText = (day: string, locale = "de") =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** Answers every delivery search with these orders. */
function answer(...orders: DeliveryOrder[]) {
  useHandlers(http.get("*/_hcms/api/delivery", () => HttpResponse.json({ orders })));
}

const parcel = (
  events: [string, DeliveryOrder["parcels"][number]["status"], string?][],
  extra: Partial<DeliveryOrder["parcels"][number]> = {},
) => ({
  carrier: "dhl",
  trackingNumber: trackingNumbers.dhl("123"),
  status: events[0]![1],
  events: events.map(([at, status, place]) => ({ at, status, text: `Scan ${status}`, ...(place ? { place } : {}) })),
  ...extra,
});

async function search(data = trackingBlock(), order: { orderNumber: string; postcode: string } = DEMO.delivered) {
  const mounted = await mountTracking(data);
  await findOrder(
    mounted.q,
    order,
    data.language === "en" ? "Find shipment" : data.language === "fr" ? "Rechercher l’envoi" : "Sendung suchen",
  );
  await mounted.q.findByRole("heading", { level: 3 }, { timeout: 5000 });
  return mounted;
}

describe("<shop-tracking>: what a search shows", () => {
  useTrackingSetup();

  it("the timeline is an ordered list, newest first whatever order the carrier answered in, with the states as text and time and place", async () => {
    answer({
      orderNumber: "AB-1",
      orderedAt: "2026-11-10",
      deliveryType: "parcel-service",
      parcels: [
        parcel([
          ["2026-11-11T09:00:00+01:00", "announced"],
          ["2026-11-13T08:00:00+01:00", "delivered", "Berlin"],
          ["2026-11-12T18:00:00+01:00", "in_transit", "Aschheim"],
          ["2026-11-13T07:00:00+01:00", "out_for_delivery"],
        ]),
      ],
    });
    const { el } = await search();
    const items = [...el.shadowRoot!.querySelectorAll<HTMLElement>("ol.timeline > li")];
    expect(items.map((li) => li.dataset.state)).to.deep.equal(["delivered", "out_for_delivery", "in_transit", "announced"]);
    expect(items.map((li) => li.querySelector(".state")!.textContent!.slice(1))).to.deep.equal([
      "Zugestellt",
      "In Zustellung",
      "Unterwegs",
      "Angekündigt",
    ]);
    const moment = new Intl.DateTimeFormat("de", { dateStyle: "medium", timeStyle: "short" }).format(new Date("2026-11-13T08:00:00+01:00"));
    expect(items[0]!.querySelector(".when")!.textContent).to.equal(`${moment}, Berlin`);
    expect(items[0]!.querySelector("time")!.getAttribute("datetime")).to.equal("2026-11-13T08:00:00+01:00");
  });

  it("several parcels: 'Paket 1 von 2', each with carrier, number, state and the link to the carrier's page in the page's language", async () => {
    const { el, q } = await search();
    expect(q.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).to.deep.equal(["Paket 1 von 2: DHL", "Paket 2 von 2: DHL"]);
    const links = q.getAllByRole("link", { name: /bei DHL verfolgen/ });
    expect(links.map((a) => a.getAttribute("href"))).to.deep.equal(
      ["900011", "900012"].map(
        (s) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${trackingNumbers.dhl(s)}`,
      ),
    );
    expect(el.shadowRoot!.querySelector('[part="summary"]')!.textContent).to.equal("2 Pakete gefunden");
  });

  it("carrier links follow the visitor's language: DHL in English for French visitors, DPD and UPS with their locales", async () => {
    const fr = await search(trackingBlock({ language: "fr" }));
    expect(fr.q.getAllByRole("link", { name: /Suivre le colis/ })[0]!.getAttribute("href")).to.contain(
      "https://www.dhl.de/en/privatkunden/",
    );
    fr.el.remove();
    const en = await search(trackingBlock({ language: "en" }), DEMO.outForDelivery);
    expect(en.q.getByRole("link", { name: /Track parcel/ }).getAttribute("href")).to.equal(
      `https://tracking.dpd.de/status/en_US/parcel/${trackingNumbers.dpd("90002")}`,
    );
    en.el.remove();
    const de = await search(trackingBlock(), DEMO.failed);
    expect(de.q.getByRole("link", { name: /bei UPS verfolgen/ }).getAttribute("href")).to.equal(
      `https://www.ups.com/track?loc=de_DE&tracknum=${trackingNumbers.ups("90003")}`,
    );
  });

  it("the data block renames a carrier and replaces its template; an unsafe template gives no link (logged)", async () => {
    const renamed = await search(
      trackingBlock({ carriers: { dhl: { name: "DHL Paket", trackingUrl: "https://example.com/t?n={number}&l={lang}" } } }),
    );
    const href = renamed.q.getAllByRole("link", { name: /bei DHL Paket verfolgen/ })[0]!.getAttribute("href");
    expect(href).to.equal(`https://example.com/t?n=${trackingNumbers.dhl("900011")}&l=de`);
    renamed.el.remove();
    const { result, errors } = await captureConsoleErrors(() =>
      search(trackingBlock({ carriers: { dhl: { trackingUrl: "javascript:alert({number})" } } })),
    );
    expect(result.q.queryAllByRole("link", { name: /verfolgen/ })).to.have.length(0);
    expect(errors.join(" ")).to.contain('carrier "dhl" is not an http(s) link');
  });

  it("a parcel of a carrier the shop does not know shows without a link", async () => {
    answer({
      orderNumber: "AB-2",
      orderedAt: "2026-11-10",
      deliveryType: "parcel-service",
      parcels: [parcel([["2026-11-11T09:00:00+01:00", "in_transit"]], { carrier: "hermes", trackingNumber: "H123" })],
    });
    const { q } = await search();
    expect(q.getByRole("heading", { level: 4 }).textContent).to.equal("Paket: HERMES");
    expect(q.queryAllByRole("link", { name: /verfolgen/ })).to.have.length(0);
  });

  it("the expected delivery day shows in the page's language", async () => {
    const { q, el } = await search(trackingBlock({ language: "fr" }), DEMO.failed);
    const dd = [...el.shadowRoot!.querySelectorAll(".facts div")].find((d) => d.querySelector("dt")!.textContent === "Livraison prévue");
    expect(dd).to.exist;
    const expected = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(dd!.querySelector("dd")!.textContent).to.equal(dayText(expected, "fr"));
    expect(q.getByRole("heading", { level: 3 }).textContent).to.equal("Commande AB-2026-90003");
  });

  it("a failed delivery gets its own marker (a symbol, not colour alone) and what happens now", async () => {
    const { el } = await search(trackingBlock(), DEMO.failed);
    const state = el.shadowRoot!.querySelector('.facts .state[data-state="delivery_failed"]')!;
    expect(state.textContent).to.equal("!Zustellung fehlgeschlagen");
    expect(state.classList.contains("attention")).to.equal(true);
    expect(textOf(el)).to.contain(
      "Der Versanddienstleister versucht die Zustellung erneut oder legt das Paket in einer Filiale oder einem Paketshop zur Abholung bereit.",
    );
  });

  it("a returned parcel says we contact the shopper and links to the contact page (the block's contactUrl)", async () => {
    const { el, q } = await search(trackingBlock({ contactUrl: "/kontakt" }), DEMO.returned);
    expect(el.shadowRoot!.querySelector('.facts .state[data-state="returned"]')!.textContent).to.equal("↩Zurück an den Absender");
    expect(textOf(el)).to.contain("Das Paket ist auf dem Weg zurück zu uns. Wir melden uns bei Ihnen");
    expect(q.getByRole("link", { name: "Kontakt aufnehmen" }).getAttribute("href")).to.equal("/kontakt");
  });

  it("a freight forwarder shows its name, phone as a tel: link, how delivery is arranged and the state, and no tracking link", async () => {
    const { el, q } = await search(trackingBlock(), DEMO.forwarder);
    expect(q.getByRole("heading", { level: 4 }).textContent).to.equal("Lieferung per Spedition");
    expect(textOf(el)).to.contain("Spedition Kranz").and.contain("Die Spedition ruft Sie vor der Zustellung an").and.contain("Unterwegs");
    expect(q.getByRole("link", { name: "+49 89 123456" }).getAttribute("href")).to.equal("tel:+4989123456");
    expect(q.queryAllByRole("link", { name: /verfolgen/ })).to.have.length(0);
  });

  it("a forwarder on a fixed date names the day", async () => {
    answer({
      orderNumber: "AB-3",
      orderedAt: "2026-11-10",
      deliveryType: "freight-forwarder",
      parcels: [],
      forwarder: { name: "Spedition Nord", arrangement: "fixed-date", status: "announced", expectedDelivery: "2026-11-27" },
    });
    const { el } = await search();
    expect(textOf(el)).to.contain(`Die Spedition liefert an einem festen Termin: am ${dayText("2026-11-27")}.`);
  });

  it("nothing shipped yet: the order is being prepared", async () => {
    const { el } = await search(trackingBlock(), DEMO.preparing);
    expect(textOf(el)).to.contain("Ihre Bestellung wird vorbereitet.");
    expect(el.shadowRoot!.querySelector('[part="summary"]')!.textContent).to.equal("1 Bestellung gefunden");
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('[part="parcel"]')).to.have.length(0));
  });

  it("shows the order's number and date", async () => {
    const { q, el } = await search(trackingBlock(), DEMO.delivered);
    expect((await orderHeading(q, DEMO.delivered.orderNumber)).textContent).to.equal("Bestellung AB-2026-90001");
    const ordered = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
    expect(el.shadowRoot!.querySelector(".ordered")!.textContent).to.equal(`Bestellt am ${dayText(ordered)}`);
  });
});
