// Shared setup of the thank-you tests: deals made through the demo's stateful fake (as the checkout and
// the offer form make them), the element mounted over it, and a record of every API request.
import { waitFor } from "@testing-library/dom";
import { http } from "msw";
import * as v from "valibot";
import "../../../widgets/thank-you/element.ts";
import { emptyAddressForm, type AddressForm } from "../../../core/address/validation.ts";
import { createDeal, type CreatedDeal, type DealType, type DeliveryTypeId, type PaymentMethod } from "../../../core/api/deal.ts";
import { lineNet } from "../../../core/cart/cart-lines.ts";
import { dealBody } from "../../../core/order/deal-body.ts";
import { loadOrderSummary } from "../../../core/order/summary.ts";
import { orderTotals, type OrderTotals } from "../../../core/pricing/totals.ts";
import { PaymentConfigSchema } from "../../../core/payment/config.ts";
import { providerFor } from "../../../core/payment/provider.ts";
import { sandboxToken } from "../../../demo/hosted-fields/sandbox-token.ts";
import { getSessionId } from "../../../core/state/session-id.ts";
import { mountElement, useElementSuite } from "../../support/element-suite.ts";
import { useHandlers } from "../../support/msw.ts";
import { addToCart } from "../../support/order-items.ts";

export function useThankYouSetup(): void {
  useElementSuite({ session: "thanks", afterEach: () => localStorage.removeItem("shop:finishedDeals") });
}

export const INVOICE: AddressForm = {
  ...emptyAddressForm("DE"),
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.org",
  phone: "030 123456",
  street: "Archivstraße 1",
  postcode: "10115",
  city: "Berlin",
};

export const DELIVERY: AddressForm = {
  ...emptyAddressForm("DE"),
  companyName: "Stadtarchiv Musterstadt",
  firstName: "Ben",
  lastName: "Beispiel",
  street: "Lagerweg 5",
  addition: "Tor 2",
  postcode: "80331",
  city: "München",
};

export interface DealOptions {
  type?: DealType;
  paymentMethod?: PaymentMethod | null;
  deliveryType?: DeliveryTypeId;
  /** Fixture articles and amounts put into the session's cart first. */
  lines?: [articleId: string, amount: number][];
  delivery?: AddressForm | null;
  note?: string;
  contactId?: string | null;
}

export type MadeDeal = CreatedDeal & { totals: OrderTotals };

/** Fills the session's cart and makes a deal of it through the fake API (POST deal), priced as the checkout prices it. */
export async function makeDeal(options: DealOptions = {}): Promise<MadeDeal> {
  const sessionId = getSessionId();
  await addToCart(
    options.lines ?? [
      ["1001", 50],
      ["1002", 3],
    ],
    sessionId,
  );
  const delivery = options.delivery === undefined ? DELIVERY : options.delivery;
  const summary = await loadOrderSummary({
    baseUrl: "",
    sessionId,
    companyId: null,
    country: (delivery ?? INVOICE).country.toLowerCase(),
    language: "de",
    deliveryType: options.deliveryType ?? null,
  });
  const items = summary.lines;
  const totals = orderTotals({
    lineNetCents: items.map(lineNet),
    shippingCents: summary.shippingCents,
    packagingCents: summary.packagingCents,
    taxStatus: undefined,
    selectedVat: summary.vatOption,
  });
  const type = options.type ?? "order";
  const body = dealBody({
    requestId: `thanks-${Math.random().toString(36).slice(2)}`,
    type,
    language: "de",
    sessionId,
    contactId: options.contactId ?? null,
    companyId: null,
    lines: items,
    totals,
    note: options.note ?? "",
    deliveryType: summary.deliveryType,
    paymentMethod: options.paymentMethod === undefined ? "invoice" : options.paymentMethod,
    customer: INVOICE,
    delivery,
  });
  return { ...(await createDeal({ baseUrl: "", body })), totals };
}

/** Pays a deal through the payment sandbox, as the checkout's card or PayPal step would. */
export async function pay(deal: MadeDeal, method: "card" | "paypal"): Promise<void> {
  const provider = providerFor(method, v.parse(PaymentConfigSchema, { card: { hostedFields: "https://pay.example/card" } }))!;
  const cardToken = sandboxToken("4242424242424242");
  await provider.pay({
    baseUrl: "",
    dealId: deal.dealId,
    orderNumber: deal.number,
    amountCents: deal.totals.grossCents,
    currency: "EUR",
    cardToken,
  });
}

/** Records every API request ("GET deal/get") and lets it through to the fake. */
export function recordRequests(): string[] {
  const calls: string[] = [];
  useHandlers(
    http.all("*/_hcms/api/*", ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^.*\/_hcms\/api\//, "")}`);
    }),
  );
  return calls;
}

export const thankYouBlock = (overrides: Record<string, unknown> = {}) => ({
  language: "de",
  baseUrl: "",
  geoLocation: "de",
  ...overrides,
});

export const BANK = { accountHolder: "Archivbedarf GmbH", iban: "DE89370400440532013000", bic: "COBADEFFXXX", bank: "Commerzbank" };

/** Mounts <shop-thank-you> and waits until it shows a heading (the deal, or why there is none). */
export const mountThankYou = (data: unknown = thankYouBlock()) =>
  mountElement("shop-thank-you", data, (q) => q.findByRole("heading", { level: 2 }, { timeout: 5000 }));

/** The element's visible text, spaces collapsed. */
export const textOf = (el: HTMLElement) => (el.shadowRoot!.textContent ?? "").replace(/[ \t\n]+/g, " ");

export { waitFor };
