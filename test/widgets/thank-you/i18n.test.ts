import { expect } from "chai";
import { messages as de } from "../../../locales/de/thank-you.ts";
import { messages as en } from "../../../locales/en/thank-you.ts";
import { messages as fr } from "../../../locales/fr/thank-you.ts";
import { BANK, makeDeal, mountThankYou, pay, textOf, thankYouBlock, useThankYouSetup } from "./setup.ts";

/** German words of the element's texts (case as written); none may show on an English or French page. */
const GERMAN = [
  "Vielen Dank",
  "Bestell",
  "Rechnung",
  "Zahlung",
  "Lieferung",
  "Anfrage",
  "Angebot",
  "Versand",
  "Bitte",
  "Überweis",
  "Gesamtsumme",
  "netto",
  "Kontoinhaber",
  "Verwendungszweck",
  "einkaufen",
  "drucken",
];

function expectNoGerman(el: HTMLElement): void {
  const text = textOf(el);
  for (const word of GERMAN) expect(text, `"${word}" in: ${text}`).not.to.contain(word);
}

/** Texts that are the same in every language (names of payment services and bank codes). */
const SAME_EVERYWHERE = new Set(["PayPal", "IBAN", "BIC"]);

describe("<shop-thank-you>: German, English and French", () => {
  useThankYouSetup();

  it("every text of the catalog is translated into English and French", () => {
    expect(Object.keys(en).sort()).to.deep.equal(Object.keys(de).sort());
    expect(Object.keys(fr).sort()).to.deep.equal(Object.keys(de).sort());
    for (const [id, german] of Object.entries(de)) {
      const source = JSON.stringify(german);
      if ([...SAME_EVERYWHERE].some((word) => source === JSON.stringify([word]))) continue;
      expect(JSON.stringify(fr[id]), `fr ${source}`).not.to.equal(source);
      if (source !== JSON.stringify(["Bank"])) expect(JSON.stringify(en[id]), `en ${source}`).not.to.equal(source);
    }
  });

  it("an invoice order in English", async () => {
    const deal = await makeDeal({ paymentMethod: "invoice" });
    const { el, q } = await mountThankYou(thankYouBlock({ dealId: deal.dealId, language: "en", contactEmail: "service@shop.example" }));
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Thank you for your order");
    expect(el.shadowRoot!.querySelector('[part="number"]')!.textContent).to.equal(`Your order number${deal.number}`);
    const text = textOf(el);
    expect(text).to.contain(
      "You pay by invoice: the invoice comes with the delivery. Please pay the invoice amount within 14 days of the invoice date.",
    );
    expect(text).to.contain("We are sending an order confirmation to anna@example.org.");
    expect(text).to.contain("Questions about your order? How to reach us:");
    expect(text).to.contain("Germany");
    expect(q.getByRole("button", { name: "Print confirmation" })).to.exist;
    expectNoGerman(el);
  });

  it("a prepayment order in French, with the bank details", async () => {
    const deal = await makeDeal({ paymentMethod: "prepayment" });
    const { el, q } = await mountThankYou(thankYouBlock({ dealId: deal.dealId, language: "fr", payment: { prepayment: BANK } }));
    expect(q.getByRole("heading", { level: 2 }).textContent).to.equal("Merci pour votre commande");
    const text = textOf(el);
    expect(text).to.contain(
      `Veuillez virer 287,74\u00a0€ sur notre compte en indiquant votre numéro de commande ${deal.number} comme référence du virement.`,
    );
    expect(text).to.contain("Titulaire du compteArchivbedarf GmbH");
    expect(text).to.contain("Mode de paiementPaiement anticipé");
    expectNoGerman(el);
  });

  it("a card payment in French: received; and one not completed in English", async () => {
    const paid = await makeDeal({ paymentMethod: "card" });
    await pay(paid, "card");
    const fr = await mountThankYou(thankYouBlock({ dealId: paid.dealId, language: "fr" }));
    expect(textOf(fr.el)).to.contain("Nous avons bien reçu votre paiement par Carte de crédit. Nous préparons maintenant votre livraison.");
    expectNoGerman(fr.el);
    const open = await makeDeal({ paymentMethod: "paypal" });
    const en = await mountThankYou(thankYouBlock({ dealId: open.dealId, language: "en" }));
    expect(textOf(en.el)).to.contain(`Your payment has not been completed. Your order ${open.number} has been placed but not yet paid.`);
    expect(textOf(en.el)).to.contain("Simply reply to your order confirmation e-mail.");
    expectNoGerman(en.el);
  });

  it("an offer request in English and in French", async () => {
    const deal = await makeDeal({ type: "quotation_guest", paymentMethod: null });
    const en = await mountThankYou(thankYouBlock({ dealId: deal.dealId, language: "en" }));
    expect(en.q.getByRole("heading", { level: 2 }).textContent).to.equal("Thank you for your request");
    expect(textOf(en.el)).to.contain("Our sales team will review your request, prepare your quotation and send it to you by e-mail.");
    expect(textOf(en.el)).to.contain("The quotation is valid for 30 days from its date.");
    expectNoGerman(en.el);
    const fr = await mountThankYou(thankYouBlock({ dealId: deal.dealId, language: "fr" }));
    expect(fr.q.getByRole("heading", { level: 2 }).textContent).to.equal("Merci pour votre demande");
    expect(textOf(fr.el)).to.contain("Votre numéro de devis");
    expect(textOf(fr.el)).to.contain("Le devis est valable 30 jours à compter de sa date.");
    expectNoGerman(fr.el);
  });

  it("no deal and an unknown deal, in English and French", async () => {
    const en = await mountThankYou(thankYouBlock({ language: "en" }));
    expect(en.q.getByRole("heading", { level: 2 }).textContent).to.equal("No order given");
    expect(en.q.getByRole("link", { name: "Go to the cart" }).getAttribute("href")).to.equal("/basket");
    expectNoGerman(en.el);
    const original = console.error;
    console.error = () => undefined;
    try {
      const fr = await mountThankYou(thankYouBlock({ language: "fr", dealId: "404404" }));
      expect(fr.q.getByRole("heading", { level: 2 }).textContent).to.equal("Commande introuvable");
      expect(fr.q.getByRole("link", { name: "Aller au panier" }).getAttribute("href")).to.equal("/panier");
      expectNoGerman(fr.el);
    } finally {
      console.error = original;
    }
  });
});
