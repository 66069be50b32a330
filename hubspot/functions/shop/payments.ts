// What the payment functions share (docs/api.md#payment, docs/decisions/hubspot-payment.md): the deal
// they may charge, checked against the CRM (an order, recorded with this method, for its own total and
// currency: never the browser's figure), a deal's first payment as the answer to every later one, and
// the payment recorded on the deal (paid, the provider's reference, when).
import * as v from "valibot";
import { isSecureOrLocal } from "../../../core/element/site-url.ts";
import { toCents } from "../../../core/pricing/scale.ts";
import { Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { CrmError } from "../crm/client.ts";
import { type CrmRecord, updateRecord } from "../crm/objects.ts";
import { DEAL_TYPE, dealNumber } from "./deals.ts";

export type PaidBy = "paypal" | "card";
export interface Paid {
  status: "paid";
  reference: string;
}

/** The deal's gross total in cents, as the shop priced it (POST deal). */
export const dealTotalCents = (deal: CrmRecord) => toCents(Number(deal.properties.calculatedamount ?? Number.NaN));
export const dealCurrency = (deal: CrmRecord): "EUR" | "GBP" => (deal.properties.shop_currency === "GBP" ? "GBP" : "EUR");

/**
 * The answer to a deal paid already: its first payment, so paying again after a lost answer charges
 * once. A deal marked paid in HubSpot without a provider's reference answers its number.
 */
export function firstPayment(deal: CrmRecord): Paid | undefined {
  if (deal.properties.shop_payment_status !== "paid") return undefined;
  return { status: "paid", reference: deal.properties.shop_payment_reference || dealNumber(deal) };
}

/**
 * Refuses (409) a deal that may not be charged with `method`: an offer request, a deal whose recorded
 * method is another (the shopper switched, deal/payment-method), or a body whose amount or currency is
 * not the deal's own.
 */
export function checkDealToPay(deal: CrmRecord, method: PaidBy, body?: { amount: number; currency: "EUR" | "GBP" }): void {
  const p = deal.properties;
  if (p.shop_deal_type !== "order") throw new Refusal(409, "not_an_order", "An offer request is not paid");
  if (p.shop_payment_method !== method)
    throw new Refusal(409, "method_mismatch", `Deal ${deal.id} is paid by ${p.shop_payment_method || "no method"}`);
  if (body && (toCents(body.amount) !== dealTotalCents(deal) || body.currency !== dealCurrency(deal)))
    throw new Refusal(
      409,
      "amount_mismatch",
      `The deal's total is ${p.calculatedamount} ${dealCurrency(deal)}, not ${body.amount} ${body.currency}`,
    );
}

/**
 * Records the payment on the deal and answers it. The provider has taken the money by now, so a CRM
 * failure is tried once more and, failing again, logged with the reference for sales to record by hand.
 */
export async function recordPayment(crm: Crm, deal: CrmRecord, method: PaidBy, reference: string): Promise<Paid> {
  const properties = { shop_payment_status: "paid", shop_payment_reference: reference, shop_paid_at: new Date().toISOString() };
  try {
    await updateRecord(crm, DEAL_TYPE, deal.id, properties);
  } catch (error) {
    if (!(error instanceof CrmError)) throw error;
    console.error(`[shop-functions] deal ${deal.id} paid by ${method} (${reference}), recording failed once: ${error.message}`);
    await updateRecord(crm, DEAL_TYPE, deal.id, properties).catch((again: unknown) => {
      console.error(`[shop-functions] deal ${deal.id} PAID by ${method} (${reference}) but NOT RECORDED: record it in HubSpot`);
      throw again;
    });
  }
  return { status: "paid", reference };
}

/** The provider cannot take the payment now (down, out of time, not configured): the contract's 503, the reason logged. */
export function unavailable(why: string): Refusal {
  console.error(`[shop-functions] payment unavailable: ${why}`);
  return new Refusal(503, "unavailable", "The payment provider cannot take payments just now");
}

export const declined = (message: string) => new Refusal(402, "declined", message);

/** A page of the shop's own: https (plain http only on a developer's machine). */
const shopPage = v.pipe(
  v.string(),
  v.check((text) => {
    try {
      return isSecureOrLocal(new URL(text));
    } catch {
      return false;
    }
  }, "Expected the https URL of a shop page"),
);

/**
 * `paypal` (a shop setting): the shop's page PayPal sends the buyer back to after approving and the one
 * after cancelling, each closing its window (the checkout waits for that, core/payment/paypal-popup.ts),
 * and the shop's name on PayPal's page.
 */
export const PayPalPagesSchema = v.object({ returnUrl: shopPage, cancelUrl: shopPage, brandName: v.optional(v.string()) });
export const PAYPAL_SETTING = "paypal";
