// The result view of <shop-tracking>, loaded with the first search (load-parts.ts):
// the orders found with their parcels, timelines and the carriers' links; its CSS and its texts (a
// catalog of this folder's own) join the element only now (core/element/lazy-kit.ts).
import { useLingui } from "@lingui/react/macro";
import { type Ref, useLayoutEffect, useRef, useState } from "react";
import type { DeliveryOrder } from "../../../core/api/delivery.ts";
import type { Kit } from "../../../core/element/kit.ts";
import { carrierConfigs } from "../../../core/tracking/carriers.ts";
import { useLazyKits } from "../../../core/ui/use-lazy-kits.ts";
import type { TrackingData } from "../tracking-data.ts";
import type { SearchState } from "../use-delivery-search.ts";
import { formatDay } from "./dates.ts";
import { OrderView } from "./OrderView.tsx";
import catalog from "../../../locales/tracking-results.ts";
import css from "./results.css";

const KITS: readonly Kit[] = [{ css, catalog }];

type Ready = Extract<SearchState, { status: "ready" }>;

export function Results({ data, state }: { data: TrackingData; state: Ready }) {
  const anchor = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = useLazyKits(KITS, anchor);
  const carriers = carrierConfigs(data.carriers);
  // Focus goes to what was found after a search the shopper started, not after the page's own.
  useLayoutEffect(() => {
    if (ready && state.byShopper) heading.current?.focus();
  }, [ready, state.id]);
  const { orders } = state.answer;

  return (
    <div ref={anchor} className="found">
      {ready &&
        ("contactId" in state.query ? (
          <RecentOrders data={data} orders={orders} carriers={carriers} headingRef={heading} />
        ) : (
          orders.map((order, i) => (
            <OrderView key={order.orderNumber} data={data} order={order} carriers={carriers} headingRef={i === 0 ? heading : undefined} />
          ))
        ))}
    </div>
  );
}

interface RecentProps {
  data: TrackingData;
  orders: DeliveryOrder[];
  carriers: ReturnType<typeof carrierConfigs>;
  headingRef: Ref<HTMLHeadingElement>;
}

/** A logged-in contact's recent orders, each to open. */
function RecentOrders({ data, orders, carriers, headingRef }: RecentProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<string | null>(orders.length === 1 ? (orders[0]?.orderNumber ?? null) : null);
  return (
    <section className="recent" aria-labelledby="recent-title">
      <h3 id="recent-title" ref={headingRef} tabIndex={-1}>
        {t`Ihre letzten Bestellungen`}
      </h3>
      {orders.length === 0 ? (
        <p>{t`Sie haben noch keine Bestellungen, deren Lieferung wir verfolgen können.`}</p>
      ) : (
        <ul className="recent-list">
          {orders.map((order) => {
            const number = order.orderNumber;
            const expanded = open === number;
            const date = formatDay(order.orderedAt, i18n.locale);
            return (
              <li key={number}>
                <button type="button" className="open-order" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : number)}>
                  {t`Bestellung ${number} vom ${date}`}
                </button>
                {expanded && <OrderView data={data} order={order} carriers={carriers} titled={false} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
