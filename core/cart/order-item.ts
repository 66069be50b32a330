// The order-items/post body of section 7, built from a product page's product and the chosen amount:
// the product page adds it to the cart, the offer request puts a handed-over article in its session.
import type { Configuration } from "../api/configuration.ts";
import type { OrderItemBody } from "../api/request-schemas.ts";
import type { Product } from "../catalog/product-data.ts";

/** The value of class_3_description that marks a remnant. */
export const REMNANT = "Restant";

/** The product page's slug: the last segment of its path ('' on the site root). */
export function pageSlug(pathname: string): string {
  return decodeURIComponent(pathname.replace(/\/+$/, "").split("/").pop() ?? "");
}

export function orderItemBody(args: {
  product: Product;
  amount: number;
  unitCents: number;
  sessionId: string;
  companyId: string | null;
  imageUrl: string;
  slug: string;
}): OrderItemBody {
  const { product } = args;
  return {
    volume: product.volume,
    artikel_nummer: product.article_number,
    article_slug: args.slug,
    artikel: product.artikel,
    menge: args.amount,
    sessionid: args.sessionId,
    preis: args.unitCents / 100,
    nettogewicht: product.nettogewicht,
    einheit: product.unit,
    image_url: args.imageUrl,
    article_id: product.article_id,
    companyId: args.companyId,
    description: product.description,
    sperrgut_artikel: product.sperrgut_artikel,
    restant: product.class_3_description.trim() === REMNANT ? "true" : "false",
  };
}

/** What a configured box or mat needs to become an order item besides the amount and session. */
export interface ConfiguredLine {
  configuration: Configuration;
  /** The configurator URL's query that restores it (without quantity and unit). */
  query: string;
  /** The readable line (core/configurator/describe.ts): the item's `artikel` and `description`. */
  label: string;
  articleId: string;
  articleNumber: string;
  /** Above the parcel limit (core/configurator/bulky.ts): sperrgut_artikel. */
  bulky: boolean;
  /** Net weight of one piece in kilograms (the price answer's weightKg). */
  weightKg: number;
  /** The unit the amount counts, as the configurator shows it ("Stück"). */
  unit: string;
}

/**
 * The order-items/post body of a configured article: the configuration and its query carried in the
 * item, the readable line as `artikel`, the net unit price of the applied scale entry as `preis`.
 * A configured article is made to order, never a remnant; it has no picture of its own.
 */
export function configuredOrderItemBody(args: {
  line: ConfiguredLine;
  amount: number;
  unitCents: number;
  sessionId: string;
  companyId: string | null;
  slug: string;
}): OrderItemBody {
  const { line } = args;
  return {
    volume: "",
    artikel_nummer: line.articleNumber,
    article_slug: args.slug,
    artikel: line.label,
    menge: args.amount,
    sessionid: args.sessionId,
    preis: args.unitCents / 100,
    nettogewicht: String(line.weightKg),
    einheit: line.unit,
    image_url: "",
    article_id: line.articleId,
    companyId: args.companyId,
    description: line.label,
    sperrgut_artikel: line.bulky,
    restant: "false",
    configuration: line.configuration,
    configuration_query: line.query,
  };
}
