// Loads what the product page needs, all in one round trip: the article, the price list and (only
// with a selected company) the company. A new company re-prices without reload: the product stays
// on screen until the new prices are there (core/ui/use-request.ts, `keep`). The element's loader has
// usually sent the first three already (./early.ts): the client takes their answers.
import { useStore } from "@nanostores/react";
import { isUnknownItem } from "../../core/api/client.ts";
import { fetchArticle, fetchCompany, fetchPriceList } from "../../core/api/endpoints.ts";
import type { Article, Company, PriceList } from "../../core/api/schemas.ts";
import type { ProductData } from "../../core/catalog/product-data.ts";
import { $company } from "../../core/state/stores.ts";
import { useRequest } from "../../core/ui/use-request.ts";
import { pageProperties } from "./article-properties.ts";

interface Loaded {
  article: Article;
  priceList: PriceList;
  company: Company | null;
}

export type ProductLoad = { status: "loading" } | { status: "error"; error: unknown } | ({ status: "ready" } & Loaded);

export function useProductData(data: ProductData): { load: ProductLoad; retry: () => void } {
  const companyId = useStore($company)?.company.id ?? null;
  const { baseUrl, language, geoLocation, columns, product } = data;

  const { state, reload } = useRequest<Loaded>(
    async (signal) => {
      const call = { baseUrl, signal };
      try {
        const [article, priceList, company] = await Promise.all([
          fetchArticle({ ...call, id: product.article_id, language, properties: pageProperties(columns) }),
          fetchPriceList({ ...call, articleId: product.article_id, companyId, geoLocation }),
          companyId ? fetchCompany({ ...call, companyId }) : null,
        ]);
        if (!article) throw "not-found";
        if (priceList.scaled_price.length === 0) throw "no-prices";
        return { article, priceList, company };
      } catch (error) {
        // The CMS answers 404 for an article it does not know (docs/api.md).
        throw isUnknownItem(error) ? "not-found" : error;
      }
    },
    [baseUrl, language, geoLocation, columns?.labels, columns?.properties, product.article_id, companyId],
    { keep: true },
  );

  return { load: state.status === "ready" ? { status: "ready", ...state.data } : state, retry: reload };
}
