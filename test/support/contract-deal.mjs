// The deal suite's orders (test/node/contract-deal.test.mjs): a cart put together through
// order-items/post, and the POST deal body the checkout sends for it (core/order/summary.ts,
// core/order/deal-body.ts): the lines as order-items/get prices them, the VAT option, shipping fee and
// packaging cost as the backend answers them, the company's tax status, the totals by core's rules.
import { importTs } from "../../scripts/import-ts.mjs";
import { call } from "./contract-run.mjs";

const [
  { dealBody },
  { orderTotals },
  { lineNet, lineFacts },
  { deliveryType: neededDeliveryType },
  { toCents },
  { CartSchema },
  catalogue,
] = await Promise.all([
  importTs("core/order/deal-body.ts"),
  importTs("core/pricing/totals.ts"),
  importTs("core/cart/cart-lines.ts"),
  importTs("core/order/rules.ts"),
  importTs("core/pricing/scale.ts"),
  importTs("core/api/cart.ts"),
  importTs("test/support/contract-catalogue.ts"),
]);
const v = await import("valibot");

/** The shopper: a private customer in `country` (upper case), or a company's buyer. */
export const customer = (country = "DE", company = "") => ({
  customerType: company ? "company" : "private",
  companyName: company,
  legalForm: company ? "GmbH" : "",
  vatId: "",
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.org",
  phone: "+49 30 123456",
  street: "Archivstraße 1",
  addition: "",
  postcode: "10115",
  city: "Berlin",
  country,
});

/** Puts `lines` ([article, amount, order item fields]) into the session's cart through order-items/post. */
export async function fillCart(backend, sessionid, lines) {
  for (const [articleId, amount, fields = {}] of lines) {
    const answer = await call(backend, "POST", "objects/order-items/post", {
      body: { ...catalogue.orderItem(articleId, sessionid, amount), ...fields },
    });
    if (answer.status !== 204) throw new Error(`order-items/post ${articleId}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

const get = async (backend, path, query) => {
  const answer = await call(backend, "GET", path, { query });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/**
 * The body the checkout (type order) or the offer form sends for the session's cart, with the totals it
 * showed. `delivery`: a delivery address form, else delivered to the customer's.
 */
export async function checkoutBody(backend, options) {
  const { sessionid, companyId = null, type = "order", paymentMethod = type === "order" ? "invoice" : null } = options;
  const form = options.customer ?? customer();
  const country = (options.delivery ?? form).country.toLowerCase();
  const cart = v.parse(
    CartSchema,
    await get(backend, "objects/order-items/get", { sessionid, companyId: companyId ?? undefined, geoLocation: country, language: "de" }),
  );
  const lines = cart.items;
  const deliveryType = options.deliveryType ?? neededDeliveryType(lines.map(lineFacts));
  const lineNetCents = lines.map(lineNet);
  const net = lineNetCents.reduce((sum, cents) => sum + cents, 0);
  const [vat, shipping, packaging, company] = await Promise.all([
    get(backend, "vat", { country }),
    get(backend, "shippingFee", { country, deliveryType, net: (net / 100).toFixed(2) }),
    get(backend, "packaging-cost", { country, deliveryType, lines: lines.length }),
    companyId ? get(backend, "objects/company/get", { companyId }) : undefined,
  ]);
  const totals = orderTotals({
    lineNetCents,
    shippingCents: toCents(Number(shipping.shippingFee)),
    packagingCents: toCents(Number(packaging.packagingCost)),
    taxStatus: company?.ust,
    selectedVat: Number(vat.vat),
    country,
  });
  const body = dealBody({
    requestId: options.requestId ?? `contract-${Math.random().toString(36).slice(2)}`,
    type,
    language: "de",
    sessionId: sessionid,
    contactId: options.contactId ?? null,
    companyId,
    lines,
    totals,
    note: options.note ?? "",
    deliveryType,
    paymentMethod,
    customer: form,
    delivery: options.delivery ?? null,
  });
  return { body, totals, lines };
}
