// The demo's promotional goods (docs/api.md#promotions): twelve special offers across the categories,
// each a percentage off the list scale, most with a maximum per order and an end date; and every
// remnant (class_3_description 'Restant'), whose maximum is its stock and which ends when sold out.
// End dates are counted from today (UTC), so the list never shows a promotion that has ended; tests
// compare against promotionEndDate().
import type { PriceList } from "../../core/api/schemas.ts";
import { allArticles, findArticle } from "./catalogue.ts";
import { generatedId } from "./catalogue-generator.ts";
import { BROWSE_CATEGORY } from "./catalogue-tree.ts";
import { customerPriceList, type FixtureArticle } from "./fixtures.ts";

export interface ArticlePromotion {
  /** Percent off the list scale; 0 for a remnant (its list price is already the remnant's). */
  percentOff: number;
  maxQuantity: number | null;
  endsAt: string | null;
  remnant: boolean;
}

/** [category, index of the generated article, percent off, max per order, ends in days]. */
const SPECIAL_OFFERS: readonly [number, number, number, number | null, number | null][] = [
  [BROWSE_CATEGORY.boxesBySize, 12, 15, 50, 9],
  [BROWSE_CATEGORY.boxesBySize, 345, 20, 20, 16],
  [BROWSE_CATEGORY.boxesBySize, 1207, 10, null, 30],
  [BROWSE_CATEGORY.boxesBySize, 1888, 25, 50, 45],
  [BROWSE_CATEGORY.folders, 7, 15, 100, 21],
  [BROWSE_CATEGORY.sleeves, 33, 20, 200, 12],
  [BROWSE_CATEGORY.standardMats, 4, 15, 20, 60],
  [BROWSE_CATEGORY.standardMats, 61, 10, null, 28],
  [BROWSE_CATEGORY.papers, 18, 20, 50, 5],
  [BROWSE_CATEGORY.tissue, 9, 15, null, 40],
  [BROWSE_CATEGORY.accessories, 1, 10, 30, 75],
  [BROWSE_CATEGORY.tubes, 11, 15, 10, 19],
];

/** The ISO date `days` after today (UTC): a promotion's last day. */
export function promotionEndDate(days: number, today = new Date()): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);
}

const offers = new Map(
  SPECIAL_OFFERS.map(([category, index, percentOff, maxQuantity, days]) => [
    generatedId(category, index),
    { percentOff, maxQuantity, days },
  ]),
);

/** What one order step adds: the packing unit times the smallest order unit (the quantity rules). */
const orderStep = (article: FixtureArticle) => article.itemInUnit * (Number(article.product.kleinste_bestelleinheit) || 1);

/** A maximum the quantity rules can reach: a whole number of order steps, at least one. */
const reachable = (max: number, article: FixtureArticle) => Math.ceil(max / orderStep(article)) * orderStep(article);

/** The article's promotion, or undefined. */
export function promotionOf(article: FixtureArticle): ArticlePromotion | undefined {
  if (article.product.class_3_description === "Restant") {
    const stock = Number(article.properties.stueckzahl);
    return { percentOff: 0, maxQuantity: stock >= 1 ? stock : null, endsAt: null, remnant: true };
  }
  const offer = offers.get(article.id);
  if (!offer) return undefined;
  const endsAt = offer.days === null ? null : promotionEndDate(offer.days);
  const maxQuantity = offer.maxQuantity === null ? null : reachable(offer.maxQuantity, article);
  return { percentOff: offer.percentOff, maxQuantity, endsAt, remnant: false };
}

const promotionalScale = (article: FixtureArticle, promotion: ArticlePromotion) =>
  article.scale.map((s) => ({ quantity: s.quantity, price: Math.round(s.price * (100 - promotion.percentOff)) / 100 }));

/** price-lists/get: the promotional scale and terms for a promoted article, else the list (fixtures.ts). */
export function articlePriceList(article: FixtureArticle, companyId: string | null, geoLocation: string): PriceList {
  const promotion = promotionOf(article);
  if (!promotion) return customerPriceList(article.itemInUnit, article.scale, companyId, geoLocation);
  const list = customerPriceList(article.itemInUnit, promotionalScale(article, promotion), companyId, geoLocation);
  return { ...list, promotion: { maxQuantity: promotion.maxQuantity, endsAt: promotion.endsAt } };
}

/** The refusal of order-items/post and update when a session's amount would pass the maximum; null if allowed. */
export function promotionRefusal(articleId: string, sessionAmount: number) {
  const article = findArticle(articleId);
  const max = article && promotionOf(article)?.maxQuantity;
  if (!max || sessionAmount <= max) return null;
  return {
    code: "promotion_max" as const,
    message: `Von diesem Aktionsartikel sind höchstens ${max} ${article.product.unit || "Stück"} je Bestellung möglich.`,
    max,
  };
}

/** Every promoted article with its promotion, soonest end first (remnants, which end when sold out, last). */
export function promotedArticles(): { article: FixtureArticle; promotion: ArticlePromotion }[] {
  const promoted = allArticles().flatMap((article) => {
    const promotion = promotionOf(article);
    return promotion ? [{ article, promotion }] : [];
  });
  const end = (p: ArticlePromotion) => p.endsAt ?? "9999-12-31";
  return promoted.sort((a, b) => end(a.promotion).localeCompare(end(b.promotion)) || a.article.id.localeCompare(b.article.id));
}
