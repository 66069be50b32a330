// <shop-promo-list>: the promotional goods (issue 12) from product-categories/promotions
// (docs/decisions/promotions.md), asked again when the selected company changes (prices are per
// company). Ended promotions are left out; each card has the promotional price with the regular one
// struck through, remnant badge, end date, maximum and the quick add whose stepper keeps the maximum.
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { fetchPromotions, type PromoArticle } from "../../core/api/browse.ts";
import { ArticleCard } from "../../core/browse-ui/ArticleCard.tsx";
import { formatEndDate, isoToday, promotionEnded } from "../../core/catalog/promotion.ts";
import { usePriceDisplay } from "../../core/ui/use-price-display.ts";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { Loading } from "../../core/ui/Loading.tsx";
import { useRequest } from "../../core/ui/use-request.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import { toCents } from "../../core/pricing/scale.ts";
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
        <ul className="article-grid">
          {running.map((article) => (
            <PromoCard key={article.id} article={article} data={data} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PromoCard({ article, data }: { article: PromoArticle; data: PromoListData }) {
  const { t } = useLingui();
  const { shown } = usePriceDisplay();
  const money = (net: number) => formatMoney(shown(toCents(net)), data.geoLocation);
  const { price, regularPrice, maxQuantity, endsAt } = article.promotion;
  const remnant = article.product.class_3_description.trim().toLowerCase() === "restant";
  const unit = article.product.unit || t`Stück`;
  const promoPrice = (
    <p className="promo-price">
      <strong>{money(price)}</strong>
      {regularPrice !== null && (
        <s>
          <span className="visually-hidden">{t`statt`} </span>
          {money(regularPrice)}
        </s>
      )}
    </p>
  );
  return (
    <ArticleCard article={article} baseUrl={data.baseUrl} geoLocation={data.geoLocation} quickAdd max={maxQuantity} price={promoPrice}>
      {remnant && <span className="badge">{t`Restposten`}</span>}
      {remnant && <p className="promo-term">{t`Nur solange der Vorrat reicht`}</p>}
      {endsAt && <p className="promo-term">{t`Angebot gilt bis ${formatEndDate(endsAt, data.language)}`}</p>}
      {maxQuantity && <p className="promo-term">{t`höchstens ${maxQuantity} ${unit} pro Bestellung`}</p>}
    </ArticleCard>
  );
}
