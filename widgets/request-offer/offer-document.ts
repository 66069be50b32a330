// The offer as the PDF shows it, from what the request sent (the draft's `sent`) and the page's block.
import type { OfferDocument } from "../../core/offer-pdf/offer-document.ts";
import { offerValidUntil } from "../../core/order/offer.ts";
import { addressLines } from "../../core/order-ui/address-lines.ts";
import type { SentOffer } from "./draft.ts";
import type { OfferData } from "./offer-data.ts";

/** `showVAT`: the page's gross/net display when the PDF is made; its totals follow it. */
export function offerDocument(sent: SentOffer, data: OfferData, showVAT: boolean): OfferDocument {
  const date = new Date(sent.date);
  const { shop } = data;
  return {
    shop: { name: shop.name, addressLines: shop.addressLines, contactLines: shop.contactLines },
    number: sent.number,
    date,
    validUntil: offerValidUntil(date, data.validityDays),
    customer: { lines: addressLines(sent.customer, data.language) },
    contact: { lines: shop.contact ?? [shop.name, ...shop.contactLines] },
    lines: sent.lines,
    totals: sent.totals,
    showVAT,
    note: sent.note,
    country: sent.country,
    locale: data.language,
  };
}
