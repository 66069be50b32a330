// The payment functions (docs/api.md#payment, docs/decisions/hubspot-payment.md): PayPal through its
// Orders v2 API (create an order for the deal's total, capture it once the buyer approved) and the card
// by its provider's charge of the hosted fields' token. Each reads the deal first: a paid deal answers
// its first payment, the amount is the deal's total in the CRM, and the payment is recorded on the deal.
import { CardChargeBodySchema, PayPalCaptureBodySchema, PayPalCreateBodySchema } from "../../../core/payment/request-schemas.ts";
import { json, Refusal } from "../answer.ts";
import type { Crm } from "../crm/client.ts";
import { type CrmRecord, updateRecord } from "../crm/objects.ts";
import { CARD_SECRETS, CardProviderError, cardProvider, chargeCard } from "../shop/card-charge.ts";
import { DEAL_TYPE, shopDealOr404 } from "../shop/deals.ts";
import {
  checkDealToPay,
  dealCurrency,
  dealTotalCents,
  declined,
  firstPayment,
  PAYPAL_SETTING,
  PayPalPagesSchema,
  recordPayment,
  unavailable,
} from "../shop/payments.ts";
import { approvalLink, captureOf, PAYPAL_SECRETS, PayPal, PayPalError, type PayPalOrder, paypalAccount } from "../shop/paypal.ts";
import { readSettings } from "../shop/settings.ts";
import { defineFunction } from "../serve.ts";

/** PayPal's capture issues (Orders v2 errors, 422) that mean the buyer's funding was refused: 402 declined. */
const DECLINED_ISSUES = new Set([
  "INSTRUMENT_DECLINED",
  "TRANSACTION_REFUSED",
  "PAYER_CANNOT_PAY",
  "PAYER_ACCOUNT_RESTRICTED",
  "PAYER_ACCOUNT_LOCKED_OR_CLOSED",
  "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED",
  "REDIRECT_PAYER_FOR_ALTERNATE_FUNDING",
  "DECLINED_DUE_TO_RELATED_TXN",
]);
/** … and those that mean the buyer has not approved (closed PayPal's window, cancelled): 409 cancelled. */
const NOT_APPROVED_ISSUES = new Set(["ORDER_NOT_APPROVED", "PAYER_ACTION_REQUIRED"]);

/** PayPal's language for the deal's. */
const LOCALES: Record<string, string> = { de: "de-DE", en: "en-GB", fr: "fr-FR" };

/** PayPal with the function's credentials and deadline; 503 when the function has none. */
function paypalFor(secret: (name: string) => string | undefined, crm: Crm): PayPal {
  const account = paypalAccount(secret);
  if (!account) throw unavailable("no PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (hs secret add)");
  return new PayPal(account, () => crm.left());
}

/** A PayPal call whose failure the contract does not name otherwise: 503 unavailable, PayPal's words logged. */
async function withPayPal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PayPalError) throw unavailable(error.message);
    throw error;
  }
}

/** The order captured: PayPal's answer, or the order as it is when it was captured before (a lost answer). */
async function capturedOrder(paypal: PayPal, orderId: string): Promise<PayPalOrder> {
  try {
    return await paypal.captureOrder(orderId);
  } catch (error) {
    if (!(error instanceof PayPalError) || error.status !== 422) throw error;
    if (error.issue === "ORDER_ALREADY_CAPTURED") return paypal.getOrder(orderId);
    if (error.issue && DECLINED_ISSUES.has(error.issue)) throw declined("PayPal declined the buyer's funding");
    if (error.issue && NOT_APPROVED_ISSUES.has(error.issue)) throw new Refusal(409, "cancelled", "The buyer did not approve the payment");
    throw error;
  }
}

/**
 * PayPal's key for the deal's order: the same for every create of the deal, so a second click, a retry
 * or a new try after the buyer cancelled gets the same order; the deal's requestId in it keeps it apart
 * from a deal of the same id in another portal or a local CRM that started again.
 */
// A checkout's requestId is a UUID; the slice keeps another client's longer key within PayPal's 108 characters.
const orderRequestId = (deal: CrmRecord) => `shop-deal-${deal.id}-${deal.properties.shop_request_id}`.slice(0, 108);

const create = defineFunction({
  path: "payment/paypal/create",
  body: PayPalCreateBodySchema,
  secrets: PAYPAL_SECRETS,
  async handle({ body, crm, secret }) {
    const deal = await shopDealOr404(crm, body.dealId);
    checkDealToPay(deal, "paypal", body);
    // Paid already: nothing to approve; capture answers the first payment.
    if (firstPayment(deal)) return json(200, { orderId: deal.properties.shop_paypal_order_id || deal.id, approvalUrl: null });
    const paypal = paypalFor(secret, crm);
    const { [PAYPAL_SETTING]: pages } = await readSettings(crm, { [PAYPAL_SETTING]: PayPalPagesSchema });
    const order = await withPayPal(() =>
      paypal.createOrder({
        requestId: orderRequestId(deal),
        dealId: deal.id,
        currency: dealCurrency(deal),
        cents: dealTotalCents(deal),
        returnUrl: pages.returnUrl,
        cancelUrl: pages.cancelUrl,
        brandName: pages.brandName,
        locale: LOCALES[deal.properties.shop_language ?? ""] ?? "de-DE",
      }),
    );
    // Capture takes only the order made for the deal: another deal's approved order cannot pay this one.
    if (deal.properties.shop_paypal_order_id !== order.id) await updateRecord(crm, DEAL_TYPE, deal.id, { shop_paypal_order_id: order.id });
    return json(200, { orderId: order.id, approvalUrl: approvalLink(order) ?? null });
  },
});

const capture = defineFunction({
  path: "payment/paypal/capture",
  body: PayPalCaptureBodySchema,
  secrets: PAYPAL_SECRETS,
  async handle({ body, crm, secret }) {
    const deal = await shopDealOr404(crm, body.dealId);
    const first = firstPayment(deal);
    if (first) return json(200, first);
    // The shopper may have switched to another method since the order was made.
    checkDealToPay(deal, "paypal");
    if (deal.properties.shop_paypal_order_id !== body.orderId)
      throw new Refusal(404, "not_found", `No PayPal order ${body.orderId} for deal ${body.dealId}`);
    const paypal = paypalFor(secret, crm);
    const order = await withPayPal(() => capturedOrder(paypal, body.orderId));
    const captured = captureOf(order);
    if (!captured) throw unavailable(`order ${order.id} is ${order.status} without a capture`);
    if (captured.status === "DECLINED" || captured.status === "FAILED")
      throw declined(`PayPal's capture ${captured.id} is ${captured.status}`);
    // COMPLETED, or PENDING (PayPal holds it for review): the buyer has paid as far as the shop can tell.
    return json(200, await recordPayment(crm, deal, "paypal", captured.id));
  },
});

const card = defineFunction({
  path: "payment/card",
  body: CardChargeBodySchema,
  secrets: CARD_SECRETS,
  async handle({ body, crm, secret }) {
    const deal = await shopDealOr404(crm, body.dealId);
    const first = firstPayment(deal);
    if (first) return json(200, first);
    checkDealToPay(deal, "card", body);
    const provider = cardProvider(secret);
    if (!provider) throw unavailable("no CARD_PROVIDER_API_URL and CARD_PROVIDER_SECRET_KEY (hs secret add)");
    const charge = { token: body.token, cents: dealTotalCents(deal), currency: dealCurrency(deal), dealId: deal.id };
    const outcome = await chargeCard(provider, charge, crm.left()).catch((error: unknown) => {
      throw error instanceof CardProviderError ? unavailable(error.message) : error;
    });
    if (outcome.status === "unknown_token") throw new Refusal(400, "unknown_token", "The card provider does not know this token");
    if (outcome.status === "declined") throw declined(`The card was declined (${outcome.id})`);
    return json(200, await recordPayment(crm, deal, "card", outcome.id));
  },
});

export const functions = [create, capture, card];
