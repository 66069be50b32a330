// Sends the offer request: one deal of type 'quotation' or 'quotation_guest' for the lines of the
// session (dealBody, no payment). The request's key stays in the draft until the deal exists, so a
// retry after a failure or a second click makes one deal (a changed request gets a new key). On success the draft keeps what the confirmation
// and the PDF show, and a requested cart is finished.
import { track } from "../../core/analytics/track.ts";
import { cleanAddress, type AddressForm } from "../../core/address/validation.ts";
import type { CartLine } from "../../core/api/cart.ts";
import { createDeal } from "../../core/api/deal.ts";
import { lineNet, lineUnitNet } from "../../core/cart/cart-lines.ts";
import { dealAddress, dealBody } from "../../core/order/deal-body.ts";
import type { OfferLine } from "../../core/offer-pdf/offer-document.ts";
import type { OrderSummary } from "../../core/order/summary.ts";
import type { OrderTotals } from "../../core/pricing/totals.ts";
import { grossCents } from "../../core/pricing/vat.ts";
import { requestKeyFor } from "../../core/order/request-id.ts";
import { rememberDealDisplay } from "../../core/state/deal-display.ts";
import { finishCart } from "../../core/state/finish-cart.ts";
import { $offerDraft, updateOfferDraft, type SentOffer } from "./draft.ts";
import { offerSource, type OfferData } from "./offer-data.ts";
import { offerType } from "../../core/order/offer.ts";

/** A cart line as the offer shows it: net and gross, unit and line, in cents. */
export function offerLine(line: CartLine, vatPercent: number): OfferLine {
  const unitNetCents = lineUnitNet(line);
  const lineNetCents = lineNet(line);
  return {
    articleNumber: line.artikel_nummer,
    name: line.artikel,
    amount: line.menge,
    unit: line.einheit,
    unitNetCents,
    unitGrossCents: grossCents(unitNetCents, vatPercent),
    lineNetCents,
    lineGrossCents: grossCents(lineNetCents, vatPercent),
  };
}

export async function sendOffer(args: {
  data: OfferData;
  sessionId: string;
  summary: OrderSummary;
  totals: OrderTotals;
  companyId: string | null;
  /** Lower case. */
  country: string;
  /** The contact details and the note as typed (the draft may not have them yet). */
  contact: AddressForm;
  note: string;
}): Promise<SentOffer> {
  const { data, summary, totals } = args;
  const customer = cleanAddress(args.contact);
  const note = args.note.trim();
  const type = offerType(data);
  const body = dealBody({
    requestId: "",
    type,
    language: data.language,
    sessionId: args.sessionId,
    contactId: type === "quotation" ? data.ansprechpartner_id : null,
    companyId: args.companyId,
    lines: summary.lines,
    totals,
    note,
    deliveryType: summary.deliveryType,
    paymentMethod: null,
    customer,
    delivery: null,
  });
  const request = requestKeyFor($offerDraft.get().request, body);
  updateOfferDraft({ request });
  const created = await createDeal({ baseUrl: data.baseUrl, body: { ...body, requestId: request.requestId } });
  rememberDealDisplay(created.dealId);
  track("generate_lead", { dealId: created.dealId, netCents: totals.netCents, country: data.geoLocation });
  const source = offerSource(data);
  const sent: SentOffer = {
    number: created.number,
    dealId: created.dealId,
    date: new Date().toISOString(),
    source,
    lines: summary.lines.map((line) => offerLine(line, totals.vatPercent)),
    totals,
    customer: dealAddress(customer),
    note,
    country: args.country,
  };
  updateOfferDraft({ request: null, note: "", sent });
  if (source === "cart") finishCart();
  return sent;
}
