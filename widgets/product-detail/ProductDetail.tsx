import type { I18n } from "@lingui/core";
import { useStore } from "@nanostores/react";
import { useLingui } from "@lingui/react/macro";
import { type ComponentType, useEffect, useMemo, useRef, useState } from "react";
import type { Article, Company, PriceList } from "../../core/api/schemas.ts";
import { deliveryTiers, tierFor } from "../../core/catalog/delivery-time.ts";
import { scaleEntryFor, toScale } from "../../core/pricing/scale.ts";
import { vatPercentFor } from "../../core/pricing/vat.ts";
import { type ProductData, productUnit } from "../../core/catalog/product-data.ts";
import { propertyRows } from "../../core/catalog/product-properties.ts";
import { initialAmount, type QuantityRules } from "../../core/catalog/quantity.ts";
import { nextStepUrls, offerForArticleUrl, shopPageUrl } from "../../core/element/shop-pages.ts";
import { shopPageOnShop } from "../../core/element/partner-site.ts";
import { useKeepClear } from "../../core/ui/keep-clear.ts";
import { formatMoney } from "../../core/pricing/money.ts";
import { netLineCents } from "../../core/pricing/scale.ts";
import { displayCents } from "../../core/pricing/vat.ts";
import { DeliveryFacts } from "./DeliveryFacts.tsx";
import { BreakableText } from "../../core/ui/BreakableText.tsx";
import { imageList } from "../../core/element/site-url.ts";
import { $selectedVat, $showVAT } from "../../core/state/stores.ts";
import { effectiveShowVAT } from "../../core/pricing/vat.ts";
import { ErrorNotice } from "../../core/ui/ErrorNotice.tsx";
import { FallbackSlot } from "./FallbackSlot.tsx";
import { FOCUS_HOME } from "../../core/ui/focus-keeper.ts";
import { Loading, Placeholder } from "../../core/ui/Loading.tsx";
import { PopupButton } from "../../core/ui/PopupButton.tsx";
import { Translated } from "../../core/ui/WidgetShell.tsx";
import { ImageSlider } from "./ImageSlider.tsx";
import { PriceBox } from "./PriceBox.tsx";
import { ProductTrail } from "./ProductTrail.tsx";
import { PropertiesList } from "./PropertiesList.tsx";
import { useAddToCart } from "../../core/ui/use-add-to-cart.ts";
import { type JsonLdLoader, useStructuredData } from "../../core/ui/use-structured-data.ts";
import type { ProductPageFacts } from "../../core/seo/product-structured-data.ts";
import type { RelatedProps } from "./RelatedSections.tsx";
import { useOnlyProductOnPage } from "./only-product.ts";
import { useProductData } from "./use-product-data.ts";
import { useViewItem } from "./use-view-item.ts";

/** Requests start at once, in parallel with the catalog; the product shows when all are there. */
export function ProductPage({ data, i18n }: { data: ProductData; i18n: I18n | null }) {
  const { load, retry } = useProductData(data);
  const onlyProduct = useOnlyProductOnPage();
  return (
    <Translated
      i18n={i18n}
      placeholder={
        <>
          <div className="breadcrumbs" />
          <Placeholder className="product">
            <FallbackSlot />
          </Placeholder>
        </>
      }
    >
      {/* The placeholders reserve the page's space, so the page does not jump; the page's fallback shows in them. */}
      <ProductTrail data={data} />
      {load.status === "loading" ? (
        <Loading className="product">
          <FallbackSlot />
        </Loading>
      ) : load.status === "error" ? (
        <ErrorNotice error={load.error} onRetry={retry} />
      ) : (
        <LoadedProduct data={data} article={load.article} priceList={load.priceList} company={load.company} buyBar={onlyProduct} />
      )}
    </Translated>
  );
}

const loadJsonLd: JsonLdLoader<Omit<ProductPageFacts, "pageUrl">> = () =>
  import("../../core/seo/product-structured-data.ts").then((m) => m.productJsonLd);
const loadDeliveryTimes = () => import("./DeliveryTimesDialog.tsx");
const loadDeliveryConditions = () => import("./DeliveryConditionsDialog.tsx");

/** The article's images (checked by ArticleSchema), else the block's. */
function imagesOf(article: Article, fallback: string[]): string[] {
  const listed = imageList(article.properties.image_urls);
  return listed.length > 0 ? listed : fallback;
}

interface LoadedProps {
  data: ProductData;
  article: Article;
  priceList: PriceList;
  company: Company | null;
  /** Whether the phone's buy bar is this element's (the page's only product). */
  buyBar: boolean;
}

function LoadedProduct({ data, article, priceList, company, buyBar }: LoadedProps) {
  const { t } = useLingui();
  const { product, geoLocation } = data;
  const showVAT = effectiveShowVAT(company, useStore($showVAT));
  const selectedVat = useStore($selectedVat);
  const promotion = priceList.promotion ?? null;
  const rules: QuantityRules = {
    itemInUnit: priceList.itemInUnit,
    smallestOrderUnit: product.kleinste_bestelleinheit,
    max: promotion?.maxQuantity ?? undefined,
  };
  const [amount, setAmount] = useState(() => initialAmount(rules));
  const { adding, add } = useAddToCart();

  const scale = useMemo(() => toScale(priceList.scaled_price), [priceList]);
  const images = useMemo(() => imagesOf(article, product.images), [article, product.images]);
  const props = article.properties;
  const articleThreshold = Number(props.requested_delivery_amount);
  const threshold = articleThreshold > 0 ? articleThreshold : product.requested_delivery_amount;
  const requestThreshold = threshold !== undefined && threshold > 0 ? threshold : undefined;
  const tiers = deliveryTiers(props, requestThreshold);
  const unit = productUnit(product);
  const vatPercent = vatPercentFor(company?.ust, selectedVat);
  const availability = typeof props.availability === "string" ? props.availability.trim() : "";
  const title = useRef<HTMLHeadingElement>(null);
  useKeepClear(title); // the confirmation after adding never covers it
  // What search engines read: the product and the first price as shown here (gross or net).
  const searchFacts = useMemo(
    () => ({ product, availability, images, priceList, requestThreshold, showVAT, vatPercent, country: geoLocation }),
    [product, availability, images, priceList, requestThreshold, showVAT, vatPercent, geoLocation],
  );
  useStructuredData(title, loadJsonLd, searchFacts);
  useViewItem(product, amount, scale, geoLocation);

  const onAdd = () => {
    const entry = scaleEntryFor(scale, amount);
    // The company of the price list on screen, so price and company always match.
    const companyId = company?.id ?? null;
    if (entry)
      void add({
        baseUrl: data.baseUrl,
        product,
        amount,
        unitCents: entry.unitCents,
        companyId,
        imageUrl: images[0] ?? "",
        pages: nextStepUrls(data),
        country: geoLocation,
      });
  };

  return (
    <>
      <article className="product" aria-labelledby="headline">
        <ImageSlider images={images} name={product.artikel} />
        <div className="details">
          <h1 id="headline" part="headline" tabIndex={-1} {...FOCUS_HOME} ref={title}>
            {product.artikel}
          </h1>
          <p className="article-number">
            <BreakableText text={product.article_number} sentence={t`Art.-Nr. ${product.article_number}`} />
          </p>
          {product.description && <p className="description">{product.description}</p>}
          <PriceBox
            amount={amount}
            onAmount={setAmount}
            rules={rules}
            scale={scale}
            unit={unit}
            country={geoLocation}
            showVAT={showVAT}
            vatPercent={vatPercent}
            requestThreshold={requestThreshold}
            promotion={promotion}
            language={data.language}
            cartHref={shopPageOnShop("cart", data)}
            buyBar={buyBar}
            offerHref={(n) => offerForArticleUrl(shopPageUrl("offer", data), product.article_id, n)}
            adding={adding}
            onAdd={onAdd}
          />
          <DeliveryFacts
            baseUrl={data.baseUrl}
            country={geoLocation}
            bulky={product.sperrgut_artikel}
            availability={availability}
            tier={tierFor(tiers, amount)}
            amount={amount}
            unit={unit}
            goodsNetCents={netLineCents(scale, amount) ?? 0}
            shown={(cents) => formatMoney(displayCents(cents, showVAT, vatPercent), geoLocation)}
            money={(cents) => formatMoney(cents, geoLocation)}
          />
          <div className="links">
            {tiers.length > 0 && (
              <PopupButton
                label={t`Lieferzeiten`}
                load={loadDeliveryTimes}
                props={{ tiers, currentId: tierFor(tiers, amount)?.id, unit }}
              />
            )}
            {data.info_popup_text.trim() !== "" && (
              <PopupButton label={t`Lieferbedingungen`} load={loadDeliveryConditions} props={{ html: data.info_popup_text }} />
            )}
          </div>
          <PropertiesList rows={propertyRows(data.columns, props, geoLocation)} />
        </div>
      </article>
      <Related data={data} article={article} />
    </>
  );
}

/**
 * The related and accessory rows (RelatedSections.tsx): their chunk loads once the product is on
 * screen, never before; without it (a dead network) the page simply has no rows, and says so in the console.
 */
function Related(props: RelatedProps) {
  const [Part, setPart] = useState<ComponentType<RelatedProps> | null>(null);
  useEffect(() => {
    import("./RelatedSections.tsx").then(
      (module) => setPart(() => module.default),
      (error: unknown) => console.error("[shop-widgets] cannot load the related articles", error),
    );
  }, []);
  return Part && <Part {...props} />;
}
