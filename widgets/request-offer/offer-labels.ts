// The offer PDF's fixed texts in the page's language (core/offer-pdf takes them from the caller).
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
    subtotalNet: t`Warenwert netto`,
    shipping: t`Versandkosten netto`,
    packaging: t`Verpackungskosten netto`,
    vat: (percent) => t`MwSt. ${percent} %`,
    subtotalGross: t`Warenwert brutto`,
    shippingGross: t`Versandkosten brutto`,
    packagingGross: t`Verpackungskosten brutto`,
    vatIncluded: (percent) => t`enthaltene MwSt. ${percent} %`,
    grossTotal: t`Gesamtsumme`,
    contact: t`Ihr Ansprechpartner`,
    note: t`Ihre Anmerkung`,
    page: (page, pages) => t`Seite ${page} von ${pages}`,
    validity: (date) => t`Dieses Angebot ist gültig bis ${date}.`,
  };
}
