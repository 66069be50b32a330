// What keeps the overview's order from being placed, checked again right before it is sent (the
// steps may have been skipped by a reload or changed in another tab): the direct-order rules of
// section 6, the addresses, the payment choice, and the two confirmations.
import { validateAddress } from "../../core/address/validation.ts";
import { canOrderDirectly, type LineFacts } from "../../core/order/rules.ts";
import type { PaymentConfig } from "../../core/payment/config.ts";
import { deliveryAddress } from "./delivery-address.ts";
import type { Draft } from "./draft.ts";

export type OrderProblem = "offer-only" | "check-payment-and-delivery" | "no-provider" | "confirm-terms-and-privacy";

export function orderProblems(draft: Draft, facts: LineFacts[], config: PaymentConfig): OrderProblem[] {
  const problems: OrderProblem[] = [];
  if (!canOrderDirectly(facts, deliveryAddress(draft).country)) problems.push("offer-only");
  const invoiceOk = Object.keys(validateAddress(draft.invoice)).length === 0;
  const deliveryOk = !draft.separateDelivery || Object.keys(validateAddress(draft.delivery, { variant: "recipient" })).length === 0;
  if (!invoiceOk || !deliveryOk || !draft.deliveryType) problems.push("check-payment-and-delivery");
  if (!draft.paymentMethod || !config.methods.includes(draft.paymentMethod)) problems.push("no-provider");
  if (!draft.acceptTerms || !draft.acceptPrivacy) problems.push("confirm-terms-and-privacy");
  return problems;
}
