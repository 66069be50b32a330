// dist/openapi.json: the API contract (core/api/contract.ts) as OpenAPI 3.1, its JSON Schemas made
// from the valibot schemas by @valibot/to-json-schema, so the CMS backend can implement and validate
// against the schemas the bundle checks with. `npm run build` runs it; test/node/openapi.test.mjs
// checks the document against the client's calls and the fake API's answers.
import { toJsonSchema } from "@valibot/to-json-schema";
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { importTs } from "./import-ts.mjs";

const root = new URL("../", import.meta.url);

/**
 * The wire format: what the server sends and receives is the schemas' input (an id may come as a
 * number, a flag as "yes"). Checks written as functions (a URL rule, a Luhn test) cannot be said in
 * JSON Schema and are left out: docs/api.md names them.
 */
const jsonSchema = (schema) =>
  toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode: "input",
    errorMode: "throw",
    ignoreActions: FUNCTION_ACTIONS,
    overrideAction: numberLikeBounds,
  });

/** Actions JSON Schema has no word for: normalisations (trim, case) and checks written as functions. */
const FUNCTION_ACTIONS = ["trim", "to_lower_case", "to_upper_case", "check", "forward", "finite"];

/** Bounds and integer on a number that may also come as text (core/api/coerce.ts numberLike): they bound the number branch. */
function numberLikeBounds({ valibotAction: action, jsonSchema: converted }) {
  const bound = { min_value: "minimum", max_value: "maximum" }[action.type];
  if (!converted.anyOf || !(bound || action.type === "integer")) return undefined;
  const { type, minimum, maximum, ...rest } = converted; // what the converter set on the union itself
  const anyOf = converted.anyOf.map((branch) => {
    if (branch.type !== "number" && branch.type !== "integer") return branch;
    return bound ? { ...branch, [bound]: action.requirement } : { ...branch, type: "integer" };
  });
  return { ...rest, anyOf };
}

const withoutDraft = ({ $schema, ...rest }) => rest;

const json = (schema) => ({ content: { "application/json": { schema: withoutDraft(jsonSchema(schema)) } } });

/** A query parameter; an optional entry may be left out. */
function parameter([name, schema]) {
  const optional = schema.type === "optional";
  return { name, in: "query", required: !optional, schema: withoutDraft(jsonSchema(optional ? schema.wrapped : schema)) };
}

function operation(endpoint) {
  const answers = endpoint.answers.map((answer) => [
    String(answer.status),
    { description: answer.description, ...(answer.schema ? json(answer.schema) : {}) },
  ]);
  return {
    operationId: `${endpoint.method.toLowerCase()}_${endpoint.path.replace(/[^A-Za-z0-9]+/g, "_")}`,
    summary: endpoint.summary,
    externalDocs: { url: endpoint.docs },
    ...(endpoint.query ? { parameters: Object.entries(endpoint.query.entries).map(parameter) } : {}),
    ...(endpoint.body ? { requestBody: { required: true, ...json(endpoint.body) } } : {}),
    responses: Object.fromEntries(answers),
  };
}

/** The OpenAPI document of the contract. */
export async function buildOpenApi() {
  const [{ API_CONTRACT }, pkg] = await Promise.all([
    importTs("core/api/contract.ts"),
    fs.readFile(new URL("package.json", root), "utf8").then(JSON.parse),
  ]);
  const paths = {};
  for (const endpoint of API_CONTRACT) {
    paths[`/${endpoint.path}`] ??= {};
    paths[`/${endpoint.path}`][endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Shop widgets: the CMS API the elements call",
      version: pkg.version,
      description:
        "Every endpoint below {baseUrl}/_hcms/api/ that the shop widgets call, generated from the valibot schemas the bundle " +
        "checks requests and answers with (core/api/contract.ts). Rules written as functions (URLs, IBAN, card tokens) are " +
        "described in docs/api.md. The payment paths are the defaults; a shop names its own in the checkout's data block.",
    },
    // The API root (docs/decisions/api-root.md): HubSpot's app functions, or the design-manager functions until 1 February 2027.
    servers: [
      {
        url: "{baseUrl}/hs/serverless/shop",
        description: "the shop's HubSpot app functions (hubspot/)",
        variables: { baseUrl: { default: "" } },
      },
      {
        url: "{baseUrl}/_hcms/api",
        description: "design-manager functions (stop on 1 February 2027)",
        variables: { baseUrl: { default: "" } },
      },
    ],
    paths,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const document = await buildOpenApi();
  await fs.mkdir(new URL("dist/", root), { recursive: true });
  await fs.writeFile(new URL("dist/openapi.json", root), `${JSON.stringify(document, null, 2)}\n`);
  console.log(`dist/openapi.json: ${Object.keys(document.paths).length} paths`);
}
