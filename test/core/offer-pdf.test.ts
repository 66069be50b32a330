import { expect } from "chai";
import { pdfPageTexts, spaced } from "../support/pdf-text.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import { orderTotals } from "../../core/pricing/totals.ts";
import {
  offerFileName,
  type OfferDocument,
  type OfferLabels,
  type OfferLine,
  type OfferLocale,
} from "../../core/offer-pdf/offer-document.ts";
import { offerValidUntil } from "../../core/order/offer.ts";
import { downloadBlob, loadOfferPdf } from "../../core/offer-pdf/load-offer-pdf.ts";
import { toWinAnsi } from "../../core/offer-pdf/win-ansi.ts";

// pdf.js reads the PDFs back; the test server serves its worker straight from node_modules.

const labels: Record<OfferLocale, OfferLabels> = {
  de: {
    title: "Angebot",
    number: "Angebotsnummer",
    date: "Datum",
    validUntil: "Gültig bis",
    articleNumber: "Art.-Nr.",
    article: "Artikel",
    amount: "Menge",
    unitNet: "Einzelpreis netto",
    unitGross: "Einzelpreis brutto",
    lineNet: "Gesamt netto",
    lineGross: "Gesamt brutto",
    subtotalNet: "Zwischensumme netto",
    shipping: "Versand",
    packaging: "Verpackung",
    vat: (percent) => `MwSt. ${percent} %`,
    subtotalGross: "Zwischensumme brutto",
    shippingGross: "Versand brutto",
    packagingGross: "Verpackung brutto",
    vatIncluded: (percent) => `enthaltene MwSt. ${percent} %`,
    grossTotal: "Gesamtbetrag",
    contact: "Ansprechpartner",
    note: "Anmerkung",
    page: (page, pages) => `Seite ${page} von ${pages}`,
    validity: (date) => `Dieses Angebot ist gültig bis ${date}.`,
  },
  en: {
    title: "Offer",
    number: "Offer number",
    date: "Date",
    validUntil: "Valid until",
    articleNumber: "Item no.",
    article: "Item",
    amount: "Quantity",
    unitNet: "Unit price net",
    unitGross: "Unit price gross",
    lineNet: "Total net",
    lineGross: "Total gross",
    subtotalNet: "Subtotal net",
    shipping: "Shipping",
    packaging: "Packaging",
    vat: (percent) => `VAT ${percent}%`,
    subtotalGross: "Subtotal gross",
    shippingGross: "Shipping gross",
    packagingGross: "Packaging gross",
    vatIncluded: (percent) => `incl. VAT ${percent}%`,
    grossTotal: "Total amount",
    contact: "Contact",
    note: "Note",
    page: (page, pages) => `Page ${page} of ${pages}`,
    validity: (date) => `This offer is valid until ${date}.`,
  },
  fr: {
    title: "Devis",
    number: "Numéro de devis",
    date: "Date",
    validUntil: "Valable jusqu’au",
    articleNumber: "Réf.",
    article: "Article",
    amount: "Quantité",
    unitNet: "Prix unitaire HT",
    unitGross: "Prix unitaire TTC",
    lineNet: "Total HT",
    lineGross: "Total TTC",
    subtotalNet: "Sous-total HT",
    shipping: "Livraison",
    packaging: "Emballage",
    vat: (percent) => `TVA ${percent} %`,
    subtotalGross: "Sous-total TTC",
    shippingGross: "Livraison TTC",
    packagingGross: "Emballage TTC",
    vatIncluded: (percent) => `dont TVA ${percent} %`,
    grossTotal: "Montant total",
    contact: "Interlocuteur",
    note: "Remarque",
    page: (page, pages) => `Page ${page} sur ${pages}`,
    validity: (date) => `Ce devis est valable jusqu’au ${date}.`,
  },
};

const units: Record<OfferLocale, string> = { de: "Stück", en: "pcs", fr: "pièces" };

/** A line at 19 % VAT; gross rounded once per line, as the cart does. */
function line(articleNumber: string, name: string, amount: number, unitNetCents: number, unit: string): OfferLine {
  const unitGrossCents = Math.round(unitNetCents * 1.19);
  return {
    articleNumber,
    name,
    amount,
    unit,
    unitNetCents,
    unitGrossCents,
    lineNetCents: unitNetCents * amount,
    lineGrossCents: Math.round(unitNetCents * amount * 1.19),
  };
}

function offer(locale: OfferLocale, country: string, lines: OfferLine[]): OfferDocument {
  const date = new Date(2025, 2, 15, 10, 30);
  return {
    shop: {
      name: "Archivbedarf Müller & Söhne GmbH",
      addressLines: ["Großbeerenstraße 12", "10963 Berlin"],
      contactLines: ["+49 30 1234567", "info@archivbedarf.example", "archivbedarf.example"],
    },
    number: "ANG-2025-0042",
    date,
    validUntil: offerValidUntil(date),
    customer: { lines: ["Musée de la Façade", "Françoise Lefèvre", "12 rue de l’Église", "75004 Paris"] },
    contact: { lines: ["Jürgen Weiß", "+49 30 1234568", "j.weiss@archivbedarf.example"] },
    lines,
    totals: orderTotals({
      lineNetCents: lines.map((l) => l.lineNetCents),
      shippingCents: 1490,
      packagingCents: 350,
      taxStatus: undefined,
      selectedVat: 19,
    }),
    showVAT: false,
    note: "Bitte Lieferung über die Rampe, Hofeinfahrt.",
    country,
    locale,
  };
}

function fewLines(locale: OfferLocale): OfferLine[] {
  return [
    line("A-100", "Archivschachtel säurefrei, Größe A4", 1000, 1250, units[locale]),
    line("PP-200", "Passepartout à découpe, crème", 25, 389, units[locale]),
    line("SP-300", "Seidenpapier für Gemälde", 3, 12999, units[locale]),
    line("ET-400", "Étiquettes façonnées", 1, 7, units[locale]),
  ];
}

function manyLines(locale: OfferLocale): OfferLine[] {
  return Array.from({ length: 45 }, (_, i) => line(`M-${500 + i}`, `Mappe aus Karton Nr. ${i + 1}`, i + 1, 100 + i * 37, units[locale]));
}

async function build(doc: OfferDocument): Promise<Blob> {
  const { buildOfferPdf } = await loadOfferPdf();
  return buildOfferPdf(doc, labels[doc.locale]);
}

const dates: Record<OfferLocale, { date: string; validUntil: string }> = {
  de: { date: "15. März 2025", validUntil: "14. April 2025" },
  en: { date: "March 15, 2025", validUntil: "April 14, 2025" },
  fr: { date: "15 mars 2025", validUntil: "14 avril 2025" },
};

const thousand: Record<OfferLocale, string> = { de: "1.000 Stück", en: "1,000 pcs", fr: "1 000 pièces" };

describe("offer PDF", function () {
  this.timeout(30000);

  it("is a PDF file that pdf.js opens, loaded through the lazy builder", async () => {
    const blob = await build(offer("de", "de", fewLines("de")));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(blob.type).to.equal("application/pdf");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).to.equal("%PDF-");
    expect(new TextDecoder().decode(bytes.slice(-7))).to.contain("%%EOF");
    expect(await pdfPageTexts(blob)).to.have.length(1);
  });

  for (const locale of ["de", "en", "fr"] as const) {
    it(`in ${locale}: holds shop, number, dates, every line with amounts and net and gross prices, totals, note, validity and contact`, async () => {
      const doc = offer(locale, "de", fewLines(locale));
      const text = (await pdfPageTexts(await build(doc))).join(" ");
      const texts = labels[locale];
      const expected = [
        doc.shop.name,
        ...doc.shop.addressLines,
        ...doc.shop.contactLines,
        texts.title,
        `${texts.number} ${doc.number}`,
        `${texts.date} ${dates[locale].date}`,
        `${texts.validUntil} ${dates[locale].validUntil}`,
        ...doc.customer.lines,
        ...[texts.articleNumber, texts.article, texts.amount, texts.unitNet, texts.unitGross, texts.lineNet, texts.lineGross],
        thousand[locale],
        ...doc.lines.flatMap((l) => [
          l.articleNumber,
          l.name,
          ...[l.unitNetCents, l.unitGrossCents, l.lineNetCents, l.lineGrossCents].map((c) => formatMoney(c, "de")),
        ]),
        `${texts.subtotalNet} ${formatMoney(doc.totals.netCents, "de")}`,
        `${texts.shipping} ${formatMoney(1490, "de")}`,
        `${texts.packaging} ${formatMoney(350, "de")}`,
        `${texts.vat("19")} ${formatMoney(doc.totals.vatCents, "de")}`,
        `${texts.grossTotal} ${formatMoney(doc.totals.grossCents, "de")}`,
        `${texts.note} ${doc.note}`,
        texts.validity(dates[locale].validUntil),
        texts.contact,
        ...doc.contact.lines,
        texts.page(1, 1),
      ];
      for (const part of expected) expect(text, part).to.contain(spaced(part));
    });
  }

  it("prices shown with VAT: gross totals, the total to pay, then the VAT they include (docs/decisions/gross-net-labels.md)", async () => {
    const doc = { ...offer("de", "de", fewLines("de")), showVAT: true };
    const text = (await pdfPageTexts(await build(doc))).join(" ");
    const texts = labels.de;
    // 14.90 × 1.19 = 17.731 → 17.73; 3.50 × 1.19 = 4.165 → 4.17; the goods take the rest of the total.
    const goods = doc.totals.grossCents - 1773 - 417;
    const expected = [
      `${texts.subtotalGross} ${formatMoney(goods, "de")}`,
      `${texts.shippingGross} ${formatMoney(1773, "de")}`,
      `${texts.packagingGross} ${formatMoney(417, "de")}`,
      `${texts.grossTotal} ${formatMoney(doc.totals.grossCents, "de")} ${texts.vatIncluded("19")} ${formatMoney(doc.totals.vatCents, "de")}`,
    ];
    for (const part of expected) expect(text, part).to.contain(spaced(part));
    expect(text).not.to.contain(texts.subtotalNet);
  });

  it("keeps ä ö ü ß é è à ç and € in the text layer (standard Helvetica in WinAnsiEncoding)", async () => {
    const doc = offer("de", "de", [line("Ü-1", "Größe: äöü ÄÖÜ ß, crème brûlée, déjà vu, garçon, Œuvre « à voir »", 2, 1050, "Stück")]);
    const text = (await pdfPageTexts(await build(doc))).join(" ");
    expect(text).to.contain("Größe: äöü ÄÖÜ ß, crème brûlée, déjà vu, garçon, Œuvre « à voir »");
    expect(text).to.contain("10,50 €");
    expect(text).to.contain("Gültig bis");
  });

  it("a configured box or mat is one readable line, its × and ″ intact, wrapped within its column", async () => {
    const box = "Stülpdeckelkarton 320 × 240 × 80 mm, Archivkarton 1,5 mm, grau, Griffloch, Etikettenhalter";
    const mat = "Passepartout 400 × 500 mm, Ausschnitt 230 × 290 mm, Museumskarton 1,4 mm, weiß, Kern weiß";
    const doc = offer("de", "de", [line("KF-STD", box, 40, 1047, "Stück"), line("PP-KONF", mat, 2, 1890, "Stück")]);
    const text = (await pdfPageTexts(await build(doc))).join(" ");
    for (const words of [box, mat].flatMap((name) => name.split(", "))) expect(text).to.contain(words);
    expect(await pdfPageTexts(await build(doc))).to.have.length(1);
  });

  it("letters outside the font's encoding show as their base letter and leave the rest of the line intact", async () => {
    const doc = { ...offer("de", "de", fewLines("de")), customer: { lines: ["Antonín Dvořák Łódź – Straße 5"] } };
    const text = (await pdfPageTexts(await build(doc))).join(" ");
    expect(text).to.contain("Antonín Dvorák Lódz – Straße 5");
  });

  it("for country gb the prices are in pounds", async () => {
    const doc = offer("en", "gb", fewLines("en"));
    const text = (await pdfPageTexts(await build(doc))).join(" ");
    expect(text).to.contain("£12.50");
    expect(text).to.contain(`Total amount ${formatMoney(doc.totals.grossCents, "gb")}`);
    expect(text).not.to.contain("€");
  });

  for (const locale of ["de", "fr"] as const) {
    it(`in ${locale}: a long offer breaks onto a second page, repeats the table head there and numbers the pages`, async () => {
      const doc = offer(locale, "de", manyLines(locale));
      const pages = await pdfPageTexts(await build(doc));
      const texts = labels[locale];
      const head = spaced(
        [texts.articleNumber, texts.article, texts.amount, texts.unitNet, texts.unitGross, texts.lineNet, texts.lineGross].join(" "),
      );
      expect(pages.length).to.be.at.least(2);
      pages.forEach((page, index) => {
        expect(page, `page ${index + 1}`).to.contain(spaced(texts.page(index + 1, pages.length)));
        expect(page, `page ${index + 1}`).to.contain(`${texts.title} ${doc.number}`);
      });
      expect(pages[1]).to.contain(head);
      const all = pages.join(" ");
      for (const l of doc.lines) expect(all, l.name).to.contain(`${l.articleNumber} ${l.name}`);
      expect(pages.at(-1)).to.contain(`${texts.grossTotal} ${spaced(formatMoney(doc.totals.grossCents, "de"))}`);
    });
  }
});

describe("offer validity and file name", () => {
  it("an offer is valid for 30 calendar days by default, to the same time of day", () => {
    const until = offerValidUntil(new Date(2025, 2, 15, 10, 30));
    expect([until.getFullYear(), until.getMonth(), until.getDate(), until.getHours(), until.getMinutes()]).to.deep.equal([
      2025, 3, 14, 10, 30,
    ]);
  });

  it("validity counts calendar days across month ends, year ends and leap days", () => {
    const day = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];
    expect(day(offerValidUntil(new Date(2025, 11, 15)))).to.deep.equal([2026, 1, 14]);
    expect(day(offerValidUntil(new Date(2025, 0, 31)))).to.deep.equal([2025, 3, 2]);
    expect(day(offerValidUntil(new Date(2024, 0, 31)))).to.deep.equal([2024, 3, 1]);
  });

  it("another validity period can be given in days", () => {
    const until = offerValidUntil(new Date(2025, 2, 15), 14);
    expect([until.getMonth(), until.getDate()]).to.deep.equal([2, 29]);
  });

  it("the offer date itself is not changed", () => {
    const date = new Date(2025, 2, 15);
    offerValidUntil(date);
    expect(date.getDate()).to.equal(15);
  });

  it("the file name is offer-<number>.pdf", () => {
    expect(offerFileName("ANG-2025-0042")).to.equal("offer-ANG-2025-0042.pdf");
  });

  it("characters a file system may refuse become dashes; accents lose their mark", () => {
    expect(offerFileName("ANG 2025/42")).to.equal("offer-ANG-2025-42.pdf");
    expect(offerFileName("Größe:Ä*1")).to.equal("offer-Grosse-A-1.pdf");
    expect(offerFileName("../../x")).to.equal("offer-x.pdf");
  });

  it("an offer without a usable number still gets a file name", () => {
    expect(offerFileName("")).to.equal("offer.pdf");
    expect(offerFileName("///")).to.equal("offer.pdf");
  });
});

describe("text for Helvetica's WinAnsiEncoding", () => {
  it("German, English and French text and the euro sign pass unchanged", () => {
    const text = "Grüße äöüß ÄÖÜ éèàçêëîïôûùœŒ « » € £ „x“ ‘y’ – — …";
    expect(toWinAnsi(text)).to.equal(text);
  });

  it("Intl's narrow and thin spaces become no-break spaces", () => {
    expect(toWinAnsi("1\u202f000 €")).to.equal("1\u00a0000 €");
    expect(toWinAnsi("a\u2009b")).to.equal("a\u00a0b");
  });

  it("a letter outside the encoding becomes its base letter, anything else a question mark", () => {
    expect(toWinAnsi("Dvořák, Łódź, Đakovo, ﬁle")).to.equal("Dvorák, Lódz, Dakovo, file");
    expect(toWinAnsi("Ω 東")).to.equal("? ?");
  });

  it("invisible marks disappear, tabs become spaces and line ends become \\n", () => {
    expect(toWinAnsi("a\u200bb\u200ec\tx\r\ny\rz")).to.equal("abc x\ny\nz");
  });
});

describe("offer PDF download", () => {
  it("clicks a temporary download link named after the file and revokes its URL afterwards", async () => {
    const clicked: { name: string; href: string; inPage: boolean }[] = [];
    const stopDownload = (event: MouseEvent) => {
      const link = event.target as HTMLAnchorElement;
      clicked.push({ name: link.download, href: link.href, inPage: link.isConnected });
      event.preventDefault();
    };
    const timers: (() => void)[] = [];
    const revoked: string[] = [];
    const { setTimeout: realSetTimeout } = window;
    const realRevoke = URL.revokeObjectURL;
    document.addEventListener("click", stopDownload);
    window.setTimeout = ((callback: () => void) => timers.push(callback)) as typeof window.setTimeout;
    URL.revokeObjectURL = (url: string) => revoked.push(url);
    try {
      downloadBlob(new Blob(["%PDF-1.3"], { type: "application/pdf" }), "offer-ANG-1.pdf");
    } finally {
      window.setTimeout = realSetTimeout;
      document.removeEventListener("click", stopDownload);
    }
    try {
      expect(clicked).to.have.length(1);
      expect(clicked[0]).to.include({ name: "offer-ANG-1.pdf", inPage: true });
      expect(clicked[0]?.href).to.match(/^blob:/);
      expect(await (await fetch(clicked[0]?.href ?? "")).text()).to.equal("%PDF-1.3");
      expect(document.querySelector("a[download]")).to.equal(null);
      expect(revoked).to.deep.equal([]);
      for (const run of timers) run();
      expect(revoked).to.deep.equal([clicked[0]?.href]);
    } finally {
      URL.revokeObjectURL = realRevoke;
    }
  });
});
