// The shop's CRM on this machine: the local HubSpot stand-in (demo/local-hubspot/) with the functions'
// model made through its schemas and properties APIs, as `npm run crm:setup` makes it in a portal
// (hubspot/functions/crm/setup.ts), and the demo catalogue as records (demo/mocks/crm-seed.ts).
// `npm start` and the contract suite run the functions on it.
import { importTs } from "../scripts/import-ts.mjs";
import { createLocalHubSpot } from "./local-hubspot/server.mjs";

/** Starts the local CRM on `port` (0: any), set up and seeded; its URL and the stand-in (for its test hooks). */
export async function startShopCrm({ token, port = 0, limits } = {}) {
  const hubspot = createLocalHubSpot({ token, limits });
  const url = await hubspot.listen(port);
  const [{ Crm }, { setupCrm }, { shopSeed, siteSearchDocuments }] = await Promise.all([
    importTs("hubspot/functions/crm/client.ts"),
    importTs("hubspot/functions/crm/setup.ts"),
    importTs("demo/mocks/crm-seed.ts"),
  ]);
  await setupCrm(new Crm({ token, baseUrl: url, deadline: Date.now() + 60_000 }));
  // Records straight into the store: through the API, 20,000 of them would take minutes of batch calls.
  const seed = shopSeed();
  const created = seed.map((record) => hubspot.store.create(record.type, record.properties, record.id ? { id: record.id } : {}));
  seed.forEach((record, i) => {
    for (const to of record.associations ?? []) hubspot.store.associate(record.type, created[i].id, to.type, to.id);
    // A record the seed dates (an order made days ago) keeps that date, as an import that sets createdate does.
    if (record.createdAt) {
      created[i].createdAt = Date.parse(record.createdAt);
      created[i].properties[hubspot.store.type(record.type).createdProperty] = new Date(record.createdAt).toISOString();
    }
  });
  // The CMS's pages as its site search has indexed them (there is no CMS here to crawl).
  hubspot.siteSearch.index(siteSearchDocuments());
  hubspot.requests.length = 0;
  // The setup's hundred-odd requests would otherwise hold back the first ten seconds of the functions' requests.
  hubspot.resetLimits();
  return { url, hubspot };
}
