// What an element knows when something worth reporting happens (track.ts), in its own terms; the
// part loaded on consent (ga4.ts) turns it into GA4's e-commerce shape. Types only: no bytes.
import type { Product } from "../catalog/product-data.ts";

/** An article at an amount and its net unit price (the scale entry of that amount). */
export interface ArticleFacts {
  product: Pick<Product, "artikel" | "article_number">;
  amount: number;
  unitCents: number;
  /** The visitor's country (the block's geoLocation): the currency. */
  country: string;
}

/** The facts of each shop event, by GA4's event name. */
export interface ShopFacts {
  view_item: ArticleFacts;
  add_to_cart: ArticleFacts;
}

export type ShopFactName = keyof ShopFacts;
