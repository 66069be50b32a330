// An offer turned into the strings the PDF prints, in the order it prints them: money through
// formatMoney (the country decides EUR or GBP), dates, amounts and percent in the page's language.
import { formatAmount } from "../format/units.ts";
import { formatMoney } from "../pricing/money.ts";
import { shownTotals } from "../pricing/shown-totals.ts";
import type { OfferDocument, OfferLabels, OfferLine } from "./offer-document.ts";

export interface OfferTotalRow {
  label: string;
  value: string;
  /** The amount to pay: printed bold. */
  strong: boolean;
}

export interface OfferTexts {
  /** PDF metadata and the document's language. */
  properties: { title: string; author: string; language: string };
  shop: { name: string; lines: string[] };
  title: string;
  /** [label, value]: number, date, valid until. */
  meta: [string, string][];
  customer: string[];
  tableHead: string[];
  /** One row per line, cells in tableHead's order. */
  rows: string[][];
  totals: OfferTotalRow[];
  note: { heading: string; text: string } | null;
  validity: string;
  contact: { heading: string; lines: string[] };
  page: (page: number, pages: number) => string;
}

function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
}

function tableRow(line: OfferLine, locale: string, country: string): string[] {
  return [
    line.articleNumber,
    line.name,
    formatAmount(line.amount, line.unit, locale),
    formatMoney(line.unitNetCents, country),
    formatMoney(line.unitGrossCents, country),
    formatMoney(line.lineNetCents, country),
    formatMoney(line.lineGrossCents, country),
  ];
}

/** The totals as the page shows them: net rows with the VAT added, or gross rows and the VAT they include. */
function totalRows(doc: OfferDocument, labels: OfferLabels): OfferTotalRow[] {
  const row = (label: string, cents: number, strong = false) => ({ label, value: formatMoney(cents, doc.country), strong });
  const percent = new Intl.NumberFormat(doc.locale, { maximumFractionDigits: 2 }).format(doc.totals.vatPercent);
  const shown = shownTotals(doc.totals, doc.showVAT);
  const total = row(labels.grossTotal, shown.grossCents, true);
  if (shown.showVAT)
    return [
      row(labels.subtotalGross, shown.goodsCents),
      row(labels.shippingGross, shown.shippingCents),
      row(labels.packagingGross, shown.packagingCents),
      total,
      row(labels.vatIncluded(percent), shown.vatCents),
    ];
  return [
    row(labels.subtotalNet, shown.goodsCents),
    row(labels.shipping, shown.shippingCents),
    row(labels.packaging, shown.packagingCents),
    row(labels.vat(percent), shown.vatCents),
    total,
  ];
}

/** Every string of the offer PDF, formatted for the document's locale and country. */
export function offerTexts(doc: OfferDocument, labels: OfferLabels): OfferTexts {
  const validUntil = formatDate(doc.validUntil, doc.locale);
  const note = doc.note.trim();
  return {
    properties: { title: `${labels.title} ${doc.number}`, author: doc.shop.name, language: doc.locale },
    shop: { name: doc.shop.name, lines: [...doc.shop.addressLines, ...doc.shop.contactLines] },
    title: labels.title,
    meta: [
      [labels.number, doc.number],
      [labels.date, formatDate(doc.date, doc.locale)],
      [labels.validUntil, validUntil],
    ],
    customer: doc.customer.lines,
    tableHead: [labels.articleNumber, labels.article, labels.amount, labels.unitNet, labels.unitGross, labels.lineNet, labels.lineGross],
    rows: doc.lines.map((line) => tableRow(line, doc.locale, doc.country)),
    totals: totalRows(doc, labels),
    note: note ? { heading: labels.note, text: note } : null,
    validity: labels.validity(validUntil),
    contact: { heading: labels.contact, lines: doc.contact.lines },
    page: labels.page,
  };
}
