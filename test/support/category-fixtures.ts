// Category test data built deterministically: N list articles of archival boxes whose inner length,
// material, quality and FSC flag cycle, so each test knows exactly which articles a filter leaves.
// Also the fake answers for one category (product-categories/get and /articles) with every request
// counted, and a price list per article.
import { delay, http, HttpResponse } from "msw";
import * as v from "valibot";
import { type ListArticle, ListArticleSchema } from "../../core/api/listed-articles.ts";
import { encodeCategoryAnswer } from "../../core/api/category-answer-encode.ts";
import { useHandlers } from "./msw.ts";

export const QUALITIES = ["ligninfrei, gepuffert", "säurefrei, ungepuffert", "ligninfrei, PAT-geprüft"];
export const MATERIALS = ["Archivkarton", "Wellpappe", "Museumskarton", "Graukarton"];

/** Article i (from 0): inner length 280 + 10·(i mod 8) mm, so lengths 280…350 repeat every 8 articles. */
export function rawArticle(i: number) {
  const length = 280 + 10 * (i % 8);
  const width = 200 + 5 * (i % 3);
  const id = String(5000 + i);
  return {
    id,
    url: `/produkt/${id}`,
    product: {
      article_id: id,
      artikel: `Archivbox ${String.fromCharCode(65 + (i % 26))}${i}`,
      article_number: `AB-${String(i).padStart(4, "0")}`,
      unit: "Stück",
      images: ["/demo-images/1001-1.svg"],
      kleinste_bestelleinheit: "1",
      description: "",
    },
    properties: {
      artnr: `AB-${String(i).padStart(4, "0")}`,
      beschreibung1: i % 5 === 0 ? "Stülpdeckelkarton für Akten" : "Klappdeckelbox",
      beschreibung2: null,
      material: MATERIALS[i % 4],
      qual: QUALITIES[i % 3],
      fsc: i % 2 === 0 ? "ja" : "nein",
      ve: "10",
      availability: "lieferbar",
      innenmass: `${length} × ${width} × 100 mm`,
      innenmass_inch: `${(length / 25.4).toFixed(1)} × ${(width / 25.4).toFixed(1)} × 3.9 in`,
      format: i % 2 === 0 ? "A4" : "A3",
    },
    listPriceFrom: 2 + (i % 7) * 0.5,
  };
}

export const rawArticles = (n: number) => Array.from({ length: n }, (_, i) => rawArticle(i));

/** Parsed as the client has them. */
export const listArticles = (n: number): ListArticle[] => rawArticles(n).map((a) => v.parse(ListArticleSchema, a));

export const category = (overrides: Record<string, unknown> = {}) => ({
  id: "21",
  name: "Archivboxen",
  url: "/kategorie/21",
  imageUrl: null,
  summary: "Boxen für Akten",
  articleCount: 40,
  description:
    '<p>Boxen aus <strong>Archivkarton</strong>.</p><img src="data:," onerror="window.__xss=true"><a href="javascript:alert(1)">Link</a><script>window.__xss=true</script>',
  superCategory: { id: "2", name: "Aufbewahrung", url: "/kategorie/oberkategorie/2" },
  children: [],
  columns: [],
  ...overrides,
});

export interface CategoryCalls {
  category: number;
  articles: number;
  /** Article ids of price-lists/get, in order, with the company asked for. */
  prices: string[];
  companies: (string | null)[];
  /** The most price requests that were in flight at once. */
  maxInFlight: number;
  posts: unknown[];
}

/** Answers for one category of `n` articles; prices after `priceDelay` ms (0: at once). */
export function categoryApi({ n = 40, articles = rawArticles(n), priceDelay = 0, info = category() } = {}): CategoryCalls {
  const calls: CategoryCalls = { category: 0, articles: 0, prices: [], companies: [], maxInFlight: 0, posts: [] };
  let inFlight = 0;
  useHandlers(
    http.get("*/_hcms/api/product-categories/get", () => {
      calls.category++;
      return HttpResponse.json(info);
    }),
    http.get("*/_hcms/api/product-categories/articles", () => {
      calls.articles++;
      return HttpResponse.json(encodeCategoryAnswer(articles));
    }),
    http.get("*/_hcms/api/objects/price-lists/get", async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const id = params.get("articleId") ?? "";
      calls.prices.push(id);
      calls.companies.push(params.get("companyId"));
      calls.maxInFlight = Math.max(calls.maxInFlight, ++inFlight);
      if (priceDelay) await delay(priceDelay);
      inFlight--;
      const i = Number(id) - 5000;
      return HttpResponse.json({
        itemInUnit: 1,
        scaled_price: [
          { quantity: 1, price: 3 + (i % 7) * 0.5 },
          { quantity: 50, price: 2 + (i % 7) * 0.5 },
        ],
      });
    }),
    http.post("*/_hcms/api/objects/order-items/post", async ({ request }) => {
      calls.posts.push(await request.json());
      await delay(100);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/**
 * Runs `run` with the article ids of the price requests in the order the page sends them: requests sent
 * together may reach the fake (calls.prices) in another order.
 */
export async function withPricesSent(run: (sent: string[]) => Promise<void>): Promise<void> {
  const realFetch = window.fetch;
  const sent: string[] = [];
  window.fetch = (input, init) => {
    const url = new URL(String(input), location.href);
    if (url.pathname.endsWith("/price-lists/get")) sent.push(url.searchParams.get("articleId") ?? "");
    return realFetch(input, init);
  };
  try {
    await run(sent);
  } finally {
    window.fetch = realFetch;
  }
}
