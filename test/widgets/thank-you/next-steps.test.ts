import { expect } from "chai";
import { within } from "@testing-library/dom";
import { captureConsoleErrors, mount, ui } from "../../support/dom.ts";
import { BANK, makeDeal, mountThankYou, pay, textOf, thankYouBlock, useThankYouSetup } from "./setup.ts";

const nextSection = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[part="next"]')!;
const nextText = (el: HTMLElement) => (nextSection(el).textContent ?? "").replace(/[ \t\n]+/g, " ");

describe("<shop-thank-you>: what happens next", () => {
  useThankYouSetup();

  it("invoice: the invoice comes with the delivery, due within the shop's payment term (default 14 days)", async () => {
    const deal = await makeDeal({ paymentMethod: "invoice" });
    const { el } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    expect(nextText(el)).to.equal(
      "So geht es weiterSie zahlen auf Rechnung: Die Rechnung erhalten Sie mit der Lieferung. Bitte zahlen Sie den Rechnungsbetrag innerhalb von 14 Tagen nach dem Rechnungsdatum.",
    );
  });

  it("invoice: the payment term comes from the block, one day in the singular", async () => {
    const deal = await makeDeal({ paymentMethod: "invoice" });
    const thirty = await mountThankYou(thankYouBlock({ dealId: deal.dealId, paymentTermDays: "30" }));
    expect(nextText(thirty.el)).to.contain("innerhalb von 30 Tagen nach dem Rechnungsdatum.");
    const one = await mountThankYou(thankYouBlock({ dealId: deal.dealId, paymentTermDays: 1 }));
    expect(nextText(one.el)).to.contain("innerhalb von 1 Tag nach dem Rechnungsdatum.");
  });

  it("prepayment: transfer the total with the order number as reference to the configured account (IBAN in groups of four)", async () => {
    const deal = await makeDeal({ paymentMethod: "prepayment" });
    const { el } = await mountThankYou(thankYouBlock({ dealId: deal.dealId, payment: { prepayment: BANK } }));
    expect(nextText(el)).to.contain(
      `Bitte überweisen Sie 287,74\u00a0€ auf unser Konto und geben Sie als Verwendungszweck Ihre Bestellnummer ${deal.number} an.`,
    );
    expect(nextText(el)).to.contain("Wir versenden Ihre Bestellung, sobald Ihre Zahlung eingegangen ist.");
    const rows = [...nextSection(el).querySelectorAll(".bank div")].map((d) => [
      d.querySelector("dt")!.textContent,
      d.querySelector("dd")!.textContent,
    ]);
    expect(rows).to.deep.equal([
      ["Kontoinhaber", "Archivbedarf GmbH"],
      ["IBAN", "DE89 3704 0044 0532 0130 00"],
      ["BIC", "COBADEFFXXX"],
      ["Bank", "Commerzbank"],
      ["Betrag", "287,74\u00a0€"],
      ["Verwendungszweck", deal.number],
    ]);
  });

  it("prepayment without bank details in the block: points to the confirmation e-mail, shows no account", async () => {
    const deal = await makeDeal({ paymentMethod: "prepayment" });
    const { el } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    expect(nextText(el)).to.contain("Unsere Bankverbindung finden Sie in Ihrer Bestellbestätigung per E-Mail.");
    expect(nextSection(el).querySelector(".bank")).to.equal(null);
  });

  it("a bank account whose IBAN fails its check digits is refused by the data block, naming the field", async () => {
    const deal = await makeDeal({ paymentMethod: "prepayment" });
    const bad = { ...BANK, iban: "DE89370400440532013001" };
    // The reason is logged with the editor's disclosure (core/block-problem/), which loads after the alert.
    const { result: alert, errors } = await captureConsoleErrors(async () => {
      const q = ui(mount("shop-thank-you", thankYouBlock({ dealId: deal.dealId, payment: { prepayment: bad } })));
      await q.findByText("Details für die Redaktion");
      return q.getByRole("alert");
    });
    expect(alert.textContent).to.contain("payment.prepayment.iban");
    expect(errors.join()).to.contain("Expected a valid IBAN");
  });

  for (const [method, label] of [
    ["card", "Kreditkarte"],
    ["paypal", "PayPal"],
  ] as const)
    it(`${method} paid: the payment has arrived, the delivery is being prepared`, async () => {
      const deal = await makeDeal({ paymentMethod: method });
      await pay(deal, method);
      const { el } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
      expect(nextText(el)).to.equal(
        `So geht es weiterIhre Zahlung per ${label} ist bei uns eingegangen. Wir bereiten jetzt Ihre Lieferung vor.`,
      );
    });

  it("card not paid: says the payment is not completed and how to reach the shop, naming the order number", async () => {
    const deal = await makeDeal({ paymentMethod: "card" });
    const { el } = await mountThankYou(
      thankYouBlock({ dealId: deal.dealId, contactEmail: "service@shop.example", contactPhone: "+49 30 1234-0" }),
    );
    const next = within(nextSection(el));
    expect(nextText(el)).to.contain(
      `Ihre Zahlung ist nicht abgeschlossen. Ihre Bestellung ${deal.number} ist bei uns angelegt, aber noch nicht bezahlt.`,
    );
    expect(next.getByText("So erreichen Sie uns:")).to.exist;
    expect(next.getByRole("link", { name: "service@shop.example" }).getAttribute("href")).to.equal("mailto:service@shop.example");
    expect(next.getByRole("link", { name: "+49 30 1234-0" }).getAttribute("href")).to.equal("tel:+493012340");
    // The contact stands once, in the open payment's notice.
    expect(textOf(el)).not.to.contain("Fragen zu Ihrer Bestellung?");
  });

  it("PayPal not paid, no contact in the block: the shopper answers the confirmation e-mail", async () => {
    const deal = await makeDeal({ paymentMethod: "paypal" });
    const { el } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
    expect(nextText(el)).to.contain("Ihre Zahlung ist nicht abgeschlossen.");
    expect(nextText(el)).to.contain("Antworten Sie dazu einfach auf Ihre Bestellbestätigung per E-Mail.");
  });

  for (const [type, contactId] of [
    ["quotation", "7001"],
    ["quotation_guest", null],
  ] as const)
    it(`an offer request (${type}): thanks for the request, the offer number, sales will send the offer and its validity`, async () => {
      const deal = await makeDeal({ type, contactId, paymentMethod: null, lines: [["1003", 2]], deliveryType: "freight-forwarder" });
      const { el, q } = await mountThankYou(thankYouBlock({ dealId: deal.dealId }));
      expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Vielen Dank für Ihre Anfrage");
      expect(deal.number).to.match(/^AN-/);
      expect(el.shadowRoot!.querySelector('[part="number"]')!.textContent).to.equal(`Ihre Angebotsnummer${deal.number}`);
      expect(nextText(el)).to.equal(
        "So geht es weiterUnser Vertrieb prüft Ihre Anfrage, erstellt Ihr Angebot und sendet es Ihnen per E-Mail." +
          "Das Angebot ist 30 Tage ab seinem Datum gültig. Die Preise unten sind vorläufig; verbindlich sind die Preise im Angebot.",
      );
      expect(textOf(el)).to.contain("Eine Eingangsbestätigung Ihrer Anfrage senden wir an anna@example.org.");
      expect(q.getByRole("heading", { name: "Angefragte Artikel" })).to.exist;
      expect(q.getByRole("heading", { name: "Ihre Angaben" })).to.exist;
      expect(q.queryByRole("heading", { name: "Zahlungsart" })).to.equal(null);
      expect(textOf(el)).to.match(/Angefragt am\d/);
    });
});
