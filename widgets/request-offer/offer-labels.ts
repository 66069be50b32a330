// The offer PDF's fixed texts in the page's language (core/offer-pdf takes them from the caller); its
// totals in the checkout's plain words ("Zwischensumme", "Versand", "Verpackung": issue 31).
import { useLingui } from "@lingui/react/macro";
import type { OfferLabels } from "../../core/offer-pdf/offer-document.ts";

export function useOfferLabels(): OfferLabels {
  const { t } = useLingui();
  return {
    title: t`Angebot`,
    number: t`Angebotsnummer`,
    date: t`Datum`,
    validUntil: t`Gültig bis`,
    articleNumber: t`Art.-Nr.`,
    article: t`Artikel`,
    amount: t`Menge`,
    unitNet: t`Einzelpreis netto`,
    unitGross: t`Einzelpreis brutto`,
    lineNet: t`Gesamt netto`,
    lineGross: t`Gesamt brutto`,
    subtotalNet: t`Zwischensumme netto`,
    shipping: t`Versand netto`,
    packaging: t`Verpackung netto`,
    vat: (percent) => t`MwSt. ${percent} %`,
    subtotalGross: t`Zwischensumme brutto`,
    shippingGross: t`Versand brutto`,
    packagingGross: t`Verpackung brutto`,
    vatIncluded: (percent) => t`enthaltene MwSt. ${percent} %`,
    grossTotal: t`Gesamtsumme`,
    contact: t`Ihr Ansprechpartner`,
    note: t`Ihre Anmerkung`,
    page: (page, pages) => t`Seite ${page} von ${pages}`,
    validity: (date) => t`Dieses Angebot ist gültig bis ${date}.`,
  };
}
