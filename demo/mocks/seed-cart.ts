// Fills a session's fake cart with `count` lines at once, cycling through the fixture catalogue: the
// cart benchmark's 100-line cart (demo pages with ?cartLines=N, demo/app.ts).
import { articles, imageUrl } from "./fixtures.ts";
import { mockState, saveMockState, type StoredOrderItem } from "./mock-state.ts";

export function seedCart(sessionid: string, count: number): void {
  const catalogue = [...articles.values()];
  const items = Array.from({ length: count }, (_, i): StoredOrderItem => {
    const { id, product, scale, properties } = catalogue[i % catalogue.length]!;
    return {
      id: `seed-${i + 1}`,
      sessionid,
      article_id: id,
      artikel: String(product.artikel),
      artikel_nummer: String(product.article_number),
      article_slug: "",
      image_url: properties.image_urls ? imageUrl(id, 1) : "",
      einheit: String(product.unit ?? ""),
      menge: 1 + (i % 7) * 5,
      preis: scale[0]?.price ?? 0,
      volume: String(product.volume ?? ""),
      nettogewicht: String(product.nettogewicht ?? ""),
      description: String(product.description ?? ""),
      companyId: null,
      sperrgut_artikel: String(product.sperrgut_artikel) === "true",
      restant: "false",
    };
  });
  mockState.cart.set(sessionid, items);
  saveMockState();
}

/** A private customer's address in Berlin, as a deal stores it (the seeded order's, and the tests'). */
export const DEMO_DEAL_ADDRESS = {
  email: "anna@example.org",
  phone_number: "",
  abbreviation: "",
  address_city: "Berlin",
  address_country: "DE",
  address_post_code: "10115",
  addressline1: "Archivstraße 1",
  addressline3: "",
  orderrecipient: "Anna Muster",
};

/**
 * An order over the session's cart, as if the checkout had just placed it (on invoice, by parcel, to a
 * Berlin archive), for pages measured after an order: the thank-you page (?seedOrder=1, demo/app.ts).
 * Returns its deal id.
 */
export function seedOrder(sessionid: string): string {
  const items = mockState.cart.get(sessionid) ?? [];
  const products = items.map((item) => ({
    orderItemId: item.id,
    amount: item.menge,
    nettoPrice: item.preis,
    price: item.preis * item.menge,
  }));
  const netTotal = products.reduce((sum, line) => sum + line.price, 0);
  const dealId = String(9_100_000 + mockState.deals.size + 1);
  const vatTotal = Math.round((netTotal + 5.9) * 19) / 100;
  mockState.deals.set(dealId, {
    requestId: `seed-${dealId}`,
    type: "order",
    language: "de",
    sessionid,
    ansprechpartner_id: null,
    companyId: null,
    totalPrice: netTotal + 5.9 + vatTotal,
    netTotal,
    shippingFee: 5.9,
    packagingCost: 0,
    vatPercent: 19,
    vatTotal,
    products,
    note: "",
    deliveryType: "parcel-service",
    paymentMethod: "invoice",
    customerType: "private",
    vatId: "",
    invoice: DEMO_DEAL_ADDRESS,
    delivery: DEMO_DEAL_ADDRESS,
    dealId,
    number: `AB-${new Date().getFullYear()}-${dealId.slice(-5)}`,
    createdate: new Date().toISOString(),
    freightCost: 0,
    lines: items.map((item) => ({
      orderItemId: item.id,
      artikel: item.artikel,
      artikel_nummer: item.artikel_nummer,
      einheit: item.einheit,
    })),
  });
  saveMockState();
  return dealId;
}
