// The order-items/post body of section 7, built from a product page's product and the chosen amount:
// the product page adds it to the cart, the offer request puts a handed-over article in its session.
import type { OrderItemBody } from "../api/request-schemas.ts";
import type { Product } from "../catalog/product-data.ts";

/** The value of class_3_description that marks a remnant. */
const REMNANT = "Restant";

/** A remnant (Restposten): sold while stock lasts, at most its stock per order. */
export function isRemnant(product: Pick<Product, "class_3_description">): boolean {
  return product.class_3_description.trim() === REMNANT;
}

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
    restant: isRemnant(product) ? "true" : "false",
  };
}
