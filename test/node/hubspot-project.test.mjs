// The HubSpot developer project (hubspot/) as HubSpot's own parser reads it (@hubspot/project-parsing-lib):
// the project's config, every component's uid, folder and config, the functions' hsmeta written from the
// contract. The parser fetches its component schemas from an account; offline they come from
// test/support/hubspot-schemas/ (docs/decisions/hubspot-functions.md#validation).
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import { register } from "node:module";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { FUNCTIONS_DIR, functionDefs, functionName, hsmetaDrift } from "../../scripts/hubspot-project.mjs";
import { importTs } from "../../scripts/import-ts.mjs";

register("../support/hubspot-schemas/hooks.mjs", import.meta.url);
const { translate } = await import("@hubspot/project-parsing-lib/translate");
const { parseProjectConfig } = await import("@hubspot/project-parsing-lib/projects");

const projectDir = fileURLToPath(new URL("../../hubspot/", import.meta.url));
const defs = await functionDefs();

/** Endpoints of the contract no function serves yet (issue 30): the list shrinks as they are built. */
const NOT_YET_SERVED = [];

test("HubSpot's parser accepts the project: config, uids, folders and every component's config", async () => {
  const config = parseProjectConfig(projectDir);
  assert.equal(config.platformVersion, "2026.09");
  const { intermediateRepresentation, skippedHsMetaFiles } = await translate({
    projectSourceDir: path.join(projectDir, config.srcDir),
    platformVersion: config.platformVersion,
    accountId: 1,
  });
  assert.deepEqual(skippedHsMetaFiles, []);
  const nodes = Object.values(intermediateRepresentation.intermediateNodesIndexedByUid);
  assert.equal(nodes.filter((n) => n.componentType === "APPLICATION").length, 1);
  assert.equal(nodes.filter((n) => n.componentType === "APP_FUNCTION").length, defs.length);
});

test("HubSpot's parser refuses a function whose endpoint breaks the component schema (the check can fail)", async () => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "hubspot-project-"));
  fs.cpSync(projectDir, copy, { recursive: true, filter: (src) => !src.endsWith(".js") });
  const file = path.join(copy, "src/app/functions", `${functionName(defs[0].path)}-hsmeta.json`);
  const meta = JSON.parse(fs.readFileSync(file, "utf8"));
  meta.config.endpoint.methods = ["FETCH"];
  fs.writeFileSync(file, JSON.stringify(meta));
  try {
    await assert.rejects(
      translate({ projectSourceDir: path.join(copy, "src"), platformVersion: "2026.09", accountId: 1 }),
      /validation failed/,
    );
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test("every function's hsmeta is the contract's path and method (scripts/hubspot-project.mjs --check)", async () => {
  assert.deepEqual(await hsmetaDrift(defs), []);
});

test("every endpoint of the contract is served by one function, but those not built yet", async () => {
  const { API_CONTRACT } = await importTs("core/api/contract.ts");
  const served = new Set(defs.map((d) => d.path));
  const missing = API_CONTRACT.map((e) => e.path).filter((p) => !served.has(p));
  assert.deepEqual(missing.sort(), [...NOT_YET_SERVED].sort());
});

test("each function file exports main, built from its handler", async () => {
  for (const def of defs) {
    const file = path.join(FUNCTIONS_DIR, `${functionName(def.path)}.js`);
    const { main } = await import(file);
    assert.equal(typeof main, "function", `${def.path}: ${file} has no main`);
  }
});
