import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Forwarder } from "../../../core/api/delivery.ts";
import { formatDay } from "./dates.ts";
import { StateLabel } from "./StateLabel.tsx";

/** A phone number as a tel: link's target: digits and a leading +, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;

/**
 * A freight-forwarder delivery (section 3): who delivers, how to reach them, how delivery is arranged
 * and its state. No tracking link: forwarders have none for the shopper.
 */
export function ForwarderView({ forwarder }: { forwarder: Forwarder | undefined }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  if (!forwarder)
    return (
      <p className="preparing">
        {t`Ihre Bestellung wird vorbereitet. Sobald eine Spedition beauftragt ist, sehen Sie hier, wer liefert und wie die Zustellung vereinbart wird.`}
      </p>
    );
  const day = forwarder.expectedDelivery ? formatDay(forwarder.expectedDelivery, i18n.locale) : "";
  const arrangement = {
    "call-ahead": t`Die Spedition ruft Sie vor der Zustellung an, um einen Termin zu vereinbaren.`,
    "time-slot": t`Die Spedition bietet Ihnen Zeitfenster für die Zustellung an und meldet sich dazu bei Ihnen.`,
    "fixed-date": day
      ? t`Die Spedition liefert an einem festen Termin: am ${day}.`
      : t`Die Spedition liefert an einem festen Termin, den sie Ihnen mitteilt.`,
  }[forwarder.arrangement];
  return (
    <section className="forwarder" aria-labelledby={headingId} part="forwarder">
      <h4 id={headingId}>{t`Lieferung per Spedition`}</h4>
      <dl className="facts">
        <div>
          <dt>{t`Spedition`}</dt>
          <dd>{forwarder.name}</dd>
        </div>
        {forwarder.phone && (
          <div>
            <dt>{t`Telefon`}</dt>
            <dd>
              <a href={telHref(forwarder.phone)}>{forwarder.phone}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t`Status`}</dt>
          <dd>
            <StateLabel state={forwarder.status} />
          </dd>
        </div>
        {day && forwarder.arrangement !== "fixed-date" && forwarder.status !== "delivered" && (
          <div>
            <dt>{t`Voraussichtliche Zustellung`}</dt>
            <dd>{day}</dd>
          </div>
        )}
      </dl>
      <p className="arrangement">{arrangement}</p>
    </section>
  );
}
