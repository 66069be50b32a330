// The OpenAPI document (scripts/openapi.mjs, dist/openapi.json) against the code: every endpoint the
// client calls is in it with its method, and the requests the client sends and the answers the
// demo's fake API gives (test/node/api-walk.ts) validate against its schemas (ajv, JSON Schema 2020-12).
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { before, test } from "node:test";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Ajv2020 from "ajv/dist/2020.js";
import esbuild from "esbuild";
import { buildOpenApi } from "../../scripts/openapi.mjs";

const root = new URL("../../", import.meta.url);
const ajv = new Ajv2020({ allErrors: true, strict: true });

/** The walk, bundled for Node into a folder of its own beside node_modules, so its packages resolve. */
async function walkTheApi() {
  const cache = fileURLToPath(new URL("node_modules/.cache/", root));
  await fs.mkdir(cache, { recursive: true });
  const dir = await fs.mkdtemp(path.join(cache, "api-walk-"));
  try {
    const outfile = path.join(dir, "api-walk.mjs");
    await esbuild.build({
      entryPoints: [fileURLToPath(new URL("test/node/api-walk.ts", root))],
      bundle: true,
      format: "esm",
      platform: "node",
      packages: "external",
      outfile,
      logLevel: "silent",
    });
    const { walkTheApi: walk } = await import(pathToFileURL(outfile).href);
    return await walk();
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Every `path: "…"` a request of core/ names (the payment functions' paths come from their configuration). */
async function calledPaths() {
  const paths = new Set();
  for (const file of await fs.readdir(new URL("core/", root), { recursive: true })) {
    if (!file.endsWith(".ts") || file === "api/contract.ts") continue;
    const source = await fs.readFile(new URL(`core/${file}`, root), "utf8");
    for (const match of source.matchAll(/\bpath: "([^"]+)"/g)) paths.add(match[1]);
  }
  return paths;
}

const errorsOf = (validate) => ajv.errorsText(validate.errors, { separator: "; " });
const contentSchema = (part) => part?.content?.["application/json"]?.schema;

let document;
let exchanges;
before(async () => {
  document = await buildOpenApi();
  exchanges = await walkTheApi();
});

test("the document is OpenAPI 3.1 with the package's version and schemas that compile", async () => {
  const pkg = JSON.parse(await fs.readFile(new URL("package.json", root), "utf8"));
  assert.equal(document.openapi, "3.1.0");
  assert.equal(document.info.version, pkg.version);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const schemas = [contentSchema(op.requestBody), ...(op.parameters ?? []).map((p) => p.schema)];
      schemas.push(...Object.values(op.responses).map(contentSchema));
      for (const schema of schemas.filter(Boolean)) assert.doesNotThrow(() => ajv.compile(schema), `${method} ${path}`);
      assert.ok(
        Object.keys(op.responses).some((status) => status.startsWith("2")),
        `${method} ${path} has a success answer`,
      );
    }
  }
});

test("every path a request in core/ names is in the document", async () => {
  const missing = [...(await calledPaths())].filter((path) => !document.paths[`/${path}`]);
  assert.deepEqual(missing, []);
});

test("every call the client makes is in the document with its method, and its query and body validate", () => {
  const problems = [];
  for (const { method, path, query, body } of exchanges) {
    const op = document.paths[`/${path}`]?.[method.toLowerCase()];
    if (!op) {
      problems.push(`${method} ${path}: not in the document`);
      continue;
    }
    const parameters = op.parameters ?? [];
    for (const name of Object.keys(query))
      if (!parameters.some((p) => p.name === name)) problems.push(`${method} ${path}: unknown ?${name}`);
    for (const parameter of parameters) {
      if (!(parameter.name in query)) {
        if (parameter.required) problems.push(`${method} ${path}: no ?${parameter.name}`);
        continue;
      }
      const validate = ajv.compile(parameter.schema);
      if (!validate(query[parameter.name])) problems.push(`${method} ${path} ?${parameter.name}: ${errorsOf(validate)}`);
    }
    const bodySchema = contentSchema(op.requestBody);
    if (bodySchema) {
      const validate = ajv.compile(bodySchema);
      if (!validate(body)) problems.push(`${method} ${path} body: ${errorsOf(validate)}`);
    } else if (body !== undefined) problems.push(`${method} ${path}: a body the document does not describe`);
  }
  assert.deepEqual(problems, []);
});

test("every answer of the fake API has a status the document lists and validates against its schema", () => {
  const problems = [];
  for (const { method, path, status, answer } of exchanges) {
    const response = document.paths[`/${path}`]?.[method.toLowerCase()]?.responses[String(status)];
    if (!response) {
      problems.push(`${method} ${path}: status ${status} not in the document`);
      continue;
    }
    const schema = contentSchema(response);
    if (!schema) {
      if (answer !== undefined) problems.push(`${method} ${path} ${status}: a body the document does not describe`);
      continue;
    }
    const validate = ajv.compile(schema);
    if (!validate(answer)) problems.push(`${method} ${path} ${status}: ${errorsOf(validate)}`);
  }
  assert.deepEqual(problems, []);
});

test("the walk reaches every endpoint of the document with a success", () => {
  const succeeded = new Set(exchanges.filter((e) => e.status < 300).map((e) => `${e.method.toLowerCase()} /${e.path}`));
  const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
  assert.deepEqual(
    operations.filter((op) => !succeeded.has(op)),
    [],
  );
  assert.ok(
    exchanges.some((e) => e.status >= 400),
    "error answers are walked too",
  );
});
