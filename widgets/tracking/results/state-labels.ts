// The six normalised delivery states (core/api/delivery.ts) as the shopper reads them, and the marker
// each shows beside its text: the states that went wrong get a symbol of their own, so they stand
// out without colour.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DeliveryState } from "../../../core/api/delivery.ts";

export const STATE_LABELS: Readonly<Record<DeliveryState, MessageDescriptor>> = {
  announced: msg`Angekündigt`,
  in_transit: msg`Unterwegs`,
  out_for_delivery: msg`In Zustellung`,
  delivered: msg`Zugestellt`,
  delivery_failed: msg`Zustellung fehlgeschlagen`,
  returned: msg`Zurück an den Absender`,
};

export const STATE_MARKERS: Readonly<Record<DeliveryState, string>> = {
  announced: "○",
  in_transit: "→",
  out_for_delivery: "→",
  delivered: "✓",
  delivery_failed: "!",
  returned: "↩",
};
