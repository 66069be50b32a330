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
