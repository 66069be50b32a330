// Loaded once the visitor consented on a page with the operator's settings (operator-start.ts): the failures the
// shopper saw go to the beacon, and the speed figures load when asked for. Consent is read again for
// each record: withdrawn, nothing more is sent.
import { listen } from "../element/events.ts";
import { logLoadFailure } from "../ui/load-failure.ts";
import { queueForBeacon } from "./beacon.ts";
import { analyticsAllowed } from "./consent.ts";
import { pageAnalyticsSettings } from "./settings.ts";

export function startOperatorReports(): void {
  const { vitals, beacon } = pageAnalyticsSettings();
  const send = (record: object) => {
    if (beacon && analyticsAllowed()) queueForBeacon(beacon, record);
  };
  listen("shop-error", (detail) => send({ type: "error", ...detail }));
  if (vitals)
    import("./vitals.ts")
      .then(({ watchVitals }) =>
        watchVitals((vital) => {
          if (!analyticsAllowed()) return;
          window.dispatchEvent(new CustomEvent("shop-vital", { detail: vital, bubbles: true, composed: true }));
          send({ type: "vital", ...vital });
        }),
      )
      .catch((error) => logLoadFailure("the speed figures", error));
}
