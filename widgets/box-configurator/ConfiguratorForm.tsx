import { useLayoutEffect, useRef } from "react";
import type { BoxCategory, BoxType } from "../../core/api/configurator.ts";
import { fittedSize } from "../../core/configurator/box-geometry.ts";
import { boxLabel, boxLabelParts } from "../../core/configurator/box-label.ts";
import { boxConfigurationQuery, type BoxUrlState, encodeBoxQuery } from "../../core/configurator/box-url.ts";
import { ConfiguredActions } from "../../core/configurator-ui/ConfiguredActions.tsx";
import { LivePricePanel } from "../../core/configurator-ui/LivePricePanel.tsx";
import { type ConfiguredItem, priceOnRequest } from "../../core/configurator-ui/use-configured-order.ts";
import type { RequestState } from "../../core/ui/use-request.ts";
import type { BoxConfiguratorData } from "./box-configurator-data.ts";
import { boxChoice } from "./box-choice.ts";
import { BoxPreview } from "./BoxPreview.tsx";
import { CategoryChoice } from "./CategoryChoice.tsx";
import { DimensionFields } from "./DimensionFields.tsx";
import { ExtrasChoice } from "./ExtrasChoice.tsx";
import { MaterialChoice } from "./MaterialChoice.tsx";
import { TypeChoice } from "./TypeChoice.tsx";
import type { BoxCatalogue } from "./use-box-catalogue.ts";
import { useBoxPrice } from "./use-box-price.ts";
import { AXES, type BoxUrl, type InEffect } from "./use-box-url.ts";

interface Props {
  data: BoxConfiguratorData;
  box: BoxUrl;
  categories: BoxCategory[];
  catalogue: BoxCatalogue;
}

const readyData = <T,>(state: RequestState<T>): T | null => (state.status === "ready" ? state.data : null);

/** The amount in the URL, or the type's smallest order unit (the quantity rules normalise it). */
function amountOf(text: string | null, smallestOrderUnit: number): number {
  return text !== null && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : smallestOrderUnit;
}

/** The configurator: choices on one side, the preview, price and order on the other. */
export function ConfiguratorForm({ data, box, categories, catalogue }: Props) {
  const { url, update, unit } = box;
  const { types, materials } = catalogue;
  const choice = boxChoice({
    url,
    unit,
    texts: box.texts,
    touched: box.touched,
    preset: { categoryId: data.categoryId ?? null, boxId: data.boxId ?? null },
    categories,
    types: readyData(types.state),
    materials: readyData(materials.state),
  });
  const { type, material, configuration } = choice;
  const { price, retry, packagingCents } = useBoxPrice(data, configuration, choice.bulky);
  const amount = amountOf(url.quantity, type?.smallestOrderUnit ?? 1);
  // Every change writes the category and type in effect too, so the link always names them.
  const inEffect: InEffect = { categoryId: choice.categoryId ?? url.categoryId, boxId: type?.id ?? url.boxId };
  const change = (patch: (current: BoxUrlState) => Partial<BoxUrlState>, push = true) =>
    update((current) => ({ ...current, ...inEffect, ...patch(current) }), push);
  useStartSize(data, box, type, inEffect);

  const item: ConfiguredItem | null =
    configuration && type && material
      ? {
          configuration,
          query: boxConfigurationQuery(configuration),
          label: boxLabel(boxLabelParts(configuration, type, material, data.language)),
          articleId: type.articleId,
          articleNumber: type.articleNumber,
          bulky: choice.bulky,
          requestFromAmount: type.requestFromAmount,
          smallestOrderUnit: type.smallestOrderUnit,
          linkQuery: encodeBoxQuery(configuration, amount, unit).toString(),
        }
      : null;

  return (
    <div className="layout">
      <div className="steps">
        <CategoryChoice
          categories={categories}
          chosen={choice.categoryId}
          unknown={choice.unknownCategory}
          onChoose={(categoryId) => change(() => ({ categoryId, boxId: null }))}
        />
        <TypeChoice load={types} choice={choice} onChoose={(next) => change(() => ({ boxId: next.id }))} />
        {type && (
          <>
            {type.extras.length > 0 && (
              <ExtrasChoice
                extras={type.extras}
                chosen={choice.extras}
                onToggle={(id, on) =>
                  change((current) => ({ extras: on ? [...current.extras, id] : current.extras.filter((x) => x !== id) }))
                }
              />
            )}
            <DimensionFields
              type={type}
              choice={choice}
              unit={unit}
              texts={box.texts}
              onText={(axis, text) => box.setText(axis, text, inEffect)}
              onUnit={(next) => box.setUnit(next, inEffect)}
            />
            <MaterialChoice
              load={materials}
              choice={choice}
              onChoose={(materialId) => change(() => ({ materialId }))}
              language={data.language}
            />
          </>
        )}
      </div>
      <div className="summary">
        {/* Until the box types are there, the preview's frame holds its place, so the price below it never moves. */}
        {type ? (
          <BoxPreview type={type} choice={choice} unit={unit} />
        ) : (
          <div className="preview" aria-hidden="true">
            <span className="drawing" />
          </div>
        )}
        <LivePricePanel
          price={price}
          amount={amount}
          country={data.geoLocation}
          smallestOrderUnit={type?.smallestOrderUnit ?? 1}
          packagingCents={packagingCents}
          onRequest={priceOnRequest(item, amount)}
          onRetry={retry}
        />
        <ConfiguredActions
          data={data}
          item={item}
          price={price}
          amount={amount}
          onAmount={(n) => change(() => ({ quantity: String(n) }), false)}
        />
      </div>
    </div>
  );
}

/**
 * Opens the form filled in, as the mat configurator does: once the first type is there, a URL without
 * sizes and untouched fields take the block's start size fitted to the type (before the first paint,
 * so nothing moves), and the drawing, the price and the add button work at once. A link's sizes, and
 * a block's `startSize: null`, leave the fields as they are.
 */
function useStartSize(data: BoxConfiguratorData, box: BoxUrl, type: BoxType | null, inEffect: InEffect) {
  const started = useRef(false);
  useLayoutEffect(() => {
    if (started.current || !type) return;
    started.current = true;
    const named = AXES.some((axis) => box.url[axis] !== null) || box.touched.size > 0;
    if (data.startSize && !named) box.start(fittedSize(type, data.startSize), inEffect);
  }, [type]);
}
