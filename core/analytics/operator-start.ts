// Starts what the operator asked for (<meta name="shop-analytics">, settings.ts: the speed figures, the
// beacon) once the visitor consents to analytics, once per page; a page without the meta, or whose
// visitor never consents, loads none of it. Every element's frame imports this (core/ui/WidgetShell.tsx),
// so every page carries it before consent: it only looks for the meta, which is read once loaded.
import { shared } from "../element/shared-instance.ts";
import { logLoadFailure } from "../ui/load-failure.ts";
import { $analyticsConsent, analyticsAllowed } from "./consent.ts";

shared("operatorReports", () => {
  const start = () => {
    if (!analyticsAllowed() || !document.querySelector('meta[name="shop-analytics"]')) return;
    stop();
    import("./operator-reports.ts")
      .then(({ startOperatorReports }) => startOperatorReports())
      .catch((error) => logLoadFailure("the speed figures", error));
  };
  const stop = $analyticsConsent.listen(start);
  start();
  return true;
});
