// A small, explicit product-page API for component tests: one article, its price list and an
// optional company, with every request recorded. Tests override single answers per test.
import { http, HttpResponse, type HttpResponseResolver } from "msw";
import { useHandlers } from "./msw.ts";

/** Pictures the demo's fake API serves (fixture article 1001 has three). */
export const IMAGES = [1, 2, 3].map((n) => `/demo-images/1001-${n}.svg`);

export const article = {
  id: "1001",
  archived: false,
  properties: {
    hs_object_id: "1001",
    artnr: "A-100",
    image_urls: IMAGES.join(","),
    lieferzeit_0_49: "2–3 Werktage",
    lieferzeit_50_199: "5–7 Werktage",
    lieferzeit_200_: "10 Werktage",
    requested_delivery_amount: null,
    requested_delivery_time: null,
    availability: "lagernd",
    format: "A4",
    format_inch: "8.3 × 11.7 in",
    material: "Wellpappe, säurefrei",
    farbe: "",
  },
};

export const priceList = {
  itemInUnit: 1,
  scaled_price: [
    { quantity: 200, price: 3.6 },
    { quantity: 1, price: 4.9 },
    { quantity: 50, price: 4.2 },
    { quantity: 50, price: 4.2 },
  ],
};

export const companyChoices = [
  {
    company: { id: "c-1", name: "Stadtarchiv", canSwitchGrossNet: true, ust: "" },
    contactPersonFirstname: "Eva",
    contactPersonLastname: "Muster",
  },
  {
    company: { id: "c-3", name: "Museum gGmbH", canSwitchGrossNet: false, ust: "3" },
    contactPersonFirstname: "Eva",
    contactPersonLastname: "Muster",
  },
];

/** A product page data block as the CMS writes it (flags and numbers as strings). */
export function productBlock(overrides: Record<string, unknown> = {}, product: Record<string, unknown> = {}) {
  return {
    language: "de",
    portal_id: "123",
    contactid: null,
    loggedIn: "",
    info_popup_text:
      '<p>Versand innerhalb Deutschlands</p><img src="data:," onerror="window.__xss = true"><script>window.__xss = true</script>',
    geoLocation: "de",
    ansprechpartner_id: null,
    columns: { labels: "Format|Material|Farbe", properties: "format|material|farbe" },
    baseUrl: "",
    product: {
      images: [],
      article_id: "1001",
      unit: "Stück",
      artikel: "Archivbox A4",
      article_number: "A-100",
      volume: "0.012",
      weight: "0.4",
      nettogewicht: "0.35",
      format: "A4",
      color: "grau",
      thickness: "",
      orderItemUnit: "Stück",
      description: "Säurefreie Archivbox",
      sperrgut_artikel: "false",
      kleinste_bestelleinheit: "1",
      class_3_description: "",
      requested_delivery_amount: "",
      ...product,
    },
    ...overrides,
  };
}

export interface Recorded {
  article: { url: URL; body: { ids: string[]; properties: string[] } }[];
  priceList: URL[];
  company: URL[];
  post: unknown[];
  related: URL[];
}

export interface ProductApiOptions {
  articles?: unknown;
  priceList?: unknown;
  company?: unknown;
  /** Answers order-items/post; default 204. */
  post?: HttpResponseResolver;
  /** Answers related-articles/get (the related and accessory rows); default: none. */
  related?: HttpResponseResolver;
  /** Answers shippingFee (the demo's 5.90 €, free from 250 € net); packaging-cost answers 2.50 €. */
  shippingFee?: HttpResponseResolver;
}

/** Installs the product-page handlers for this test and returns the record of requests. */
export function productApi(options: ProductApiOptions = {}): Recorded {
  const calls: Recorded = { article: [], priceList: [], company: [], post: [], related: [] };
  useHandlers(
    http.post("*/_hcms/api/objects/articles/getArticlesById", async ({ request }) => {
      calls.article.push({ url: new URL(request.url), body: (await request.json()) as Recorded["article"][0]["body"] });
      return HttpResponse.json(options.articles ?? [article]);
    }),
    http.get("*/_hcms/api/objects/price-lists/get", ({ request }) => {
      calls.priceList.push(new URL(request.url));
      return HttpResponse.json(options.priceList ?? priceList);
    }),
    http.get("*/_hcms/api/objects/company/get", ({ request }) => {
      calls.company.push(new URL(request.url));
      const id = new URL(request.url).searchParams.get("companyId");
      return HttpResponse.json(options.company ?? companyChoices.find((c) => c.company.id === id)?.company);
    }),
    http.post("*/_hcms/api/objects/order-items/post", async (info) => {
      calls.post.push(await info.request.clone().json());
      return options.post ? options.post(info) : new HttpResponse(null, { status: 204 });
    }),
    http.get("*/_hcms/api/related-articles/get", (info) => {
      calls.related.push(new URL(info.request.url));
      return options.related ? options.related(info) : HttpResponse.json({ articles: [] });
    }),
    http.get("*/_hcms/api/shippingFee", (info) =>
      options.shippingFee ? options.shippingFee(info) : HttpResponse.json({ shippingFee: 5.9, freeFromNet: 250 }),
    ),
    http.get("*/_hcms/api/packaging-cost", () => HttpResponse.json({ packagingCost: 2.5 })),
  );
  return calls;
}
