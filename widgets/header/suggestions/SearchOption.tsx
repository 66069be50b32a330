import { useLingui } from "@lingui/react/macro";
import { type ComponentType, type RefObject, useEffect, useRef, useState } from "react";
import type { ArticleHit, SearchResult } from "../../../core/api/search.ts";
import { useHitKindLabel } from "../../../core/search-ui/hit-kind.ts";
import type { ListedPrice } from "../../../core/browse-ui/listed-price.tsx";
import { adoptKits } from "../../../core/element/lazy-kit.ts";
import type { HeaderData } from "../header-data.ts";
import { NoPicture } from "../../../core/ui/NoPicture.tsx";

type PriceView = typeof ListedPrice;

/** The article card's price with its texts, loaded on the first article hit. */
let priceView: Promise<PriceView> | undefined;
function loadPriceView(i18n: Parameters<typeof adoptKits>[1], anchor: Element): Promise<PriceView> {
  priceView ??= import("../../../core/browse-ui/listed-price.tsx").then(
    async (part) => {
      await adoptKits([part.listedPriceKit], i18n, anchor);
      return part.ListedPrice;
    },
    (error: unknown) => {
      priceView = undefined; // the next article hit tries again
      throw error;
    },
  );
  return priceView;
}

/**
 * One hit: a link with the role of an option, so a click (also in a new tab) follows it natively.
 * Its name is what it shows (title, kind, summary; an article's number and price): a shorter
 * aria-label would hide visible text. An article shows its picture, and its price once it is there.
 */
export function SearchOption({ id, hit, active, data }: { id: string; hit: SearchResult; active: boolean; data: HeaderData }) {
  const { t } = useLingui();
  const label = useHitKindLabel()(hit.type);
  const option = useRef<HTMLAnchorElement>(null);
  const picture = hit.type === "ARTICLE" ? hit.product.images[0] : hit.imageUrl;
  return (
    <a
      role="option"
      id={id}
      ref={option}
      href={hit.url}
      tabIndex={-1}
      aria-selected={active}
      className={active ? "option active" : "option"}
    >
      {picture !== undefined && (
        <span className="option-picture">{picture ? <img src={picture} alt="" width="48" height="36" /> : <NoPicture />}</span>
      )}
      <span className="option-title">{hit.title}</span>
      {label && <span className="option-type">{label}</span>}
      {hit.type === "ARTICLE" ? (
        <span className="option-description">
          {t`Art.-Nr. ${hit.product.article_number}`} <ArticlePrice hit={hit} option={option} data={data} />
        </span>
      ) : (
        hit.description && <span className="option-description">{hit.description}</span>
      )}
    </a>
  );
}

/** The visitor's price of an article hit, asked for while its option is on screen (core/browse-ui/price-queue.ts). */
function ArticlePrice({ hit, option, data }: { hit: ArticleHit; option: RefObject<HTMLAnchorElement | null>; data: HeaderData }) {
  const { i18n } = useLingui();
  const [Price, setPrice] = useState<ComponentType<Parameters<PriceView>[0]> | null>(null);
  useEffect(() => {
    if (!option.current) return;
    loadPriceView(i18n, option.current).then(
      (view) => setPrice(() => view),
      // The hit stays without its price.
      (error: unknown) => console.error("[shop-widgets] cannot load the search hits' prices", error),
    );
  }, []);
  return (
    <strong className="option-price">
      {Price && (
        <Price
          near={option}
          articleId={hit.product.article_id}
          product={hit.product}
          baseUrl={data.baseUrl}
          geoLocation={data.geoLocation}
        />
      )}
    </strong>
  );
}

/** The option that loads the next page of hits. */
export function MoreOption({ id, active, loading, onChoose }: { id: string; active: boolean; loading: boolean; onChoose: () => void }) {
  const { t } = useLingui();
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: a listbox option: focus stays in the search input (aria-activedescendant)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (Enter chooses the active option)
    <div
      role="option"
      id={id}
      aria-selected={active}
      aria-disabled={loading}
      className={active ? "option more active" : "option more"}
      onClick={onChoose}
    >
      {loading ? t`Weitere Treffer werden geladen …` : t`Weitere Treffer laden`}
    </div>
  );
}
