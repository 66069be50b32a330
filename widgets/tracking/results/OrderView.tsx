import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import type { DeliveryOrder } from "../../../core/api/delivery.ts";
import type { CarrierConfig } from "../../../core/tracking/carriers.ts";
import type { TrackingData } from "../tracking-data.ts";
import { formatDay } from "./dates.ts";
import { ForwarderView } from "./ForwarderView.tsx";
import { ParcelView } from "./ParcelView.tsx";

interface OrderViewProps {
  data: TrackingData;
  order: DeliveryOrder;
  carriers: Record<string, CarrierConfig>;
  /** The heading, when it is where focus goes after a search. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  /** Inside the contact's list the order's button names it: no heading of its own. */
  titled?: boolean;
}

/** One order: its number and date, then its parcels, its forwarder, or that it is being prepared. */
export function OrderView({ data, order, carriers, headingRef, titled = true }: OrderViewProps) {
  const { t, i18n } = useLingui();
  const number = order.orderNumber;
  const count = order.parcels.length;
  const date = formatDay(order.orderedAt, i18n.locale);
  return (
    <article className="order" aria-label={t`Bestellung ${number}`} part="order">
      {titled && (
        <h3 ref={headingRef} tabIndex={-1}>
          {t`Bestellung ${number}`}
        </h3>
      )}
      <p className="ordered">{t`Bestellt am ${date}`}</p>
      {order.deliveryType === "freight-forwarder" ? (
        <ForwarderView forwarder={order.forwarder} />
      ) : count === 0 ? (
        <p className="preparing">{t`Ihre Bestellung wird vorbereitet. Sobald sie versandt ist, sehen Sie hier ihre Pakete.`}</p>
      ) : (
        <ol className="parcels">
          {order.parcels.map((parcel, i) => (
            <ParcelView
              key={parcel.trackingNumber}
              data={data}
              parcel={parcel}
              carrier={carriers[parcel.carrier]}
              position={i + 1}
              count={count}
            />
          ))}
        </ol>
      )}
    </article>
  );
}
