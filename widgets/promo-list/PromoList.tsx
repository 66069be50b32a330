// <shop-promo-list>: the promotional goods (issue 12) from product-categories/promotions
// (docs/decisions/promotions.md), asked again when the selected company changes (prices are per
// company). Ended promotions are left out; each is an article card with its promotion: the promotional
// price with the regular one struck through, remnant badge, maximum, end date and the quick add whose
// stepper keeps the maximum.
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { fetchPromotions } from "../../core/api/listed-articles.ts";
import { ArticleCard } from "../../core/browse-ui/ArticleCard.tsx";
import { nextStepUrls } from "../../core/element/shop-pages.ts";
import { isoToday, promotionEnded } from "../../core/catalog/promotion.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading } from "../../core/ui/Loading.tsx";
import { useRequest } from "../../core/ui/use-request.ts";
import { $company } from "../../core/state/stores.ts";
import type { PromoListData } from "./promo-list-data.ts";

export function PromoList({ data }: { data: PromoListData }) {
  const { t } = useLingui();
  const { baseUrl, language, geoLocation } = data;
  const companyId = useStore($company)?.company.id ?? null;
  const { state, reload } = useRequest(
    (signal) =>
      fetchPromotions({ baseUrl, language, geoLocation, companyId, signal }).then(
        (answer) => answer.articles,
        (error: unknown) => {
          if (!signal.aborted) console.error("[shop-widgets] promotional goods", error);
          throw error;
        },
      ),
    [baseUrl, language, geoLocation, companyId],
    { keep: true },
  );

  if (state.status === "loading") return <Loading className="promo-list" />;
  if (state.status === "error") return <ErrorNotice error={state.error} onRetry={reload} />;
  const today = isoToday();
  const running = state.data.filter((a) => !promotionEnded(a.promotion.endsAt, today));
  return (
    <section className="promo-list" aria-labelledby="promo-list-title" part="content">
      <h2 id="promo-list-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Aktionsware`}
      </h2>
      {running.length === 0 ? (
        <p role="status">{t`Zurzeit gibt es keine Aktionsware.`}</p>
      ) : (
        <ul className="article-cards">
          {running.map(({ promotion, ...article }) => (
            <ArticleCard
              key={article.id}
              article={article}
              promotion={promotion}
              baseUrl={baseUrl}
              geoLocation={geoLocation}
              pages={nextStepUrls(data)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
