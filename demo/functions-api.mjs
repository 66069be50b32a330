// The demo shop's API on the shop's HubSpot functions (issue 30): the functions as HubSpot runs them
// (demo/functions-host.mjs) below /hs/serverless/shop/, on the local CRM (demo/shop-crm.mjs) or, with
// a token, on a HubSpot portal. The payment
// functions pay through the local PayPal and card stand-ins (demo/payment-stand-ins.mjs), the delivery
// function tracks through the DHL and UPS stand-ins (demo/carrier-stand-ins.mjs).
import path from "node:path";
import { importTs } from "../scripts/import-ts.mjs";
import { createFunctionsHost, SERVERLESS_PREFIX } from "./functions-host.mjs";
import { startCarrierStandIns } from "./carrier-stand-ins.mjs";
import { startPaymentStandIns } from "./payment-stand-ins.mjs";
import { startShopCrm } from "./shop-crm.mjs";

const FUNCTIONS_ROOT = `${SERVERLESS_PREFIX}/shop/`;
const LOCAL_TOKEN = "demo-local-token";

/**
 * Starts the functions' CRM (local unless `token`, a portal's private app token, is given) and their host.
 * `answer(req, res, url)` answers the requests below /hs/serverless/; `rootMeta` is the shop pages' API root.
 */
export async function startFunctionsApi({ root, token }) {
  const crm = token ? undefined : await startShopCrm({ token: LOCAL_TOKEN });
  const payments = await startPaymentStandIns();
  const carriers = await startCarrierStandIns();
  const host = createFunctionsHost({
    functionsDir: path.join(root, "hubspot/src/app/functions"),
    env: {
      ...(crm ? { PRIVATE_APP_ACCESS_TOKEN: LOCAL_TOKEN, HUBSPOT_API_BASE_URL: crm.url } : { PRIVATE_APP_ACCESS_TOKEN: token }),
      ...payments.env,
      ...carriers.env,
    },
  });
  return {
    rootMeta: `<meta name="shop-api-root" content="${FUNCTIONS_ROOT}">`,
    crm,
    answer: (req, res, url) => host(req, res, url),
    /** The demo listens at `origin`: PayPal sends the buyer back to its return page there (the local CRM's `paypal` setting). */
    async listening(origin) {
      if (!crm) return;
      const { paypalSettingRecord } = await importTs("demo/mocks/crm-seed-payment.ts");
      const { type, properties } = paypalSettingRecord(origin);
      crm.hubspot.store.update(type, properties.setting_key, { value: properties.value }, { idProperty: "setting_key" });
    },
    close: () => Promise.all([crm?.hubspot.close(), payments.close(), carriers.close()]),
  };
}
