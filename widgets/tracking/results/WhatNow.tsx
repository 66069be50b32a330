import { useLingui } from "@lingui/react/macro";
import { shopPageUrl } from "../../../core/element/shop-pages.ts";
import type { TrackingData } from "../tracking-data.ts";

/** What the shopper can do when a delivery failed or a parcel goes back (issue 13). */
export function WhatNow({ state, data }: { state: "delivery_failed" | "returned"; data: TrackingData }) {
  const { t } = useLingui();
  if (state === "delivery_failed")
    return (
      <p className="what-now" part="what-now">
        {t`Der Versanddienstleister versucht die Zustellung erneut oder legt das Paket in einer Filiale oder einem Paketshop zur Abholung bereit. Die Benachrichtigung in Ihrem Briefkasten oder per E-Mail sagt, wo.`}
      </p>
    );
  return (
    <p className="what-now" part="what-now">
      {t`Das Paket ist auf dem Weg zurück zu uns. Wir melden uns bei Ihnen, um die Lieferung neu zu vereinbaren.`}{" "}
      <a href={shopPageUrl("contact", data)}>{t`Kontakt aufnehmen`}</a>
    </p>
  );
}
