import { expect } from "chai";
import { emptyAddressForm } from "../../../core/address/validation.ts";
import { $showVAT } from "../../../core/state/stores.ts";
import { $offerDraft, emptyOfferDraft } from "../../../widgets/request-offer/draft.ts";
import { pdfPageTexts, spaced } from "../../support/pdf-text.ts";
import { confirmation, guestBlock, mountOffer, seedCart, useOfferSetup, waitFor } from "./setup.ts";

// Every script this page loads must stay in the resource timeline for the lazy-loading test.
performance.setResourceTimingBufferSize(2000);

/** The text of the whole PDF and its page count. */
async function pdfText(blob: Blob): Promise<{ text: string; pages: number }> {
  const pages = await pdfPageTexts(blob);
  return { text: pages.join(" "), pages: pages.length };
}

/** Catches downloads: the blob handed to URL.createObjectURL and the link's file name; nothing is saved. */
function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    if (object instanceof Blob) blobs.push(object);
    return createObjectURL.call(URL, object);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute("download")) {
      names.push(event.target.download);
      event.preventDefault();
    }
  };
  document.addEventListener("click", onClick, true);
  after(() => {
    URL.createObjectURL = createObjectURL;
    document.removeEventListener("click", onClick, true);
  });
  return { blobs, names };
}

const scripts = () =>
  performance
    .getEntriesByType("resource")
    .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
    .map((entry) => entry.name);

const date = (d: Date, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(d);
const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d;
};

describe("<shop-request-offer>: the offer as a PDF", function () {
  this.timeout(30000);
  useOfferSetup();
  const downloads = catchDownloads();

  /** The cart (1001 × 3 at 4,90; 1015 × 10 at 2,35), details typed earlier, the request sent; the confirmation's queries. */
  async function requested(language: "de" | "en" | "fr", overrides: Record<string, unknown> = {}) {
    await seedCart([
      ["1001", 3],
      ["1015", 10],
    ]);
    const contact = {
      ...emptyAddressForm("DE"),
      firstName: "Anna",
      lastName: "Muster",
      email: "anna@example.org",
      street: "Archivstraße 1",
      postcode: "10115",
      city: "Berlin",
    };
    $offerDraft.set({ ...emptyOfferDraft(), contact, note: "Bitte mit Lieferzeit" });
    const mounted = await mountOffer(guestBlock({ language, ...overrides }));
    mounted.q.getByRole("button", { name: { de: "Angebot anfordern", en: "Request an offer", fr: "Demander un devis" }[language] }).click();
    const text = await confirmation(mounted.q);
    return { ...mounted, number: $offerDraft.get().sent!.number, text };
  }

  /** Clicks the download button and gives back the PDF it made. */
  async function download(q: Awaited<ReturnType<typeof requested>>["q"], name: string): Promise<Blob> {
    const before = downloads.blobs.length;
    q.getByRole("button", { name }).click();
    await waitFor(() => expect(downloads.blobs.length).to.equal(before + 1), { timeout: 10000 });
    return downloads.blobs.at(-1)!;
  }

  // First in this file: nothing else on the page has loaded the PDF library before.
  it("the PDF library is not loaded until the button is clicked; then its own chunk arrives", async () => {
    const { q } = await requested("de");
    const loadedBefore = new Set(scripts());
    const blob = await download(q, "Angebot als PDF herunterladen");
    const arrived = scripts().filter((url) => !loadedBefore.has(url));
    expect(arrived, "scripts loaded by the click").to.not.deep.equal([]);
    const sources = await Promise.all(arrived.map(async (url) => (await fetch(url)).text()));
    expect(
      sources.some((source) => source.includes("jsPDF")),
      "the jsPDF chunk is among them",
    ).to.equal(true);
    expect(blob.type).to.equal("application/pdf");
  });

  it("is a valid PDF named after the offer number", async () => {
    const { q, number } = await requested("de");
    const blob = await download(q, "Angebot als PDF herunterladen");
    expect(new TextDecoder().decode(new Uint8Array(await blob.slice(0, 5).arrayBuffer()))).to.equal("%PDF-");
    expect(downloads.names.at(-1)).to.equal(`offer-${number}.pdf`);
    expect((await pdfText(blob)).pages).to.equal(1);
  });

  it("in German: shop header, date, number, lines with amounts, net and gross unit and line prices, VAT, totals, validity, customer and contact", async () => {
    const { q, number } = await requested("de");
    const { text } = await pdfText(await download(q, "Angebot als PDF herunterladen"));
    const expected = [
      // the shop's header
      "Archivbedarf Müller GmbH",
      "Großbeerenstraße 12",
      "10963 Berlin",
      "+49 30 1234567",
      "angebote@archivbedarf.example",
      "Angebot",
      `Angebotsnummer ${number}`,
      `Datum ${date(new Date(), "de")}`,
      `Gültig bis ${date(inDays(30), "de")}`,
      // the customer
      "Anna Muster",
      "Archivstraße 1",
      "10115 Berlin",
      "Deutschland",
      "anna@example.org",
      "Art.-Nr. Artikel Menge Einzelpreis netto Einzelpreis brutto Gesamt netto Gesamt brutto",
      // 3 × 4,90 net (5,83 gross) = 14,70 (17,49); 10 × 2,35 (2,80) = 23,50 (27,97)
      "AB-A4-100 Archivbox A4 „Klassik“ 3 Stück 4,90 € 5,83 € 14,70 € 17,49 €",
      "JP-6497-09 Japanpapier Kozo 9 g/m² 10 Bogen 2,35 € 2,80 € 23,50 € 27,97 €",
      // 38,20 + 5,90 + 2,50 = 46,60; 19 % = 8,85; 55,45
      "Zwischensumme netto 38,20 €",
      "Versand netto 5,90 €",
      "Verpackung netto 2,50 €",
      "MwSt. 19 % 8,85 €",
      "Gesamtsumme 55,45 €",
      "Ihre Anmerkung Bitte mit Lieferzeit",
      `Dieses Angebot ist gültig bis ${date(inDays(30), "de")}.`,
      "Ihr Ansprechpartner Jürgen Weiß +49 30 1234568 j.weiss@archivbedarf.example",
      "Seite 1 von 1",
    ];
    for (const part of expected) expect(text, part).to.contain(spaced(part));
  });

  it("in English like the page, valid for the shop's number of days", async () => {
    const { q, number } = await requested("en", { validityDays: 14 });
    const { text } = await pdfText(await download(q, "Download the offer as PDF"));
    const expected = [
      "Archivbedarf Müller GmbH",
      "Offer",
      `Offer number ${number}`,
      `Date ${date(new Date(), "en")}`,
      `Valid until ${date(inDays(14), "en")}`,
      "Anna Muster",
      "Germany",
      "Item no. Article Quantity Unit price, net Unit price, gross Total, net Total, gross",
      "AB-A4-100 Archivbox A4 „Klassik“ 3 pieces 4,90 € 5,83 € 14,70 € 17,49 €",
      "Subtotal, net 38,20 €",
      "Shipping, net 5,90 €",
      "Packaging, net 2,50 €",
      "VAT 19% 8,85 €",
      "Total 55,45 €",
      "Your note Bitte mit Lieferzeit",
      `This offer is valid until ${date(inDays(14), "en")}.`,
      "Your contact Jürgen Weiß",
      "Page 1 of 1",
    ];
    for (const part of expected) expect(text, part).to.contain(spaced(part));
  });

  it("prices shown with VAT: the PDF's totals are gross and say so, as the page shows them (docs/decisions/gross-net-labels.md)", async () => {
    $showVAT.set(true);
    const { q } = await requested("de");
    const { text } = await pdfText(await download(q, "Angebot als PDF herunterladen"));
    // 5,90 → 7,02; 2,50 → 2,98 (2,975); the goods are the rest of 55,45: 45,45.
    for (const part of [
      "Zwischensumme brutto 45,45 €",
      "Versand brutto 7,02 €",
      "Verpackung brutto 2,98 €",
      "Gesamtsumme 55,45 € enthaltene MwSt. 19 % 8,85 €",
    ])
      expect(text, part).to.contain(spaced(part));
    expect(text).not.to.contain("Zwischensumme netto");
  });

  it("without a shop block the header names the page's host, the contact the shop", async () => {
    const { q } = await requested("fr", { shop: undefined });
    const { text } = await pdfText(await download(q, "Télécharger le devis en PDF"));
    expect(text).to.contain(`Devis`);
    expect(text).to.contain(`Votre interlocuteur ${location.hostname} ${location.origin}`);
    expect(text).to.not.contain("Archivbedarf");
  });

  it("after a reload the confirmation and the PDF are still there, from the session", async () => {
    const first = await requested("de");
    first.el.remove();
    const { q } = await mountOffer(guestBlock());
    expect(await confirmation(q)).to.contain(first.number);
    const { text } = await pdfText(await download(q, "Angebot als PDF herunterladen"));
    expect(text).to.contain(`Angebotsnummer ${first.number}`);
  });
});
