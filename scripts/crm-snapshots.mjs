// Rebuilds the category snapshots product-categories/articles answers from (hubspot/functions/shop/
// category-snapshots-rebuild.ts): every snapshot in the file manager's /shop-snapshots built again from
// the CRM, those of a category that is gone deleted; with --all also the missing ones of every category
// (once after a deployment). Run it after the catalogue's import has written, and on a schedule for
// changes made by hand in HubSpot (docs/decisions/hubspot-functions.md#freshness).
//
//   HUBSPOT_SNAPSHOTS_TOKEN=<token> npm run crm:snapshots [-- --all]          a portal (https://api.hubapi.com)
//   HUBSPOT_API_BASE_URL=http://127.0.0.1:8090 HUBSPOT_SNAPSHOTS_TOKEN=dev-token npm run crm:snapshots   the local CRM
import { importTs } from "./import-ts.mjs";

const token = process.env.HUBSPOT_SNAPSHOTS_TOKEN;
if (!token) {
  console.error(
    "crm:snapshots needs HUBSPOT_SNAPSHOTS_TOKEN: a private app token with crm.objects.custom.read and files (an app of its own, so its requests do not take the functions' share of HubSpot's limit)",
  );
  process.exit(2);
}
const [{ Crm }, { rebuildSnapshots }] = await Promise.all([
  importTs("hubspot/functions/crm/client.ts"),
  importTs("hubspot/functions/shop/category-snapshots-rebuild.ts"),
]);
const crm = new Crm({ token, baseUrl: process.env.HUBSPOT_API_BASE_URL, deadline: Date.now() + 30 * 60_000 });
const started = Date.now();
try {
  const { written, deleted, skipped } = await rebuildSnapshots(crm, { all: process.argv.includes("--all") });
  const list = (title, paths) => (paths.length ? `${title}:\n  ${paths.join("\n  ")}\n` : "");
  console.log(
    `${list("Written", written)}${list("Deleted (the category is gone)", deleted)}${list("Left alone (not a snapshot)", skipped)}` +
      `${written.length} written, ${deleted.length} deleted in ${((Date.now() - started) / 1000).toFixed(1)} s, ${crm.calls} requests`,
  );
} catch (error) {
  console.error(`crm:snapshots failed: ${error.message}`);
  process.exit(1);
}
