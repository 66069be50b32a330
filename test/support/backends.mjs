// The contract suite's two backends over HTTP (test/node/contract.test.mjs): the msw fake the demo
// serves under /_hcms/api/, and the shop's HubSpot functions under /hs/serverless/shop/ on the local CRM.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { answerFakeApi } from "../../demo/fake-api-server.mjs";
import { createFunctionsHost } from "../../demo/functions-host.mjs";
import { startCarrierStandIns } from "../../demo/carrier-stand-ins.mjs";
import { startPaymentStandIns } from "../../demo/payment-stand-ins.mjs";
import { startShopCrm } from "../../demo/shop-crm.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

function listen(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const origin = (server) => `http://127.0.0.1:${server.address().port}`;

/** The msw fake over HTTP, without the demo's latency. */
export async function startFakeBackend() {
  const server = await listen((req, res) => answerFakeApi(root, req, res, new URL(req.url, origin(server)), { delayed: false }));
  return { name: "msw fake", apiRoot: `${origin(server)}/_hcms/api/`, close: () => server.close() };
}

/** The functions (built into hubspot/src/app/functions/ by npm run build) on the local CRM, paying through the payment stand-ins, tracking through the carriers'. */
export async function startFunctionsBackend({ limits } = {}) {
  const token = "contract-suite-token";
  const [crm, payments, carriers] = await Promise.all([startShopCrm({ token, limits }), startPaymentStandIns(), startCarrierStandIns()]);
  const host = createFunctionsHost({
    functionsDir: path.join(root, "hubspot/src/app/functions"),
    // Nothing kept between requests (hubspot/functions/shop/warm-cache.ts): a test's change to a setting shows at once.
    env: { PRIVATE_APP_ACCESS_TOKEN: token, HUBSPOT_API_BASE_URL: crm.url, SHOP_WARM_CACHE_MS: "0", ...payments.env, ...carriers.env },
  });
  const server = await listen(async (req, res) => {
    if (!(await host(req, res))) res.writeHead(404).end();
  });
  return {
    name: "HubSpot functions",
    apiRoot: `${origin(server)}/hs/serverless/shop/`,
    hubspot: crm.hubspot,
    paypal: payments.paypal,
    card: payments.card,
    dhl: carriers.dhl,
    ups: carriers.ups,
    close: () => Promise.all([server.close(), crm.hubspot.close(), payments.close(), carriers.close()]),
  };
}
