// <shop-promo-list>: the promotional goods (issue 12) from product-categories/promotions
// (docs/decisions/promotions.md), asked again when the selected company changes (prices are per
// company). Ended promotions are left out; each is an article card with its promotion: the promotional
// price with the regular one struck through, remnant badge, maximum, end date and the quick add whose
// stepper keeps the maximum. A start page shows a row of them (`limit`) with a link to all (`allUrl`).
import { useViewItemList } from "../../core/analytics/list-events.ts";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { fetchPromotions } from "../../core/api/listed-articles.ts";
import { ArticleCard, ArticleCardPlaceholder } from "../../core/browse-ui/ArticleCard.tsx";
import { nextStepUrls } from "../../core/element/shop-pages.ts";
import { isoToday, promotionEnded } from "../../core/catalog/promotion.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading } from "../../core/ui/Loading.tsx";
import { useRequest } from "../../core/ui/use-request.ts";
import { $company } from "../../core/state/stores.ts";
import type { PromoListData } from "./promo-list-data.ts";

/** The list for analytics. */
const PROMOTIONS = { id: "promotions", name: "Promotions" };

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

  const today = isoToday();
  const running = state.status === "ready" ? state.data.filter((a) => !promotionEnded(a.promotion.endsAt, today)).slice(0, data.limit) : [];
  useViewItemList(PROMOTIONS, state.status === "ready" ? running.map((article) => article.product) : null);
  if (state.status === "loading" && data.limit === undefined) return <Loading className="promo-list" />;
  if (state.status === "error") return <ErrorNotice error={state.error} onRetry={reload} />;
  return (
    <section className="promo-list" aria-labelledby="promo-list-title" part="content">
      <h2 id="promo-list-title" tabIndex={-1} {...FOCUS_HOME}>
        {t`Aktionsware`}
      </h2>
      {state.status === "loading" ? (
        // A row of known length (`limit`): each card's place at its final size while the list loads.
        <Loading className="promo-list-pending">
          <ul className="article-cards">
            {Array.from({ length: data.limit ?? 0 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: places, not articles
              <ArticleCardPlaceholder key={i} promotion />
            ))}
          </ul>
        </Loading>
      ) : running.length === 0 ? (
        <p role="status">{t`Zurzeit gibt es keine Aktionsware.`}</p>
      ) : (
        <ul className="article-cards">
          {running.map(({ promotion, ...article }, index) => (
            <ArticleCard
              key={article.id}
              list={{ ...PROMOTIONS, index }}
              article={article}
              promotion={promotion}
              baseUrl={baseUrl}
              geoLocation={geoLocation}
              pages={nextStepUrls(data)}
            />
          ))}
        </ul>
      )}
      {data.allUrl && (
        <p className="promo-all">
          <a href={data.allUrl}>{t`Alle Aktionen ansehen`}</a>
        </p>
      )}
    </section>
  );
}
