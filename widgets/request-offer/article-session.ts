// A handed-over article becomes an order item before it can be requested (a deal's lines are order
// items). It goes into a session of its own, not into the visitor's cart: the cart stays as it is,
// and the offer holds exactly that article. The session is kept in the draft, and the item is posted
// only when that session does not hold it yet, so a retry or a reload never adds it twice.
import { fetchCart } from "../../core/api/cart.ts";
import { fetchPriceList, postOrderItem } from "../../core/api/endpoints.ts";
import { orderItemBody } from "../../core/cart/order-item.ts";
import { scaleEntryFor, toScale } from "../../core/pricing/scale.ts";
import { newRequestId } from "../../core/order/request-id.ts";
import { offerSource, type HandedOverArticle } from "./offer-data.ts";
import { $offerDraft, updateOfferDraft } from "./draft.ts";

export interface ArticleSessionCall {
  baseUrl: string;
  signal?: AbortSignal;
  language: string;
  article: HandedOverArticle;
  companyId: string | null;
  /** Lower case; the price list is the one for this country. */
  country: string;
}

/** The id of the session holding the article as its order item. */
export async function ensureArticleSession(call: ArticleSessionCall): Promise<string> {
  const { baseUrl, article, companyId, country } = call;
  const base = { baseUrl, ...(call.signal ? { signal: call.signal } : {}) };
  const source = offerSource({ article });
  const kept = $offerDraft.get().articleSession;
  const sessionId = kept?.source === source ? kept.sessionId : `offer-${newRequestId()}`;
  if (kept?.sessionId !== sessionId) updateOfferDraft({ articleSession: { source, sessionId } });

  const { product, amount } = article;
  const cart = await fetchCart({ ...base, sessionId, companyId, geoLocation: country, language: call.language });
  if (cart.items.some((item) => item.article_id === product.article_id)) return sessionId;

  const priceList = await fetchPriceList({ ...base, articleId: product.article_id, companyId, geoLocation: country });
  const unitCents = scaleEntryFor(toScale(priceList.scaled_price), amount)?.unitCents ?? 0;
  const body = orderItemBody({ product, amount, unitCents, sessionId, companyId, imageUrl: product.images[0] ?? "", slug: article.slug });
  await postOrderItem({ ...base, body });
  return sessionId;
}
