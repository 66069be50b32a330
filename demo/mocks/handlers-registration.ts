// The fake `POST ansprechpartner/register` (contract core/api/registration.ts, docs/api.md#registration),
// stateful: contacts who already have online access answer 409 contact_active (Anna Schmidt, 7001, and
// Jonas Weber, 7002, of fixtures-accounts.ts; and every e-mail registered since), existing customers
// without access are found by customer number and e-mail, the same requestId answers the first answer
// again. A field the shop's rules refuse answers 422 (core/registration/registration-check.ts), a sixth
// attempt of one address within ten minutes 429 (core/api/attempt-limits.ts). vatReview follows the VAT
// ID (section 6, core/address/vat-id.ts).
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import { vatIdTreatment } from "../../core/address/vat-id.ts";
import { attemptWindow, REGISTRATION_LIMIT } from "../../core/api/attempt-limits.ts";
import type { RegistrationAnswer } from "../../core/api/registration.ts";
import { RegistrationBodySchema } from "../../core/api/service-request-schemas.ts";
import { registrationFieldProblem } from "../../core/registration/registration-check.ts";
import { CONTACTS_WITH_ACCESS, EXISTING_CUSTOMERS } from "./fixtures-accounts.ts";
import { readJson, serverError, withLatency } from "./http-helpers.ts";
import { mockState, onResetMockState, saveMockState } from "./mock-state.ts";

export const REGISTRATION_ENDPOINT = "*/_hcms/api/ansprechpartner/register";

/** When each address (lower case) made its recent attempts, in ms (in memory only). */
const attempts = new Map<string, number[]>();
onResetMockState(() => attempts.clear());

const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) => issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`);
const fail = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ code, message, ...extra }, { status });

type Answer = { status: number; body: object };

function answerTo(body: v.InferOutput<typeof RegistrationBodySchema>): Answer {
  const email = body.email.toLowerCase();
  if (CONTACTS_WITH_ACCESS.includes(email) || mockState.registeredEmails.has(email))
    return { status: 409, body: { code: "contact_active", message: "This person already has online access" } };
  if (body.kind === "existing") {
    const customer = EXISTING_CUSTOMERS.get(body.customerNumber.toUpperCase());
    if (!customer || customer.email !== email)
      return { status: 404, body: { code: "customer_not_found", message: "No customer with this number and e-mail" } };
    const answer: RegistrationAnswer = {
      email: body.email,
      vatReview: vatIdTreatment(customer.vatId ?? "", ""),
      ...(customer.companyName ? { companyName: customer.companyName } : {}),
    };
    return { status: 201, body: answer };
  }
  const vatReview = body.customerType === "company" ? vatIdTreatment(body.company?.vatId ?? "", body.address.country) : "none";
  return { status: 201, body: { email: body.email, vatReview } satisfies RegistrationAnswer };
}

/** The answer to a body not sent before: 422, 429, or the registration's own. */
function firstAnswer(body: v.InferOutput<typeof RegistrationBodySchema>): Answer {
  const field = registrationFieldProblem(body);
  if (field) return { status: 422, body: { code: "invalid_field", message: `${field} fails the shop's rules`, field } };
  const email = body.email.toLowerCase();
  const now = Date.now();
  const { recent, retryAfterSeconds } = attemptWindow(attempts.get(email) ?? [], now, REGISTRATION_LIMIT);
  if (retryAfterSeconds) return { status: 429, body: { code: "too_many_requests", message: "Too many attempts", retryAfterSeconds } };
  attempts.set(email, [...recent, now]);
  return answerTo(body);
}

const register: HttpResponseResolver = async ({ request }) => {
  const parsed = v.safeParse(RegistrationBodySchema, await readJson(request));
  if (!parsed.success)
    return HttpResponse.json({ code: "bad_request", message: "Invalid body", details: issuesOf(parsed.issues) }, { status: 400 });
  const body = parsed.output;
  // The backend acts once per requestId: a repeated send gets the first answer (a 429 is no answer to keep).
  const answer = mockState.registrations.get(body.requestId) ?? firstAnswer(body);
  if (!mockState.registrations.has(body.requestId) && answer.status !== 429) {
    mockState.registrations.set(body.requestId, answer);
    if (answer.status === 201) mockState.registeredEmails.add(body.email.toLowerCase());
    saveMockState();
  }
  return HttpResponse.json(answer.body, { status: answer.status });
};

export function registrationHandlers(latency: number): RequestHandler[] {
  return [http.post(REGISTRATION_ENDPOINT, withLatency(latency, register))];
}

export const registrationScenarios = {
  /** 500. */
  fails: [http.post(REGISTRATION_ENDPOINT, serverError)],
  /** 201 with a body the answer's schema rejects. */
  broken: [http.post(REGISTRATION_ENDPOINT, () => HttpResponse.json({ email: "", vatReview: "maybe" }, { status: 201 }))],
  /** 429 too_many_requests, try again in 5 minutes. */
  busy: [http.post(REGISTRATION_ENDPOINT, () => fail(429, "too_many_requests", "Too many attempts", { retryAfterSeconds: 300 }))],
} satisfies Record<string, RequestHandler[]>;
