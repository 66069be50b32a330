// Loads what the product page needs, all in one round trip: the article, the price list and (only
// with a selected company) the company. A new company re-prices without reload.
import { useStore } from "@nanostores/react";
import { useLayoutEffect, useState } from "react";
import { ApiError } from "../../core/api/client.ts";
import { fetchArticle, fetchCompany, fetchPriceList } from "../../core/api/endpoints.ts";
import type { Article, Company, PriceList } from "../../core/api/schemas.ts";
import { columnProperties } from "../../core/catalog/product-properties.ts";
import type { ProductData } from "../../core/catalog/product-data.ts";
import { $company } from "../../core/state/stores.ts";

export type ProductLoad =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "ready"; article: Article; priceList: PriceList; company: Company | null };

export function useProductData(data: ProductData): { load: ProductLoad; retry: () => void } {
  const companyId = useStore($company)?.company.id ?? null;
  const [load, setLoad] = useState<ProductLoad>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const { baseUrl, language, geoLocation, columns, product } = data;

  // A layout effect starts the requests right after the first render, not a frame later.
  useLayoutEffect(() => {
    const controller = new AbortController();
    const call = { baseUrl, signal: controller.signal };
    setLoad((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    Promise.all([
      fetchArticle({ ...call, id: product.article_id, language, properties: columnProperties(columns) }),
      fetchPriceList({ ...call, articleId: product.article_id, companyId, geoLocation }),
      companyId ? fetchCompany({ ...call, companyId }) : null,
    ]).then(
      ([article, priceList, company]) => {
        if (controller.signal.aborted) return;
        if (!article) setLoad({ status: "error", error: "not-found" });
        else if (priceList.scaled_price.length === 0) setLoad({ status: "error", error: "no-prices" });
        else setLoad({ status: "ready", article, priceList, company });
      },
      (error: unknown) => {
        // The CMS answers 404 for an article it does not know (docs/api.md).
        const notFound = error instanceof ApiError && error.status === 404;
        if (!controller.signal.aborted) setLoad({ status: "error", error: notFound ? "not-found" : error });
      },
    );
    return () => controller.abort();
  }, [baseUrl, language, geoLocation, columns?.labels, columns?.properties, product.article_id, companyId, attempt]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}
