// The HubSpot developer project's functions (hubspot/, docs/decisions/hubspot-functions.md): one app
// function per endpoint of the contract that hubspot/functions/endpoints/ serves, its `*-hsmeta.json`
// written from core/api/contract.ts (path and method) so the two cannot drift, its JavaScript file
// bundled by esbuild from the TypeScript handler with valibot and the contract's schemas inside.
//
//   node scripts/hubspot-project.mjs           writes the hsmeta files and builds the function files
//   node scripts/hubspot-project.mjs --check   fails when a committed hsmeta file is not what the contract says
import esbuild from "esbuild";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { importTs } from "./import-ts.mjs";

const root = fileURLToPath(new URL("../", import.meta.url));
export const FUNCTIONS_DIR = path.join(root, "hubspot/src/app/functions");
const ENDPOINTS_DIR = path.join(root, "hubspot/functions/endpoints");
/** The functions' common path prefix: the API root is /hs/serverless/shop/ (docs/embedding.md#moving-to-hubspots-developer-platform). */
export const ENDPOINT_PREFIX = "shop";

/** A contract path as a file name: objects/price-lists/get → objects-price-lists-get. */
export const functionName = (contractPath) => contractPath.replace(/[^A-Za-z0-9]+/g, "-");

/** Every function the endpoints folder defines: its contract path, method, secrets and source file. */
export async function functionDefs() {
  const files = (await fs.readdir(ENDPOINTS_DIR)).filter((f) => f.endsWith(".ts")).sort();
  const { API_CONTRACT } = await importTs("core/api/contract.ts");
  const defs = [];
  for (const file of files) {
    const { functions } = await importTs(`hubspot/functions/endpoints/${file}`);
    for (const def of functions) {
      const endpoint = API_CONTRACT.find((e) => e.path === def.path);
      if (!endpoint) throw new Error(`hubspot/functions/endpoints/${file}: ${def.path} is not in core/api/contract.ts`);
      defs.push({ path: def.path, method: endpoint.method, secrets: def.secrets ?? [], file });
    }
  }
  const paths = defs.map((d) => d.path);
  const twice = paths.find((p, i) => paths.indexOf(p) !== i);
  if (twice) throw new Error(`${twice} is served by two functions`);
  return defs.sort((a, b) => a.path.localeCompare(b.path));
}

/** The function's `*-hsmeta.json` (HubSpot's app-function component, hubspot/README.md). */
export function hsmeta(def) {
  const name = functionName(def.path);
  return {
    uid: `shop-${name}`,
    type: "app-function",
    config: {
      entrypoint: `/app/functions/${name}.js`,
      endpoint: { path: `/${ENDPOINT_PREFIX}/${def.path}`, methods: [def.method] },
      secretKeys: def.secrets,
    },
  };
}

const hsmetaFile = (def) => path.join(FUNCTIONS_DIR, `${functionName(def.path)}-hsmeta.json`);
const hsmetaText = (def) => `${JSON.stringify(hsmeta(def), null, 2)}\n`;

/** The hsmeta files that differ from the contract, are missing, or name no function: empty when all agree. */
export async function hsmetaDrift(defs) {
  const wanted = new Map(defs.map((def) => [hsmetaFile(def), hsmetaText(def)]));
  const present = (await fs.readdir(FUNCTIONS_DIR)).filter((f) => f.endsWith("-hsmeta.json")).map((f) => path.join(FUNCTIONS_DIR, f));
  const drift = present.filter((file) => !wanted.has(file)).map((file) => `${path.relative(root, file)}: no function serves it`);
  for (const [file, text] of wanted) {
    const onDisk = await fs.readFile(file, "utf8").catch(() => undefined);
    if (onDisk !== text) drift.push(`${path.relative(root, file)}: ${onDisk === undefined ? "missing" : "not what the contract says"}`);
  }
  return drift;
}

/** Writes every hsmeta file and removes those no function serves. */
async function writeHsmeta(defs) {
  const wanted = new Set(defs.map(hsmetaFile));
  for (const file of await fs.readdir(FUNCTIONS_DIR)) {
    const full = path.join(FUNCTIONS_DIR, file);
    if ((file.endsWith("-hsmeta.json") || file.endsWith(".js")) && !wanted.has(full.replace(/\.js$/, "-hsmeta.json"))) await fs.rm(full);
  }
  await Promise.all(defs.map((def) => fs.writeFile(hsmetaFile(def), hsmetaText(def))));
}

/** Bundles each function into its own CommonJS file: `exports.main` is serve() of its definition. */
async function buildFunctions(defs) {
  const entries = Object.fromEntries(defs.map((def) => [functionName(def.path), `function:${def.path}`]));
  const byPath = new Map(defs.map((def) => [def.path, def]));
  await esbuild.build({
    entryPoints: entries,
    outdir: FUNCTIONS_DIR,
    bundle: true,
    format: "cjs",
    platform: "node",
    target: "node20",
    legalComments: "none",
    logLevel: "warning",
    plugins: [
      {
        name: "function-entries",
        setup(build) {
          build.onResolve({ filter: /^function:/ }, (args) => ({ path: args.path.slice("function:".length), namespace: "function" }));
          build.onLoad({ filter: /.*/, namespace: "function" }, (args) => {
            const def = byPath.get(args.path);
            const source = pathToFileURL(path.join(ENDPOINTS_DIR, def.file)).pathname;
            return {
              resolveDir: root,
              loader: "ts",
              contents: [
                `import { serve } from "./hubspot/functions/serve.ts";`,
                `import { functions } from ${JSON.stringify(source)};`,
                `export const main = serve(functions.find((f) => f.path === ${JSON.stringify(def.path)}));`,
              ].join("\n"),
            };
          });
        },
      },
    ],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const defs = await functionDefs();
  if (process.argv.includes("--check")) {
    const drift = await hsmetaDrift(defs);
    if (drift.length) {
      console.error(
        `hubspot/: the functions' hsmeta files are not the contract's; run \`node scripts/hubspot-project.mjs\`:\n  ${drift.join("\n  ")}`,
      );
      process.exit(1);
    }
  } else {
    await writeHsmeta(defs);
    await buildFunctions(defs);
  }
}
