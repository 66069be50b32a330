import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { fetchMatPrice, type MatPriceQuery } from "../../core/api/configurator.ts";
import { ConfiguredActions } from "../../core/configurator-ui/ConfiguredActions.tsx";
import { useLengthRoundingNote } from "../../core/configurator-ui/length-messages.ts";
import { LivePricePanel } from "../../core/configurator-ui/LivePricePanel.tsx";
import type { ConfiguredItem } from "../../core/configurator-ui/use-configured-order.ts";
import { useLivePrice } from "../../core/configurator-ui/use-live-price.ts";
import { isDrawable, type MatGeometry, matGeometry } from "../../core/configurator/mat-geometry.ts";
import { matProblems } from "../../core/configurator/mat-rules.ts";
import { encodeMatUrl, matConfigurationQuery } from "../../core/configurator/mat-url.ts";
import type { MatConfiguration } from "../../core/api/configuration.ts";
import { $company } from "../../core/state/stores.ts";
import { BoardChoice } from "./BoardChoice.tsx";
import { BorderFields } from "./BorderFields.tsx";
import type { MatConfiguratorData } from "./mat-configurator-data.ts";
import { defaultConfiguration, deriveMat, formOf, type MatForm, type TextKey } from "./mat-form.ts";
import { MatPreview } from "./MatPreview.tsx";
import { OpeningFields } from "./OpeningFields.tsx";
import type { SectionProps } from "./section-props.ts";
import { SizeFields } from "./SizeFields.tsx";
import type { MatCatalogue } from "./use-mat-catalogue.ts";
import { type MatUrlState, useMatUrlState } from "./use-mat-url.ts";
import { useMatTexts } from "./use-mat-texts.ts";
import { usePackagingCents } from "../../core/configurator-ui/use-packaging-cents.ts";

/** What the preview drew last: a geometry and the configuration it came from. */
interface Drawn {
  geometry: MatGeometry;
  configuration: MatConfiguration;
}

/**
 * The configurator once boards and formats are there: the form, kept as typed and mirrored into the
 * page's query while it means a configuration; the rules' messages at their fields; the preview (the
 * last drawable state while a field cannot be read); the live price and the order actions.
 */
export function MatConfiguratorForm({ data, catalogue }: { data: MatConfiguratorData; catalogue: MatCatalogue }) {
  const { materials: boards, formats } = catalogue;
  const fallback = useMemo(() => {
    const board = boards.find((b) => b.id === data.materialId) ?? boards[0];
    return defaultConfiguration(board.id, formats.find((f) => f.id === data.formatId) ?? null);
  }, [boards, formats, data.materialId, data.formatId]);
  const [url, setUrl] = useMatUrlState(fallback, boards, data.geoLocation);
  const [form, setForm] = useState(() => formOf(url.configuration, url.unit, url.quantity));
  // The states this form wrote itself; any other (back, forward) is restored into the form.
  const written = useRef(new WeakSet<MatUrlState>([url]));
  useEffect(() => {
    if (written.current.has(url)) return;
    setForm(formOf(url.configuration, url.unit, url.quantity));
  }, [url]);

  const latest = useRef(form);
  latest.current = form;
  const change = (update: (form: MatForm) => MatForm, push = false) => {
    const next = update(latest.current);
    latest.current = next;
    setForm(next);
    const { configuration } = deriveMat(next, fallback);
    if (!configuration) return;
    const state = { configuration, quantity: next.quantity, unit: next.unit };
    written.current.add(state);
    setUrl(state, push);
  };

  const derived = useMemo(() => deriveMat(form, fallback), [form, fallback]);
  const config = derived.configuration;
  const board = boards.find((b) => b.id === form.materialId) ?? null;
  const geometry = useMemo(() => (config ? matGeometry(config) : null), [config]);
  const problems = useMemo(() => (config && geometry ? matProblems(config, board, geometry) : []), [config, board, geometry]);
  const texts = useMatTexts(form.unit);

  // The window on screen, even where a rule is broken: mode switches keep it where it is.
  const current = config && geometry && isDrawable(geometry) ? geometry : null;
  // The preview shows the last valid state (every rule kept) while a field is wrong, marked as such.
  const valid = config && board && geometry && problems.length === 0 ? config : null;
  const drawn = useRef<Drawn | null>(null);
  if (valid && geometry) drawn.current = { geometry, configuration: valid };
  const shown = drawn.current;

  const message = (key: TextKey): string | null => {
    const typed = derived.problems[key];
    if (typed) return texts.text(key, typed, key === "raise" && form.raiseUnit === "%");
    const atField = problems.filter((p) => p.field === key).map(texts.rule);
    return atField.length > 0 ? atField.join(" ") : null;
  };
  const roundingNote = useLengthRoundingNote();
  const note = (key: TextKey): string | null => {
    const mm = derived.rounded[key];
    return mm === undefined ? null : roundingNote({ ok: true, mm, rounded: true }, form.unit);
  };
  const section: SectionProps = { form, change, message, note, geometry: current, formats };

  const companyId = useStore($company)?.company.id ?? null;
  const priceQuery: MatPriceQuery | null =
    valid && geometry
      ? {
          width: valid.widthMm,
          height: valid.heightMm,
          windowWidth: Math.round(geometry.windowWidthMm),
          windowHeight: Math.round(geometry.windowHeightMm),
          windows: valid.rows * valid.columns,
          materialId: valid.materialId,
        }
      : null;
  const priceKey = priceQuery ? JSON.stringify([priceQuery, companyId, data.geoLocation]) : null;
  const { price, retry } = useLivePrice(priceKey, (signal) =>
    // biome-ignore lint/style/noNonNullAssertion: a key is set only with a query
    fetchMatPrice({ baseUrl: data.baseUrl, companyId, geoLocation: data.geoLocation, signal, mat: priceQuery! }),
  );
  const packagingCents = usePackagingCents(data);

  const item: ConfiguredItem | null =
    valid && board && geometry
      ? {
          configuration: valid,
          query: matConfigurationQuery(valid).toString(),
          label: texts.line(geometry, valid, board),
          articleId: data.articleId,
          articleNumber: data.articleNumber,
          // A mat has no parcel limit: it is sent flat as a parcel, never bulky (docs/elements/mat-configurator.md).
          bulky: false,
          requestFromAmount: null,
          smallestOrderUnit: 1,
          linkQuery: encodeMatUrl(valid, form.quantity, form.unit).toString(),
        }
      : null;

  return (
    <div className="mat-layout">
      <div className="mat-preview-area">
        <MatPreview
          geometry={shown?.geometry ?? null}
          board={board}
          unit={form.unit}
          description={shown ? texts.description(shown.geometry, shown.configuration, board) : ""}
          stale={!valid}
        />
      </div>
      <div className="mat-controls">
        <SizeFields {...section} />
        <OpeningFields {...section} pair={texts.pair} />
        <BorderFields {...section} bordersText={current ? texts.borders(current) : null} />
        <BoardChoice boards={boards} value={form.materialId} onChange={(id) => change((f) => ({ ...f, materialId: id }), true)} />
      </div>
      <div className="mat-buy">
        <LivePricePanel
          price={price}
          amount={form.quantity}
          country={data.geoLocation}
          smallestOrderUnit={1}
          packagingCents={packagingCents}
          onRequest={false}
          onRetry={retry}
        />
        <ConfiguredActions
          data={data}
          item={item}
          price={price}
          amount={form.quantity}
          onAmount={(quantity) => change((f) => ({ ...f, quantity }))}
        />
      </div>
    </div>
  );
}
