// Order items for tests (the body of POST objects/order-items/post, section 7), built in one place:
// plain ones for the API contract tests, and the ones the product page would post for a fixture
// article of the demo's fake (demo/mocks/fixtures.ts), put into a session's cart through the API.
import { postOrderItem } from "../../core/api/endpoints.ts";
import type { OrderItemBody } from "../../core/api/request-schemas.ts";
import { findArticle } from "../../demo/mocks/catalogue.ts";
import { articlePriceList } from "../../demo/mocks/promotions.ts";

/** An order item of `menge` × article `article_id` in session `sessionid`, with plain values for the rest. */
export const orderItem = (item: Pick<OrderItemBody, "article_id" | "menge" | "sessionid"> & Partial<OrderItemBody>): OrderItemBody => ({
  volume: "0.01",
  artikel_nummer: `A-${item.article_id}`,
  article_slug: "",
  artikel: `Artikel ${item.article_id}`,
  preis: 4.9,
  nettogewicht: "0.3",
  einheit: "Stück",
  image_url: "",
  companyId: null,
  description: "",
  sperrgut_artikel: false,
  restant: "false",
  ...item,
});

/** The order item the product page posts for fixture article `articleId` at `amount` (the net unit price of its scale). */
export function fixtureOrderItem(articleId: string, amount: number, sessionid: string): OrderItemBody {
  const article = findArticle(articleId);
  if (!article) throw new Error(`no fixture article ${articleId}`);
  const { product } = article;
  const scale = articlePriceList(article, null, "de").scaled_price.filter((s) => s.quantity <= amount);
  return orderItem({
    article_id: articleId,
    menge: amount,
    sessionid,
    volume: String(product.volume ?? ""),
    artikel_nummer: String(product.article_number),
    artikel: String(product.artikel),
    preis: scale.at(-1)?.price ?? 0,
    nettogewicht: String(product.nettogewicht ?? ""),
    einheit: String(product.unit ?? ""),
    sperrgut_artikel: String(product.sperrgut_artikel) === "true",
  });
}

/** Puts fixture articles into a session's cart (by default the visitor's) through the fake API, as the product page would. */
export async function addToCart(
  lines: [articleId: string, amount: number][],
  sessionid = localStorage.getItem("sessionid")!,
): Promise<void> {
  for (const [id, amount] of lines) await postOrderItem({ baseUrl: "", body: fixtureOrderItem(id, amount, sessionid) });
}
