// The deal body of a plain order over a session's cart (section 3), for the API contract tests and
// the API walk (test/core/deal-api.test.ts, test/node/api-walk.ts): one customer, the cart priced and
// its fees asked for as the checkout does (core/order/summary.ts), so the total is the shop's.
import { emptyAddressForm } from "../../core/address/validation.ts";
import type { CreateDealBody, DeliveryTypeId, PaymentMethod } from "../../core/api/request-schemas.ts";
import { lineNet } from "../../core/cart/cart-lines.ts";
import { dealBody } from "../../core/order/deal-body.ts";
import { loadOrderSummary } from "../../core/order/summary.ts";
import { type OrderTotals, orderTotals } from "../../core/pricing/totals.ts";

export const TEST_CUSTOMER = {
  ...emptyAddressForm("DE"),
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.org",
  street: "Archivstraße 1",
  postcode: "10115",
  city: "Berlin",
};

interface OrderBodyInput {
  sessionId: string;
  requestId: string;
  paymentMethod: PaymentMethod;
  /** The customer's country; default DE. */
  country?: string;
  /** The delivery type; default the one the lines need. */
  deliveryType?: DeliveryTypeId;
}

/** An invoice-address-only order of the session's cart lines, priced as the checkout prices it. */
export async function orderBody({ sessionId, requestId, paymentMethod, country = "DE", deliveryType }: OrderBodyInput): Promise<{
  body: CreateDealBody;
  totals: OrderTotals;
}> {
  const summary = await loadOrderSummary({
    baseUrl: "",
    sessionId,
    companyId: null,
    country: country.toLowerCase(),
    language: "de",
    deliveryType: deliveryType ?? null,
  });
  const totals = orderTotals({
    lineNetCents: summary.lines.map(lineNet),
    shippingCents: summary.shippingCents,
    packagingCents: summary.packagingCents,
    taxStatus: undefined,
    selectedVat: summary.vatOption,
    country: summary.country,
  });
  const items = summary.lines;
  const body = dealBody({
    requestId,
    type: "order",
    language: "de",
    sessionId,
    contactId: null,
    companyId: null,
    lines: items,
    totals,
    note: "",
    deliveryType: summary.deliveryType,
    paymentMethod,
    customer: { ...TEST_CUSTOMER, country },
    delivery: null,
  });
  return { body, totals };
}
