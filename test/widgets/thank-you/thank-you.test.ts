import { expect } from "chai";
import { within } from "@testing-library/dom";
import { updateDealWithFreightCost } from "../../../core/api/deal.ts";
import { $cartCount } from "../../../core/state/cart-count.ts";
import { rememberDealDisplay } from "../../../core/state/deal-display.ts";
import { $cartPriceCent, $directOrder, $shippingCost, $showVAT } from "../../../core/state/stores.ts";
import { mockState } from "../../../demo/mocks/handlers.ts";
import { makeDeal, mountThankYou, recordRequests, textOf, thankYouBlock, useThankYouSetup, waitFor } from "./setup.ts";

const section = (q: ReturnType<typeof within>, name: string) => within(q.getByRole("region", { name }));

describe("<shop-thank-you>: the confirmation", () => {
  useThankYouSetup();

  it("an order: heading, the number, the lines, the totals, both addresses, delivery type and payment method", async () => {
    const deal = await makeDeal({
      lines: [
        ["1001", 50],
        ["1002", 3],
      ],
    });
    const { el, q } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Vielen Dank für Ihre Bestellung");
    expect(deal.number).to.match(/^AB-\d{4}-\d{5}$/);
    expect(el.shadowRoot!.querySelector('[part="number"]')!.textContent).to.equal(`Ihre Bestellnummer${deal.number}`);

    const rows = [...el.shadowRoot!.querySelectorAll(".order-lines tbody tr")].map((r) => [...r.children].map((c) => c.textContent));
    // 50 × 4.20 (scale from 50) and 3 × 7.80, net.
    expect(rows).to.deep.equal([
      ["Archivbox A4 „Klassik“ AB-A4-100", "50 Stück", "4,20\u00a0€", "210,00\u00a0€"],
      ["Archivbox A3 „Klassik“ AB-A3-080", "3 Stück", "7,80\u00a0€", "23,40\u00a0€"],
    ]);
    const totals = [...el.shadowRoot!.querySelectorAll(".totals div")].map((d) => d.textContent);
    // 233.40 (below free shipping from 250) + 5.90 + 2.50 = 241.80 taxable; 19 % = 45.94; gross 287.74.
    expect(totals).to.deep.equal([
      "Zwischensumme netto233,40\u00a0€",
      "Versand netto5,90\u00a0€",
      "Verpackung netto2,50\u00a0€",
      "MwSt. 19 %45,94\u00a0€",
      "Gesamtsumme287,74\u00a0€",
    ]);

    const invoice = [...section(q, "Rechnungsadresse").getByRole("group").children].map((s) => s.textContent);
    expect(invoice).to.deep.equal(["Anna Muster", "Archivstraße 1", "10115 Berlin", "Deutschland", "anna@example.org", "030 123456"]);
    const delivery = [...section(q, "Lieferadresse").getByRole("group").children].map((s) => s.textContent);
    expect(delivery).to.deep.equal([
      "Stadtarchiv Musterstadt, Ben Beispiel",
      "Lagerweg 5",
      "Tor 2",
      "80331 München",
      "Deutschland",
      "anna@example.org",
    ]);
    expect(section(q, "Versandart").getByText("Paketdienst")).to.exist;
    expect(section(q, "Zahlungsart").getByText("Rechnung")).to.exist;
    expect(textOf(el)).to.contain("Eine Bestellbestätigung senden wir an anna@example.org.");
    expect(textOf(el)).to.match(/Bestellt am\d{1,2}\. \p{L}+ \d{4}/u);
  });

  for (const [language, labels] of [
    [
      "de",
      [
        "Einzelpreis brutto",
        "Gesamt brutto",
        "Zwischensumme brutto",
        "Versand brutto",
        "Verpackung brutto",
        "Gesamtsumme",
        "enthaltene MwSt. 19 %",
      ],
    ],
    ["en", ["Unit price, gross", "Total, gross", "Subtotal, gross", "Shipping, gross", "Packaging, gross", "Total", "incl. VAT 19%"]],
    ["fr", ["Prix unitaire TTC", "Total TTC", "Sous-total TTC", "Livraison TTC", "Emballage TTC", "Total", "dont TVA 19 %"]],
  ] as const) {
    it(`prices shown with VAT: the lines and totals are gross and labelled so, not "Einzelpreis netto" (${language})`, async () => {
      $showVAT.set(true);
      const deal = await makeDeal({
        lines: [
          ["1001", 50],
          ["1002", 3],
        ],
      });
      const { el } = await mountThankYou(thankYouBlock({ dealId: deal.dealId, language }));
      const head = [...el.shadowRoot!.querySelectorAll(".order-lines thead th")].slice(2).map((th) => th.textContent);
      const rows = [...el.shadowRoot!.querySelectorAll(".order-lines tbody tr")].map((r) =>
        [...r.children].slice(2).map((c) => c.textContent),
      );
      const totals = [...el.shadowRoot!.querySelectorAll(".totals div")].map((d) => [
        d.querySelector("dt")!.textContent,
        d.querySelector("dd")!.textContent,
      ]);
      expect(head).to.deep.equal(labels.slice(0, 2));
      // 4.20 × 1.19 = 5.00 (4.998), 210.00 × 1.19 = 249.90; 7.80 × 1.19 = 9.28 (9.282), 23.40 × 1.19 = 27.85 (27.846)
      expect(rows).to.deep.equal([
        ["5,00\u00a0€", "249,90\u00a0€"],
        ["9,28\u00a0€", "27,85\u00a0€"],
      ]);
      // 5.90 → 7.02, 2.50 → 2.98 (2.975); the goods are the rest of the stored total 287.74.
      expect(totals).to.deep.equal([
        [labels[2], "277,74\u00a0€"],
        [labels[3], "7,02\u00a0€"],
        [labels[4], "2,98\u00a0€"],
        [labels[5], "287,74\u00a0€"],
        [labels[6], "45,94\u00a0€"],
      ]);
    });
  }

  const labelsOf = (el: HTMLElement) => [
    ...[...el.shadowRoot!.querySelectorAll(".order-lines thead th")].slice(2).map((th) => th.textContent),
    ...[...el.shadowRoot!.querySelectorAll(".totals dt")].map((dt) => dt.textContent),
  ];

  for (const [placed, now, kept, other] of [
    ["gross", "net", "brutto", "netto"],
    ["net", "gross", "netto", "brutto"],
  ] as const) {
    it(`the confirmation keeps the order's display: a deal placed ${placed} reads ${placed} while prices are shown ${now}`, async () => {
      const deal = await makeDeal();
      $showVAT.set(placed === "gross");
      rememberDealDisplay(deal.dealId);
      $showVAT.set(now === "gross");
      const { el } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
      expect(labelsOf(el)).to.include.members([`Einzelpreis ${kept}`, `Gesamt ${kept}`, `Zwischensumme ${kept}`]);
      expect(labelsOf(el).join(" ")).not.to.contain(other);
    });
  }

  it("without dealId in the block it reads the page's ?deal= parameter, as the checkout links it", async () => {
    const deal = await makeDeal();
    const before = location.href;
    history.replaceState(null, "", `?deal=${encodeURIComponent(deal.dealId)}`);
    try {
      const { el } = await mountThankYou();
      expect(textOf(el)).to.contain(deal.number);
    } finally {
      history.replaceState(null, "", before);
    }
  });

  it("is reload-safe: mounting twice reads the deal twice and creates nothing (still one deal, no POST)", async () => {
    const deal = await makeDeal();
    const calls = recordRequests();
    const first = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    first.el.remove();
    const second = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    expect(textOf(second.el)).to.contain(deal.number);
    expect(calls).to.deep.equal(["GET deal/get", "GET deal/get"]);
    expect(mockState.deals.size).to.equal(1);
  });

  it("finishes the session's cart: the header's count goes to 0, the sessionid is forgotten, the cart stores are empty", async () => {
    const deal = await makeDeal();
    $cartCount.set(2);
    $cartPriceCent.set(33772);
    $shippingCost.set(590);
    $directOrder.set(true);
    expect(localStorage.getItem("sessionid")).not.to.equal(null);
    await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    await waitFor(() => expect($cartCount.get()).to.equal(0));
    expect(localStorage.getItem("sessionid")).to.equal(null);
    expect([$cartPriceCent.get(), $shippingCost.get(), $directOrder.get()]).to.deep.equal([0, 0, false]);
  });

  it("a reload or a later revisit of the same confirmation leaves a cart started since alone", async () => {
    const deal = await makeDeal();
    const first = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    await waitFor(() => expect(localStorage.getItem("sessionid")).to.equal(null));
    first.el.remove();
    localStorage.setItem("sessionid", "new-cart");
    $cartCount.set(1);
    const again = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    expect(textOf(again.el)).to.contain(deal.number);
    expect(localStorage.getItem("sessionid")).to.equal("new-cart");
    expect($cartCount.get()).to.equal(1);
  });

  it("a forwarder delivery: the freight cost is part of the shipping line once, not added again", async () => {
    const deal = await makeDeal({ deliveryType: "freight-forwarder" });
    await updateDealWithFreightCost({ baseUrl: "", dealId: deal.dealId, freightCost: 89 });
    const { el, q } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    expect(section(q, "Versandart").getByText("Spedition")).to.exist;
    const totals = [...el.shadowRoot!.querySelectorAll(".totals div")].map((d) => d.textContent);
    // 233.40 + 89.00 forwarder + 15.00 its packaging = 337.40; 19 % = 64.11; gross 401.51.
    expect(totals).to.deep.equal([
      "Zwischensumme netto233,40\u00a0€",
      "Versand netto89,00\u00a0€",
      "Verpackung netto15,00\u00a0€",
      "MwSt. 19 %64,11\u00a0€",
      "Gesamtsumme401,51\u00a0€",
    ]);
    expect(textOf(el).match(/89,00/g)).to.have.length(1);
  });

  it("shows the shopper's note; without a different delivery address both blocks name the customer", async () => {
    const deal = await makeDeal({ note: "Bitte vor 12 Uhr liefern.\nTor 2 benutzen.", delivery: null });
    const { q } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    expect(section(q, "Ihre Anmerkung").getByText(/Bitte vor 12 Uhr liefern\./).textContent).to.equal(
      "Bitte vor 12 Uhr liefern.\nTor 2 benutzen.",
    );
    expect(section(q, "Lieferadresse").getByText("Anna Muster")).to.exist;
  });

  it("money follows the visitor's country: gb in pounds", async () => {
    const deal = await makeDeal();
    const { el } = await mountThankYou(thankYouBlock({ dealId: deal.dealId, geoLocation: "gb" }));
    expect(el.shadowRoot!.querySelector(".totals .gross")!.textContent).to.equal("Gesamtsumme£287.74");
  });

  it("its buttons are type=button; printing prints the page; 'Weiter einkaufen' leads to the shop", async () => {
    const deal = await makeDeal();
    const { el, q } = await mountThankYou(thankYouBlock({ dealId: deal.dealId, shopUrl: "/start" }));
    for (const button of el.shadowRoot!.querySelectorAll("button")) expect(button.getAttribute("type")).to.equal("button");
    const original = window.print;
    let printed = 0;
    window.print = () => void printed++;
    try {
      q.getByRole("button", { name: "Bestätigung drucken" }).click();
    } finally {
      window.print = original;
    }
    expect(printed).to.equal(1);
    expect(q.getByRole("link", { name: "Weiter einkaufen" }).getAttribute("href")).to.equal("/start");
  });

  it("the shop's contact, when the block gives it, closes the page", async () => {
    const deal = await makeDeal();
    const { q } = await mountThankYou(
      thankYouBlock({ dealId: deal.dealId, contactEmail: "service@shop.example", contactPhone: "+49 30 1234-0" }),
    );
    expect(q.getByText("Fragen zu Ihrer Bestellung? So erreichen Sie uns:")).to.exist;
    expect(q.getByRole("link", { name: "service@shop.example" }).getAttribute("href")).to.equal("mailto:service@shop.example");
    expect(q.getByRole("link", { name: "+49 30 1234-0" }).getAttribute("href")).to.equal("tel:+493012340");
  });
});
