import { useLingui } from "@lingui/react";
import type { DeliveryState } from "../../../core/api/delivery.ts";
import { needsAttention } from "../../../core/tracking/timeline.ts";
import { STATE_LABELS, STATE_MARKERS } from "./state-labels.ts";

/** A state as text with its marker; failed and returned are marked apart (a symbol and a frame, not colour alone). */
export function StateLabel({ state }: { state: DeliveryState }) {
  const { i18n } = useLingui();
  return (
    <span className={needsAttention(state) ? `state state-${state} attention` : `state state-${state}`} data-state={state}>
      <span className="marker" aria-hidden="true">
        {STATE_MARKERS[state]}
      </span>
      {i18n._(STATE_LABELS[state])}
    </span>
  );
}
