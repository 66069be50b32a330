// Creates the functions' CRM model in a portal (hubspot/functions/crm/model.ts) through HubSpot's
// schemas and properties APIs; only what is missing, so it can run again after an update.
//
//   HUBSPOT_SETUP_TOKEN=<token> npm run crm:setup          a portal (https://api.hubapi.com)
//   HUBSPOT_API_BASE_URL=http://127.0.0.1:8090 HUBSPOT_SETUP_TOKEN=dev-token npm run crm:setup   the local CRM
import { importTs } from "./import-ts.mjs";

const token = process.env.HUBSPOT_SETUP_TOKEN;
if (!token) {
  console.error(
    "crm:setup needs HUBSPOT_SETUP_TOKEN: a token with crm.schemas.custom.write, crm.schemas.companies.write and crm.schemas.deals.write",
  );
  process.exit(2);
}
const [{ Crm }, { setupCrm }] = await Promise.all([
  importTs("hubspot/functions/crm/client.ts"),
  importTs("hubspot/functions/crm/setup.ts"),
]);
const crm = new Crm({ token, baseUrl: process.env.HUBSPOT_API_BASE_URL, deadline: Date.now() + 10 * 60_000 });
try {
  const made = await setupCrm(crm);
  console.log(made.length ? `Made:\n  ${made.join("\n  ")}` : "The portal has the whole model already.");
} catch (error) {
  console.error(`crm:setup failed: ${error.message}`);
  process.exit(1);
}
