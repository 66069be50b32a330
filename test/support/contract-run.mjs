// The contract suite's harness (test/node/contract*.test.mjs): requests sent as the bundle's client
// sends them, the contract's checks, and one suite run against both backends (test/support/backends.mjs).
import assert from "node:assert/strict";
import { after, before, describe } from "node:test";
import * as v from "valibot";
import { importTs } from "../../scripts/import-ts.mjs";
import { startFakeBackend, startFunctionsBackend } from "./backends.mjs";

const { API_CONTRACT, ErrorBodySchema } = await importTs("core/api/contract.ts");

/** Sends one request to the backend as the bundle's client does; the status and the parsed body. */
export async function call(backend, method, path, { query = {}, body } = {}) {
  const url = new URL(`${backend.apiRoot}${path}`);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
  const init = { method, headers: { Accept: "application/json" } };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    init.headers["Content-Type"] = "application/json";
  }
  const response = await fetch(url, init);
  // The fake over HTTP names its pictures with its own origin (demo/fake-api-server.mjs): compare the paths.
  const text = (await response.text()).replaceAll(`${url.origin}/demo-images/`, "/demo-images/");
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The answer holds the status and, where the contract gives one, validates against its schema. */
export function assertContract(path, answer, status) {
  assert.equal(answer.status, status, `${path}: ${JSON.stringify(answer.body)}`);
  const endpoint = API_CONTRACT.find((e) => e.path === path);
  const schema = endpoint.answers.find((a) => a.status === status)?.schema;
  if (schema) {
    const checked = v.safeParse(schema, answer.body);
    assert.ok(checked.success, `${path} ${status}: ${JSON.stringify(checked.issues?.map((i) => i.message))}`);
    return checked.output;
  }
  return answer.body;
}

/** A refusal of bad input: a 4xx with the contract's error body. */
export function assertRefused(answer) {
  assert.ok(answer.status >= 400 && answer.status < 500, `expected a 4xx, got ${answer.status}`);
  assert.ok(v.safeParse(ErrorBodySchema, answer.body).success, JSON.stringify(answer.body));
}

export const sessionId = () => `contract-${Math.random().toString(36).slice(2)}`;

/**
 * Runs `suite(backend)` twice: on the msw fake (/_hcms/api/) and on the functions with the local CRM
 * (/hs/serverless/shop/). `backend` is filled before the tests run: read its fields inside them.
 */
export function onBothBackends(suite) {
  for (const [name, start] of [
    ["the msw fake (/_hcms/api/)", startFakeBackend],
    ["the HubSpot functions on the local CRM (/hs/serverless/shop/)", startFunctionsBackend],
  ]) {
    describe(`contract on ${name}`, () => {
      const backend = {};
      before(async () => Object.assign(backend, await start()));
      after(() => backend.close?.());
      suite(backend);
    });
  }
}
