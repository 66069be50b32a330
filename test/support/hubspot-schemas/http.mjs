// Stands in for @hubspot/local-dev-lib/http inside HubSpot's project parser, in tests only
// (test/node/hubspot-project.test.mjs): the parser's one network call fetches the component schemas
// from the account; this answers it with component-schemas.json, so the rest of HubSpot's own checks run.
import fs from "node:fs";

const schemas = JSON.parse(fs.readFileSync(new URL("component-schemas.json", import.meta.url), "utf8"));

export const http = {
  async get(_accountId, { url }) {
    if (!url.startsWith("project-components-external/project-schemas/v3/")) throw new Error(`no stand-in for ${url}`);
    return { data: schemas };
  },
};
