// A shopper's way through every endpoint, made by the client's own functions (core/api, core/payment)
// against the demo's fake API (demo/mocks), with fetch answered by msw's handlers in Node. It records
// each request and answer as they cross the wire; test/node/openapi.test.mjs checks them against
// dist/openapi.json's schemas. Successes and the error answers the elements act on are both walked.
import { getResponse } from "msw";
import * as v from "valibot";
import { fetchCategoryArticles } from "../../core/api/category-articles.ts";
import { fetchProductCategory, fetchSuperCategories } from "../../core/api/browse.ts";
import { fetchPromotions, fetchRelatedArticles } from "../../core/api/listed-articles.ts";
import { fetchCart, fetchVatOption, removeCartLine, updateCartLine } from "../../core/api/cart.ts";
import { fetchShippingFee } from "../../core/api/shipping-fee.ts";
import { fetchPackagingCost } from "../../core/api/packaging-cost.ts";
import {
  fetchBoxCategories,
  fetchBoxPrice,
  fetchBoxTypes,
  fetchMaterials,
  fetchMatFormats,
  fetchMatPrice,
} from "../../core/api/configurator.ts";
import { fetchContactCompanies } from "../../core/api/contacts.ts";
import { type ContactMessageBody, fetchContactPerson, postContactMessage } from "../../core/api/contact-form.ts";
import { changeDealPaymentMethod, createDeal, fetchDeal, updateDealWithFreightCost } from "../../core/api/deal.ts";
import { fetchDelivery } from "../../core/api/delivery.ts";
import { fetchArticle, fetchCompany, fetchPriceList, postOrderItem } from "../../core/api/endpoints.ts";
import { postRegistration, type RegistrationBody } from "../../core/api/registration.ts";
import { fetchSearch } from "../../core/api/search.ts";
import { orderItemBody } from "../../core/cart/order-item.ts";
import { ProductSchema } from "../../core/catalog/product-data.ts";
import { cardProvider } from "../../core/payment/card.ts";
import { parseEndpoint } from "../../core/payment/endpoint.ts";
import { paypalProvider } from "../../core/payment/paypal.ts";
import { sandboxToken } from "../../demo/hosted-fields/sandbox-token.ts";
import { configuredItem, lidBox, museumMat } from "../support/configured-items.ts";
import { orderBody } from "../support/deal-bodies.ts";
import { findArticle } from "../../demo/mocks/catalogue.ts";
import { createHandlers } from "../../demo/mocks/handlers.ts";

export interface Exchange {
  method: string;
  /** Below /_hcms/api/. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  answer: unknown;
}

const API = "/_hcms/api/";
const json = (text: string): unknown => (text ? JSON.parse(text) : undefined);

/** Answers fetch with the fake API and records what crossed the wire. */
function recordingFetch(exchanges: Exchange[]): typeof fetch {
  const handlers = createHandlers();
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = json(await request.clone().text());
    const response = (await getResponse(handlers, request)) ?? new Response(null, { status: 501 });
    const text = await response.text();
    const path = url.pathname.startsWith(API) ? url.pathname.slice(API.length) : url.pathname;
    exchanges.push({
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      body,
      status: response.status,
      answer: json(text),
    });
    return new Response(text || null, { status: response.status, headers: response.headers });
  };
}

/** Error answers are part of the walk: the client's ApiError is expected there. */
const settle = (promise: Promise<unknown>) => promise.catch(() => undefined);

/** POST ansprechpartner/register: a new company, an existing customer, and the answers 404 and 409. */
async function walkTheRegistration(): Promise<void> {
  const call = { baseUrl: "" };
  const person = {
    language: "de" as const,
    salutation: "male" as const,
    firstName: "Jan",
    lastName: "Berg",
    consents: { terms: true as const, privacy: true as const },
  };
  const company: RegistrationBody = {
    ...person,
    kind: "new",
    requestId: "walk-registration-1",
    email: "jan@rahmen-berg.example",
    customerType: "company",
    company: { name: "Rahmen Berg", legalForm: "GmbH", vatId: "ATU12345678" },
    address: { street: "Ring 1", postcode: "1010", city: "Wien", country: "AT" },
    invoicePurchase: { signatory: "Jan Berg", signature: { kind: "typed", name: "Jan Berg" } },
  };
  await postRegistration({ ...call, body: company });
  await settle(postRegistration({ ...call, body: { ...company, requestId: "walk-registration-2" } }));
  const existing: RegistrationBody = {
    ...person,
    kind: "existing",
    requestId: "walk-registration-3",
    email: "einkauf@museum-beispiel.example",
    customerNumber: "K-10234",
  };
  await postRegistration({ ...call, body: existing });
  await settle(postRegistration({ ...call, body: { ...existing, requestId: "walk-registration-4", customerNumber: "K-99999" } }));
}

const call = { baseUrl: "" };
const sessionId = "api-walk";

async function addToCart(articleId: string, amount: number) {
  const article = findArticle(articleId);
  if (!article) throw new Error(`no fixture article ${articleId}`);
  const product = v.parse(ProductSchema, article.product);
  const unitCents = Math.round((article.scale[0]?.price ?? 0) * 100);
  await postOrderItem({
    ...call,
    body: orderItemBody({ product, amount, unitCents, sessionId, companyId: null, imageUrl: product.images[0] ?? "", slug: "artikel" }),
  });
}

async function order(paymentMethod: "card" | "paypal" | "invoice", country = "DE") {
  const { items } = await fetchCart({ ...call, sessionId, companyId: null, geoLocation: "de", language: "de" });
  const requestId = `walk-${paymentMethod}-${country}-${items.length}`;
  const { body, totals } = await orderBody({ sessionId, requestId, paymentMethod, country });
  return { created: await createDeal({ ...call, body }), amountCents: totals.grossCents };
}

/** Shipment tracking: an order the walk made, the demo's fixed orders by number, tracking number and contact, and the errors. */
async function walkTheDeliveries(dealId: string) {
  const deal = await fetchDeal({ ...call, dealId });
  const made = await fetchDelivery({
    ...call,
    language: "de",
    query: { orderNumber: deal.number, postcode: deal.delivery.address_post_code },
  });
  const parcel = made.orders[0]?.parcels[0];
  if (!parcel) throw new Error("the walk's order has no parcel to track");
  await fetchDelivery({ ...call, language: "en", query: { trackingNumber: parcel.trackingNumber, carrier: parcel.carrier } });
  await fetchDelivery({ ...call, language: "fr", query: { orderNumber: "AB-2026-90005", postcode: "20095" } });
  for (const contactId of ["7001", "7002", "7003"]) await fetchDelivery({ ...call, language: "de", query: { contactId } });
  await settle(fetchDelivery({ ...call, language: "de", query: { orderNumber: "AB-2026-90001", postcode: "99999" } }));
}

/** The configurators: catalogue in each language, every category's types, prices and their refusals, a configured cart. */
async function walkTheConfigurators() {
  for (const language of ["de", "en", "fr"]) await fetchBoxCategories({ ...call, language });
  const { categories } = await fetchBoxCategories({ ...call, language: "de" });
  for (const category of categories) await fetchBoxTypes({ ...call, categoryId: category.id, language: "fr" });
  await settle(fetchBoxTypes({ ...call, categoryId: "999", language: "de" }));
  for (const use of ["box", "mat"] as const) await fetchMaterials({ ...call, use, language: "en" });
  await fetchMatFormats({ ...call, language: "de" });

  const box = { boxId: "11", length: 320, width: 240, height: 80, materialId: "2", extras: ["notch", "label"] };
  await fetchBoxPrice({ ...call, companyId: "c-100", geoLocation: "gb", box });
  await fetchBoxPrice({
    ...call,
    companyId: null,
    geoLocation: "de",
    box: { boxId: "51", length: 310, width: 220, materialId: "4", extras: [] },
  });
  await settle(fetchBoxPrice({ ...call, companyId: null, geoLocation: "de", box: { ...box, length: 5000 } }));
  await settle(fetchBoxPrice({ ...call, companyId: null, geoLocation: "de", box: { ...box, materialId: "5" } }));
  const mat = { width: 400, height: 500, windowWidth: 230, windowHeight: 290, windows: 1, materialId: "11" };
  await fetchMatPrice({ ...call, companyId: "c-200", geoLocation: "de", mat });
  await settle(fetchMatPrice({ ...call, companyId: null, geoLocation: "de", mat: { ...mat, windowWidth: 390 } }));

  const configured = "api-walk-configured";
  await postOrderItem({ ...call, body: configuredItem(lidBox, "b.cat=1&b.type=11", 10, configured) });
  await postOrderItem({ ...call, body: configuredItem(museumMat, "m.mat=11&m.fmt=5", 1, configured) });
  await settle(postOrderItem({ ...call, body: configuredItem({ ...lidBox, heightMm: 900 }, "", 10, configured) }));
  await fetchCart({ ...call, sessionId: configured, companyId: "c-300", geoLocation: "at", language: "en" });
}

/** Browsing: the tree, a category with a sub-category, the large one, the empty one, related, promotions and their maximum. */
async function walkTheBrowsing() {
  for (const language of ["de", "en", "fr"]) await fetchSuperCategories({ ...call, language });
  await fetchProductCategory({ ...call, id: "12", language: "fr" });
  await settle(fetchProductCategory({ ...call, id: "999", language: "de" }));
  await fetchCategoryArticles({ ...call, categoryId: "21", language: "de", geoLocation: "de" });
  await fetchCategoryArticles({ ...call, categoryId: "19", language: "en", geoLocation: "gb" });
  await settle(fetchCategoryArticles({ ...call, categoryId: "999", language: "de", geoLocation: "de" }));
  const related = { ...call, language: "de", geoLocation: "de", limit: 6 };
  await fetchRelatedArticles({ ...related, articleId: "210001", ids: ["210012", "999999"], suggest: true });
  await fetchRelatedArticles({ ...related, articleId: "1001", ids: ["1008"], suggest: false });
  await settle(fetchRelatedArticles({ ...related, articleId: "999999", ids: [], suggest: true }));
  const { articles } = await fetchPromotions({ ...call, language: "en", geoLocation: "de", companyId: "c-100" });
  await fetchPromotions({ ...call, language: "fr", geoLocation: "gb", companyId: null });
  const limited = articles.find((a) => a.promotion.maxQuantity !== null && a.product.class_3_description !== "Restant");
  if (!limited) throw new Error("no promoted article with a maximum");
  await fetchPriceList({ ...call, articleId: limited.id, companyId: "c-100", geoLocation: "de" });
  const max = limited.promotion.maxQuantity!;
  const session = { ...call, sessionId: "api-walk-promotion" };
  const line = (menge: number) =>
    orderItemBody({
      product: limited.product,
      amount: menge,
      unitCents: Math.round(limited.promotion.price * 100),
      sessionId: session.sessionId,
      companyId: null,
      imageUrl: "",
      slug: "aktion",
    });
  await postOrderItem({ ...call, body: line(max) });
  await settle(postOrderItem({ ...call, body: line(1) }));
  const { items } = await fetchCart({ ...session, companyId: null, geoLocation: "de", language: "de" });
  await settle(updateCartLine({ ...session, id: items[0]!.id, amount: max + 1 }));
}

/** The contact dialog: prefill for each demo contact, a message, its repeat, the spam, field and rate-limit refusals. */
async function walkTheContactDialog() {
  for (const contactId of ["7001", "7002", "7003"]) await fetchContactPerson({ ...call, contactId });
  await settle(fetchContactPerson({ ...call, contactId: "7009" }));
  const message: ContactMessageBody = {
    requestId: "walk-contact-1",
    language: "de",
    topic: "order",
    salutation: "female",
    name: "Anna Schmidt",
    email: "anna@archiv.example",
    company: "Stadtarchiv",
    reference: "A-2026-0042",
    message: "Wann kommt meine Lieferung?",
    privacy: true,
    contactId: "7001",
    website: "",
    elapsedMs: 18250,
  };
  await postContactMessage({ ...call, body: message });
  // The same requestId again: the first answer, nothing filed twice.
  await postContactMessage({ ...call, body: message });
  await settle(postContactMessage({ ...call, body: { ...message, requestId: "walk-contact-bot", website: "https://spam.example" } }));
  await settle(postContactMessage({ ...call, body: { ...message, requestId: "walk-contact-fast", elapsedMs: 900 } }));
  await settle(postContactMessage({ ...call, body: { ...message, requestId: "walk-contact-mailbox", email: "nobody@mailbox.invalid" } }));
  // Three messages per address are accepted; the fourth is refused with retryAfterSeconds.
  for (const n of [2, 3, 4]) await settle(postContactMessage({ ...call, body: { ...message, requestId: `walk-contact-${n}` } }));
}

export async function walkTheApi(): Promise<Exchange[]> {
  const exchanges: Exchange[] = [];
  globalThis.fetch = recordingFetch(exchanges);
  // The client resolves /_hcms/api/ against the page, which names no other API root (core/api/api-root.ts).
  Object.assign(globalThis, { document: { baseURI: "http://shop.test/", querySelector: () => null } });

  await fetchArticle({ ...call, id: "1001", language: "de", properties: ["format", "format_inch"] });
  await fetchArticle({ ...call, id: "999999", language: "en", properties: [] });
  await fetchPriceList({ ...call, articleId: "1001", companyId: null, geoLocation: "de" });
  await fetchPriceList({ ...call, articleId: "1001", companyId: "c-100", geoLocation: "gb" });
  await settle(fetchPriceList({ ...call, articleId: "999999", companyId: null, geoLocation: "de" }));
  for (const companyId of ["c-100", "c-200", "c-300"]) await fetchCompany({ ...call, companyId });
  await settle(fetchCompany({ ...call, companyId: "c-999" }));

  await addToCart("1001", 3);
  await addToCart("1002", 1);
  const { items } = await fetchCart({ ...call, sessionId, companyId: "c-100", geoLocation: "de", language: "de" });
  const [first, second] = items;
  if (!first || !second) throw new Error("the fake cart lost a line");
  await updateCartLine({ ...call, sessionId, id: first.id, amount: 5 });
  for (const country of ["de", "at", "ch"]) await fetchVatOption({ ...call, country });
  await fetchShippingFee({ ...call, country: "de", deliveryType: "freight-forwarder", netCents: 12345 });
  await fetchPackagingCost({ ...call, country: "de", deliveryType: "parcel-service", lines: items.length });

  const hits = await fetchSearch({ ...call, term: "Archiv", language: "de", limit: 2 });
  if (hits.next) await fetchSearch({ ...call, term: "Archiv", language: "de", limit: 2, after: hits.next.after });
  await fetchSearch({ ...call, term: "box", language: "fr", limit: 6, types: ["SITE_PAGE", "KNOWLEDGE_ARTICLE"] });

  for (const contactId of ["7001", "7002", "7003", "7009"]) await settle(fetchContactCompanies({ ...call, contactId }));
  await walkTheContactDialog();

  const card = await order("card");
  await updateDealWithFreightCost({ ...call, dealId: card.created.dealId, freightCost: 49 });
  await fetchDeal({ ...call, dealId: card.created.dealId });
  const payment = { ...call, dealId: card.created.dealId, orderNumber: card.created.number, currency: "EUR" as const };
  const cardEndpoint = parseEndpoint("payment/card");
  const paypalEndpoint = parseEndpoint("payment/paypal");
  if (!cardEndpoint || !paypalEndpoint) throw new Error("the default payment endpoints do not parse");
  await settle(cardProvider(cardEndpoint).pay({ ...payment, amountCents: card.amountCents, cardToken: sandboxToken("4000000000000002") }));
  await changeDealPaymentMethod({ ...call, dealId: card.created.dealId, paymentMethod: "paypal" });
  await paypalProvider(paypalEndpoint, async () => undefined).pay({ ...payment, amountCents: card.amountCents });
  await fetchDeal({ ...call, dealId: card.created.dealId });
  await settle(changeDealPaymentMethod({ ...call, dealId: card.created.dealId, paymentMethod: "invoice" }));

  const byCard = await order("invoice");
  await changeDealPaymentMethod({ ...call, dealId: byCard.created.dealId, paymentMethod: "card" });
  const cardPayment = { ...payment, dealId: byCard.created.dealId, orderNumber: byCard.created.number, amountCents: byCard.amountCents };
  await cardProvider(cardEndpoint).pay({ ...cardPayment, cardToken: sandboxToken("4242424242424242") });
  await settle(order("invoice", "CH"));
  await settle(fetchDeal({ ...call, dealId: "0" }));
  await walkTheDeliveries(card.created.dealId);

  await walkTheConfigurators();
  await walkTheBrowsing();
  await walkTheRegistration();

  await removeCartLine({ ...call, sessionId, id: second.id });
  await settle(removeCartLine({ ...call, sessionId, id: second.id }));
  return exchanges;
}
