// The carriers the delivery function asks when it runs here (the demo's functions, demo/functions-api.mjs,
// and the contract suite, test/support/backends.mjs): the DHL and UPS tracking stand-ins
// (demo/carriers/), seeded with the demo's parcels (demo/mocks/fixtures-delivery.ts) so they tell what
// the fake does. `env` is what only the local run sets: their addresses and the credentials they take;
// a deployed function has DHL's and UPS's own (hubspot/README.md#secrets).
import { importTs } from "../scripts/import-ts.mjs";
import { createDhlStandIn } from "./carriers/dhl.mjs";
import { createUpsStandIn } from "./carriers/ups.mjs";

/** Starts both; `dhl` and `ups` are their test hooks. */
export async function startCarrierStandIns() {
  const { carrierParcels } = await importTs("demo/mocks/fixtures-delivery.ts");
  const dhl = createDhlStandIn({ parcels: carrierParcels("dhl") });
  const ups = createUpsStandIn({ parcels: carrierParcels("ups") });
  await Promise.all([dhl.listen(0), ups.listen(0)]);
  return {
    dhl,
    ups,
    env: {
      DHL_API_BASE_URL: dhl.url,
      DHL_API_KEY: dhl.apiKey,
      UPS_API_BASE_URL: ups.url,
      UPS_CLIENT_ID: ups.clientId,
      UPS_CLIENT_SECRET: ups.clientSecret,
    },
    close: () => Promise.all([dhl.close(), ups.close()]),
  };
}
