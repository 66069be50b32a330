// What an element knows when something worth reporting happens (track.ts), in its own terms; the
// part loaded on consent (ga4.ts) turns it into GA4's e-commerce shape. Types only: no bytes.
import type { CartLine } from "../api/cart.ts";
import type { Deal } from "../api/deal.ts";
import type { Configuration } from "../api/configuration.ts";
import type { Product } from "../catalog/product-data.ts";

type Named = Pick<Product, "artikel" | "article_number">;

/** An article at an amount and its net unit price (the scale entry of that amount). */
export interface ArticleFacts {
  product: Named;
  amount: number;
  unitCents: number;
  /** The visitor's country (the block's geoLocation): the currency. */
  country: string;
}

/** A configured box or mat added to the cart: its type's article, its readable line and measures. */
export interface ConfiguredFacts {
  articleNumber: string;
  label: string;
  configuration: Configuration;
  amount: number;
  unitCents: number;
  country: string;
}

/** A list of articles: GA4's item_list_id and item_list_name. */
export interface ShopList {
  id: string;
  name: string;
}

/** An article's place in a list (0-based over the whole list, not the page). */
export interface ListPlace extends ShopList {
  index: number;
}

/** A list of articles as shown: the articles in their order from `first` (0-based). */
export interface ListFacts {
  list: ShopList;
  products: readonly Named[];
  first: number;
}

/** An article picked from a list, at its place in it. */
export interface PickFacts {
  list: ListPlace;
  product: Named;
}

/** A cart line whose amount changed by `quantity` (its unit price at the amount `line` has). */
export interface CartChangeFacts {
  line: CartLine;
  quantity: number;
  country: string;
}

/** Cart lines priced from their own price lists. */
export interface LinesFacts {
  lines: CartLine[];
  country: string;
}

/** The facts of each shop event, by GA4's event name. */
export interface ShopFacts {
  view_item: ArticleFacts;
  add_to_cart: ArticleFacts | ConfiguredFacts | CartChangeFacts;
  view_item_list: ListFacts;
  select_item: PickFacts;
  view_cart: LinesFacts;
  remove_from_cart: CartChangeFacts;
  begin_checkout: LinesFacts;
  add_shipping_info: LinesFacts & { shippingTier: string };
  add_payment_info: LinesFacts & { paymentType: string };
  /** An order's deal as the thank-you page read it back; `country` the delivery's. */
  purchase: { deal: Deal; country: string };
  /** An offer request sent: its deal and net goods value. */
  generate_lead: { dealId: string; netCents: number; country: string };
  search: { term: string; resultCount: number };
}

export type ShopFactName = keyof ShopFacts;
