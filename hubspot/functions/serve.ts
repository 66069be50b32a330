// One endpoint of the contract (core/api/contract.ts) as a HubSpot app function: HubSpot's context in,
// the contract's answer out. The query and body are checked with the contract's own valibot schemas
// (the bundle sends with the same), the answer too, and every failure has the contract's error body:
// bad input a 4xx, HubSpot busy or down a 503/502 the elements already translate, never a 500 for
// anything a browser sends (docs/decisions/hubspot-functions.md#answers).
import * as v from "valibot";
import { API_CONTRACT, type EndpointContract } from "../../core/api/contract.ts";
import { failure, type FunctionAnswer, json, Refusal } from "./answer.ts";
import { Crm, CrmError } from "./crm/client.ts";

/** The context HubSpot passes to an app function (query parameters come as arrays, the JSON body parsed). */
export interface FunctionContext {
  method?: string;
  params?: Record<string, string | string[] | undefined>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  secrets?: Record<string, string | undefined>;
  limits?: { timeRemaining?: number };
}

/** What a handler gets: the checked query and body, the CRM, the function's secrets. */
export interface FunctionInput<B> {
  query: Record<string, string | undefined>;
  /** A query parameter the contract requires (checked before the handler runs). */
  param: (name: string) => string;
  body: B;
  crm: Crm;
  secret: (name: string) => string | undefined;
}

export interface FunctionDef<B = undefined> {
  /** The contract's path, e.g. "objects/price-lists/get". */
  path: string;
  /** The contract's body schema itself (checked to be the same object): it types `body`. */
  body?: v.GenericSchema<unknown, B>;
  /** Secrets besides the app's token (PayPal, carriers): listed in the function's hsmeta `secretKeys`. */
  secrets?: string[];
  handle: (input: FunctionInput<B>) => Promise<FunctionAnswer>;
}

/** The process's environment, where HubSpot gives a function its token (no Node types in this project's TypeScript). */
const environment = (): Record<string, string | undefined> =>
  (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** A function's definition, its body's type taken from the contract's schema. */
export const defineFunction = <B = undefined>(def: FunctionDef<B>): FunctionDef<B> => def;

/** The largest body a function reads: a cart of 100 lines is about 25 KB. */
export const MAX_BODY_BYTES = 64 * 1024;
/** HubSpot ends a function after this time (hubspot/README.md#the-runtime); the CRM calls stop before it. */
export const FUNCTION_TIME_LIMIT_MS = 10_000;
/** The app's token (a static-auth app's functions get it in their environment). */
export const TOKEN_KEY = "PRIVATE_APP_ACCESS_TOKEN";
/** Where HubSpot's API is: only the local run sets it (hubspot/local/), a deployed function never does. */
export const API_BASE_KEY = "HUBSPOT_API_BASE_URL";

export function contractOf(path: string): EndpointContract {
  const endpoint = API_CONTRACT.find((e) => e.path === path);
  if (!endpoint) throw new Error(`${path} is not an endpoint of core/api/contract.ts`);
  return endpoint;
}

const issuesText = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((i) => `${v.getDotPath(i) ?? "(root)"}: ${i.message}`).join("; ");

/** HubSpot's params (arrays, or strings from another caller) as one string each. */
function queryOf(params: FunctionContext["params"]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") query[key] = first;
  }
  return query;
}

/** The body as JSON: HubSpot parses a JSON body; a string is parsed here; undefined when broken. */
function bodyOf(body: unknown): { value?: unknown; bytes: number; broken: boolean } {
  if (typeof body !== "string") return { value: body, bytes: body === undefined ? 0 : JSON.stringify(body).length, broken: false };
  try {
    return { value: body === "" ? undefined : JSON.parse(body), bytes: body.length, broken: false };
  } catch {
    return { bytes: body.length, broken: true };
  }
}

/** A CRM failure as the elements know it: HubSpot busy or out of time 503, HubSpot failing 502. */
function crmFailure(path: string, error: CrmError): FunctionAnswer {
  console.error(`[shop-functions] ${path}: ${error.message}`);
  if (error.status === 429 || error.status === 0)
    return { ...failure(503, "unavailable", "The shop's data cannot be reached just now"), headers: { "Retry-After": "5" } };
  return failure(502, "crm_error", "The shop's data answered with an error");
}

/** The function's answer checked against the contract: an answer the contract does not allow is a failure of the CRM's data. */
function checked(endpoint: EndpointContract, answer: FunctionAnswer): FunctionAnswer {
  // The CRM's failures (502, 503) are no answer of the endpoint's own: every endpoint may give them.
  if (answer.statusCode === 502 || answer.statusCode === 503) return answer;
  const allowed = endpoint.answers.find((a) => a.status === answer.statusCode);
  const schema = allowed?.schema;
  if (allowed && (!schema || v.safeParse(schema, answer.body).success)) return answer;
  const why = !schema ? `status ${answer.statusCode} is not in the contract` : issuesText(v.safeParse(schema, answer.body).issues ?? []);
  console.error(`[shop-functions] ${endpoint.path}: the answer breaks the contract: ${why}`);
  return failure(502, "bad_data", "The shop's data could not be read");
}

/** The app function for one endpoint: `exports.main` of its file. */
export function serve<B>(def: FunctionDef<B>): (context: FunctionContext) => Promise<FunctionAnswer> {
  const endpoint = contractOf(def.path);
  if (def.body !== endpoint.body) throw new Error(`${def.path}: the function's body schema is not the contract's`);
  return async (context) => {
    const method = (context.method ?? endpoint.method).toUpperCase();
    if (method !== endpoint.method) return failure(405, "method_not_allowed", `${def.path} answers ${endpoint.method}`);
    const query = endpoint.query ? v.safeParse(endpoint.query, queryOf(context.params)) : undefined;
    if (query && !query.success) return failure(400, "bad_query", issuesText(query.issues), { field: v.getDotPath(query.issues[0]) });
    const raw = bodyOf(context.body);
    if (raw.bytes > MAX_BODY_BYTES) return failure(413, "too_large", `The body is over ${MAX_BODY_BYTES} bytes`);
    if (raw.broken) return failure(400, "bad_body", "The body is not JSON");
    const body = endpoint.body ? v.safeParse(endpoint.body, raw.value) : undefined;
    if (body && !body.success) return failure(400, "bad_body", issuesText(body.issues), { field: v.getDotPath(body.issues[0]) });

    const secret = (name: string) => context.secrets?.[name] ?? environment()[name];
    const token = secret(TOKEN_KEY);
    if (!token) {
      console.error(`[shop-functions] ${def.path}: no ${TOKEN_KEY}: the app is not installed, or the local run has no token`);
      return failure(503, "unavailable", "The shop's data cannot be reached just now");
    }
    const timeLimit = Math.min(context.limits?.timeRemaining ?? FUNCTION_TIME_LIMIT_MS, FUNCTION_TIME_LIMIT_MS);
    const crm = new Crm({ token, baseUrl: secret(API_BASE_KEY), deadline: Date.now() + timeLimit });
    try {
      const checkedQuery = (query?.output ?? {}) as Record<string, string | undefined>;
      const answer = await def.handle({
        query: checkedQuery,
        param: (name) => checkedQuery[name] ?? "",
        body: body?.output as B,
        crm,
        secret,
      });
      return checked(endpoint, answer);
    } catch (error) {
      if (error instanceof Refusal) return checked(endpoint, error.answer());
      if (error instanceof CrmError) return crmFailure(def.path, error);
      console.error(`[shop-functions] ${def.path}: unexpected failure`, error);
      return failure(500, "internal", "Unexpected failure");
    }
  };
}

export { json };
