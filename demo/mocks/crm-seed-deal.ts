// The deals' shop setting for the local HubSpot stand-in: the pipeline and stages POST deal gives a new
// order or offer request (hubspot/functions/shop/deals.ts DealPipelineSchema). HubSpot's default
// pipeline and two of its stages, as a portal that has not made its own has them; the fake has no
// pipelines. The VAT table and fees the deal is priced with are seeded by crm-seed-configurator.ts.
import { objectType, SETTING } from "../../hubspot/functions/crm/model.ts";
import type { DealPipeline } from "../../hubspot/functions/shop/deals.ts";
import type { SeedRecord } from "./crm-seed.ts";

/** An order goes to "closed won" (the shopper bought), an offer request to the pipeline's first stage (sales answers it). */
export const DEMO_DEAL_PIPELINE: DealPipeline = { pipeline: "default", orderStage: "closedwon", offerStage: "appointmentscheduled" };

export const dealSeed = (): SeedRecord[] => [
  {
    type: objectType(SETTING),
    id: "",
    properties: {
      setting_key: "deal-pipeline",
      value: JSON.stringify(DEMO_DEAL_PIPELINE),
      description:
        "Pipeline und Phasen neuer Deals: pipeline, orderStage (Bestellung), offerStage (Angebotsanfrage); die internen Namen des Portals",
    },
  },
];
