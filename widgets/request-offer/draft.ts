// What the visitor has entered in the offer request, kept for the browser session (sessionStorage):
// a failed request, a reload or a visit to another page lose nothing. `request` is the request
// being sent: its key is kept until it succeeds, so a retry or a second click makes one deal, and is
// renewed when what is sent changed. `sent` is the
// offer made last: the confirmation and the PDF are built from it, also after a reload.
import * as v from "valibot";
import { AddressFormSchema } from "../../core/address/form-schema.ts";
import { emptyAddressForm } from "../../core/address/validation.ts";
import { shared } from "../../core/element/shared-instance.ts";
import { sessionAtom } from "../../core/state/stored-atom.ts";

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const s = v.string();

const SentLineSchema = v.object({
  articleNumber: s,
  name: s,
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unit: s,
  unitNetCents: cents,
  unitGrossCents: cents,
  lineNetCents: cents,
  lineGrossCents: cents,
});

const SentOfferSchema = v.object({
  number: v.pipe(s, v.nonEmpty()),
  dealId: v.pipe(s, v.nonEmpty()),
  /** When the request succeeded (ISO): the offer's date. */
  date: v.pipe(
    s,
    v.check((d) => !Number.isNaN(Date.parse(d)), "Expected a date"),
  ),
  /** What it was about (offerSource). */
  source: s,
  lines: v.array(SentLineSchema),
  totals: v.object({
    netCents: cents,
    shippingCents: cents,
    packagingCents: cents,
    vatPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    vatCents: cents,
    grossCents: cents,
  }),
  /** The customer's address as the deal has it (DealAddress). */
  customer: v.object({
    email: s,
    phone_number: s,
    abbreviation: s,
    address_city: s,
    address_country: s,
    address_post_code: s,
    addressline1: s,
    addressline3: s,
    orderrecipient: s,
  }),
  note: s,
  /** Lower-case country the prices are for (decides EUR or GBP). */
  country: s,
});
export type SentOffer = v.InferOutput<typeof SentOfferSchema>;

const OfferDraftSchema = v.object({
  contact: AddressFormSchema,
  note: v.pipe(s, v.maxLength(2000)),
  /** The key of the request being sent and the body it was made for (core/order/request-id.ts). */
  request: v.optional(v.nullable(v.object({ requestId: v.pipe(s, v.minLength(8)), body: s })), null),
  /** The session that holds a handed-over article as its one order item (not the visitor's cart). */
  articleSession: v.nullable(v.object({ source: s, sessionId: v.pipe(s, v.nonEmpty()) })),
  sent: v.nullable(SentOfferSchema),
});
export type OfferDraft = v.InferOutput<typeof OfferDraftSchema>;

export const emptyOfferDraft = (): OfferDraft => ({
  contact: emptyAddressForm(),
  note: "",
  request: null,
  articleSession: null,
  sent: null,
});

export const $offerDraft = shared("offerDraft", () => sessionAtom("offer", OfferDraftSchema, emptyOfferDraft()));

export function updateOfferDraft(change: Partial<OfferDraft>): void {
  $offerDraft.set({ ...$offerDraft.get(), ...change });
}
