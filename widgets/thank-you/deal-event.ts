// The confirmed deal for analytics (with the visitor's consent only, core/analytics/track.ts): an
// order is GA4's purchase, an offer request its generate_lead; each once per deal and browser
// (core/analytics/reported-deals.ts), so a reload reports nothing more.
import { useEffect } from "react";
import { track } from "../../core/analytics/track.ts";
import type { Deal } from "../../core/api/deal.ts";
import { toCents } from "../../core/pricing/scale.ts";
import { isOffer } from "./deal-view.ts";

export function useDealEvent(deal: Deal | null, country: string): void {
  useEffect(() => {
    if (!deal) return;
    if (isOffer(deal)) track("generate_lead", { dealId: deal.dealId, netCents: toCents(deal.netTotal), country });
    else track("purchase", { deal, country });
  }, [deal, country]);
}
