// What an offer PDF shows, as the request-offer form hands it over: data in cents and dates, plus every
// fixed text already translated by the caller's catalog, so the PDF module has no language tables.
import type { OrderTotals } from "../pricing/totals.ts";

export type OfferLocale = "de" | "en" | "fr";

export interface OfferLine {
  articleNumber: string;
  name: string;
  amount: number;
  /** The unit the amount counts, as shown ("Stück", "pcs"). */
  unit: string;
  unitNetCents: number;
  unitGrossCents: number;
  lineNetCents: number;
  lineGrossCents: number;
}

export interface OfferDocument {
  shop: {
    name: string;
    addressLines: string[];
    /** Phone, e-mail, web. */
    contactLines: string[];
  };
  number: string;
  date: Date;
  validUntil: Date;
  /** The recipient's address block. */
  customer: { lines: string[] };
  /** Who to contact about the offer. */
  contact: { lines: string[] };
  lines: OfferLine[];
  totals: OrderTotals;
  /** Whether the page shows prices with VAT: the totals are then gross, the VAT included (core/pricing/shown-totals.ts). */
  showVAT: boolean;
  /** The customer's remark; empty for none. */
  note: string;
  /** Lower-case geoLocation; decides the money format (gb → GBP). */
  country: string;
  locale: OfferLocale;
}

/** Every fixed text of the document, translated. Texts with a value in them are functions. */
export interface OfferLabels {
  /** "Angebot" */
  title: string;
  /** "Angebotsnummer" */
  number: string;
  /** "Datum" */
  date: string;
  /** "Gültig bis" */
  validUntil: string;
  /** "Art.-Nr." */
  articleNumber: string;
  /** "Artikel" */
  article: string;
  /** "Menge" */
  amount: string;
  /** "Einzelpreis netto" */
  unitNet: string;
  /** "Einzelpreis brutto" */
  unitGross: string;
  /** "Gesamt netto" */
  lineNet: string;
  /** "Gesamt brutto" */
  lineGross: string;
  /** "Zwischensumme netto" */
  subtotalNet: string;
  /** "Versand netto" */
  shipping: string;
  /** "Verpackung netto" */
  packaging: string;
  /** "MwSt. 19 %": the percent comes formatted for the locale. */
  vat: (percent: string) => string;
  /** "Zwischensumme brutto" */
  subtotalGross: string;
  /** "Versand brutto" */
  shippingGross: string;
  /** "Verpackung brutto" */
  packagingGross: string;
  /** "enthaltene MwSt. 19 %", under gross totals. */
  vatIncluded: (percent: string) => string;
  /** "Gesamtbetrag" */
  grossTotal: string;
  /** "Ansprechpartner" */
  contact: string;
  /** "Anmerkung" */
  note: string;
  /** "Seite 1 von 2" */
  page: (page: number, pages: number) => string;
  /** The closing sentence, e.g. "Dieses Angebot ist gültig bis 14. April 2025.": the date comes formatted. */
  validity: (date: string) => string;
}

/** The download's file name: "offer-<number>.pdf", with only characters every file system accepts. */
export function offerFileName(number: string): string {
  const safe = number
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
  return safe ? `offer-${safe}.pdf` : "offer.pdf";
}
