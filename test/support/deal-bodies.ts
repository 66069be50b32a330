// The deal body of a plain order over a session's cart (section 3), for the API contract tests and
// the API walk (test/core/deal-api.test.ts, test/node/api-walk.ts): one customer, fixed fees.
import { emptyAddressForm } from "../../core/address/validation.ts";
import { fetchCart } from "../../core/api/cart.ts";
import type { CreateDealBody, PaymentMethod } from "../../core/api/request-schemas.ts";
import { dealBody } from "../../core/order/deal-body.ts";
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
}

/** An invoice-address-only order of the session's cart lines, by parcel, with 5.90 shipping and 2.50 packaging. */
export async function orderBody({ sessionId, requestId, paymentMethod, country = "DE" }: OrderBodyInput): Promise<{
  body: CreateDealBody;
  totals: OrderTotals;
}> {
  const { items } = await fetchCart({ baseUrl: "", sessionId, companyId: null, geoLocation: "de", language: "de" });
  const totals = orderTotals({ lineNetCents: [1000], shippingCents: 590, packagingCents: 250, taxStatus: undefined, selectedVat: null });
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
    deliveryType: "parcel-service",
    paymentMethod,
    customer: { ...TEST_CUSTOMER, country },
    delivery: null,
  });
  return { body, totals };
}
