// List articles (core/api/browse.ts ListArticleSchema) for the tests of the related rows and the
// promotional list: each a product page link, a product block and a few filter columns.
import { productBlock } from "./product-api.ts";

export function listArticle(id: string, name: string, product: Record<string, unknown> = {}, properties: Record<string, string> = {}) {
  return {
    id,
    url: `/produkt/${id}`,
    product: {
      ...productBlock().product,
      article_id: id,
      artikel: name,
      article_number: `N-${id}`,
      images: [`/demo-images/${id}.svg`],
      ...product,
    },
    properties: { artnr: `N-${id}`, material: "Archivkarton", ...properties },
    listPriceFrom: 3.6,
  };
}
