// What the shopper has entered in the checkout, kept for the browser session (sessionStorage): going
// back and forth between steps and reloading the page lose nothing. Card details are never stored.
// `attempt` is the order being placed: its requestId makes POST deal idempotent, and once the deal
// exists its id is kept so a reload or a second click never makes another. The payment step follows
// the attempt's payment method (the one recorded on the deal), never the step-3 choice. A stored draft
// is read field by field: one that is missing or foreign falls back to the empty draft's, the others
// are kept; storage that throws or holds broken JSON gives the empty draft (core/state/stored-atom.ts).
// Once the order is paid the draft is emptied (PayStep.tsx).
import * as v from "valibot";
import { AddressFormSchema } from "../../core/address/form-schema.ts";
import { emptyAddressForm } from "../../core/address/validation.ts";
import { shared } from "../../core/element/shared-instance.ts";
import { sessionAtom } from "../../core/state/stored-atom.ts";

/** A draft stored on a step that no longer exists (the delivery step before docs/decisions/lighter-checkout.md) starts at the address. */
export const STEPS = ["address", "payment", "overview", "pay"] as const;
export type Step = (typeof STEPS)[number];

const PaymentMethodSchema = v.picklist(["paypal", "card", "invoice", "prepayment"]);

const AttemptSchema = v.object({
  requestId: v.pipe(v.string(), v.minLength(8)),
  /** The deal body the requestId was made for (core/order/request-id.ts). */
  body: v.optional(v.string(), ""),
  dealId: v.nullable(v.string()),
  number: v.nullable(v.string()),
  /** The forwarder's freight cost was recorded on the deal. */
  freightSent: v.boolean(),
  /** The payment method sent with the deal, or recorded on it since (POST deal/payment-method). */
  paymentMethod: v.nullable(PaymentMethodSchema),
});
export type Attempt = v.InferOutput<typeof AttemptSchema>;

/** A draft field read back from storage: its empty value when missing or foreign, so one field never costs the others. */
const kept = <T>(schema: v.GenericSchema<unknown, T>, empty: T) => v.fallback(schema, empty as never) as v.GenericSchema<unknown, T>;

export const DraftSchema = v.object({
  step: kept(v.picklist(STEPS), "address"),
  invoice: AddressFormSchema,
  separateDelivery: kept(v.boolean(), false),
  delivery: AddressFormSchema,
  deliveryType: kept(v.nullable(v.picklist(["freight-forwarder", "parcel-service"])), null),
  paymentMethod: kept(v.nullable(PaymentMethodSchema), null),
  note: kept(v.pipe(v.string(), v.maxLength(2000)), ""),
  acceptTerms: kept(v.boolean(), false),
  acceptPrivacy: kept(v.boolean(), false),
  attempt: kept(v.nullable(AttemptSchema), null),
});
export type Draft = v.InferOutput<typeof DraftSchema>;

export function emptyDraft(country = ""): Draft {
  return {
    step: "address",
    invoice: emptyAddressForm(country),
    separateDelivery: false,
    delivery: emptyAddressForm(country),
    deliveryType: null,
    paymentMethod: null,
    note: "",
    acceptTerms: false,
    acceptPrivacy: false,
    attempt: null,
  };
}

export const $checkoutDraft = shared("checkoutDraft", () => sessionAtom("checkout", DraftSchema, emptyDraft()));

export function updateDraft(change: Partial<Draft>): void {
  $checkoutDraft.set({ ...$checkoutDraft.get(), ...change });
}
