import { useLingui } from "@lingui/react/macro";
import type { Parcel } from "../../../core/api/delivery.ts";
import { type CarrierConfig, trackingPageUrl } from "../../../core/tracking/carriers.ts";
import { needsAttention } from "../../../core/tracking/timeline.ts";
import type { TrackingData } from "../tracking-data.ts";
import { formatDay } from "./dates.ts";
import { StateLabel } from "./StateLabel.tsx";
import { Timeline } from "./Timeline.tsx";
import { WhatNow } from "./WhatNow.tsx";

interface ParcelProps {
  data: TrackingData;
  parcel: Parcel;
  carrier: CarrierConfig | undefined;
  /** 1-based position and count of the order's parcels. */
  position: number;
  count: number;
}

/** The carrier's page for the parcel, or none (an unknown carrier, or a template that does not make a safe link: logged). */
function carrierLink(carrier: CarrierConfig | undefined, parcel: Parcel, data: TrackingData): string | null {
  const url = trackingPageUrl(carrier, parcel.trackingNumber, data.language);
  if (!url && carrier?.trackingUrl)
    console.error(
      `[shop-widgets] <shop-tracking>: the tracking page of carrier "${parcel.carrier}" is not an http(s) link`,
      carrier.trackingUrl,
    );
  return url;
}

/** One parcel: carrier, number, state, expected day, what now, the carrier's page and the timeline. */
export function ParcelView({ data, parcel, carrier, position, count }: ParcelProps) {
  const { t, i18n } = useLingui();
  const name = carrier?.name ?? parcel.carrier.toUpperCase();
  const number = parcel.trackingNumber;
  const link = carrierLink(carrier, parcel, data);
  const title = count > 1 ? t`Paket ${position} von ${count}` : t`Paket`;
  const headingId = `parcel-${number}`;
  return (
    <li className="parcel" aria-labelledby={headingId} part="parcel">
      <h4 id={headingId}>
        {title}: {name}
      </h4>
      <dl className="facts">
        <div>
          <dt>{t`Sendungsnummer`}</dt>
          <dd className="number">{number}</dd>
        </div>
        <div>
          <dt>{t`Status`}</dt>
          <dd>
            <StateLabel state={parcel.status} />
          </dd>
        </div>
        {parcel.expectedDelivery && parcel.status !== "delivered" && (
          <div>
            <dt>{t`Voraussichtliche Zustellung`}</dt>
            <dd>{formatDay(parcel.expectedDelivery, i18n.locale)}</dd>
          </div>
        )}
      </dl>
      {needsAttention(parcel.status) && <WhatNow state={parcel.status} data={data} />}
      {link && (
        <p>
          <a href={link} part="carrier-link">
            {t`Paket ${number} bei ${name} verfolgen`}
          </a>
        </p>
      )}
      <Timeline events={parcel.events} label={t`Sendungsverlauf von Paket ${number}`} />
    </li>
  );
}
