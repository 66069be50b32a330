// Starts what the operator asked for (settings.ts: the speed figures, the beacon) once the visitor
// consents to analytics, once per page; a page that asks for neither, or whose visitor never consents,
// loads none of it. Every element's frame imports this (core/ui/WidgetShell.tsx).
import { shared } from "../element/shared-instance.ts";
import { logLoadFailure } from "../ui/load-failure.ts";
import { $analyticsConsent, analyticsAllowed } from "./consent.ts";
import { pageAnalyticsSettings } from "./settings.ts";

shared("operatorReports", () => {
  let started = false;
  const start = () => {
    if (started || !analyticsAllowed()) return;
    const settings = pageAnalyticsSettings();
    if (!settings.vitals && !settings.beacon) return;
    started = true;
    import("./operator-reports.ts")
      .then(({ startOperatorReports }) => startOperatorReports(settings))
      .catch((error) => logLoadFailure("the speed figures", error));
  };
  $analyticsConsent.subscribe(start);
  return true;
});
