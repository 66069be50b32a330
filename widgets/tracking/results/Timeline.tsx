import { useLingui } from "@lingui/react/macro";
import type { DeliveryEvent } from "../../../core/api/delivery.ts";
import { newestFirst } from "../../../core/tracking/timeline.ts";
import { formatMoment } from "./dates.ts";
import { StateLabel } from "./StateLabel.tsx";

/** A parcel's scans as an ordered list, newest first: state, time and place, and the carrier's own words. */
export function Timeline({ events, label }: { events: readonly DeliveryEvent[]; label: string }) {
  const { i18n } = useLingui();
  if (events.length === 0) return null;
  return (
    <ol className="timeline" aria-label={label} part="timeline">
      {newestFirst(events).map((event) => (
        <li key={`${event.at}-${event.status}`} data-state={event.status}>
          <StateLabel state={event.status} />
          <span className="when">
            <time dateTime={event.at}>{formatMoment(event.at, i18n.locale)}</time>
            {event.place && <>, {event.place}</>}
          </span>
          <span className="carrier-text">{event.text}</span>
        </li>
      ))}
    </ol>
  );
}
