// The fake `POST ansprechpartner/register` (contract core/api/registration.ts, docs/api.md#registration),
// stateful: contacts who already have online access answer 409 contact_active (Anna Schmidt, 7001, and
// Jonas Weber, 7002, of handlers-contacts.ts; and every e-mail registered since), existing customers
// without access are found by customer number and e-mail, the same requestId answers the first answer
// again. vatReview follows the VAT ID's prefix (section 6).
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import type { RegistrationAnswer, VatReview } from "../../core/api/registration.ts";
import { RegistrationBodySchema } from "../../core/api/service-request-schemas.ts";
import { readJson, serverError, withLatency } from "./http-helpers.ts";
import { mockState, saveMockState } from "./mock-state.ts";

export const REGISTRATION_ENDPOINT = "*/_hcms/api/ansprechpartner/register";

/** E-mails of contacts with online access (handlers-contacts.ts: 7001 Anna Schmidt, 7002 Jonas Weber). */
const CONTACTS_WITH_ACCESS = ["anna.schmidt@stadtarchiv.example", "jonas.weber@atelier-weber.example"];

/** Customers who ordered by phone or e-mail and have no online access yet, by customer number (fixtures.ts companies). */
export const EXISTING_CUSTOMERS: ReadonlyMap<string, { email: string; companyName?: string; vatId?: string }> = new Map([
  ["K-10234", { email: "einkauf@museum-beispiel.example", companyName: "Museum Beispiel gGmbH", vatId: "DE136695976" }],
  ["K-20417", { email: "l.braun@restaurierung-weber.example", companyName: "Restaurierungsatelier Weber", vatId: "ATU12345678" }],
  ["K-30112", { email: "claire.martin@example.fr" }],
]);

const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) => issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`);
const fail = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ code, message, ...extra }, { status });

const vatReviewOf = (vatId: string | undefined): VatReview => (!vatId ? "none" : vatId.startsWith("DE") ? "german" : "review");

function answerTo(body: v.InferOutput<typeof RegistrationBodySchema>): { status: number; body: object } {
  const email = body.email.toLowerCase();
  if (CONTACTS_WITH_ACCESS.includes(email) || mockState.registeredEmails.has(email))
    return { status: 409, body: { code: "contact_active", message: "This person already has online access" } };
  if (body.kind === "existing") {
    const customer = EXISTING_CUSTOMERS.get(body.customerNumber.toUpperCase());
    if (!customer || customer.email !== email)
      return { status: 404, body: { code: "customer_not_found", message: "No customer with this number and e-mail" } };
    const answer: RegistrationAnswer = {
      email: body.email,
      vatReview: vatReviewOf(customer.vatId),
      ...(customer.companyName ? { companyName: customer.companyName } : {}),
    };
    return { status: 201, body: answer };
  }
  return { status: 201, body: { email: body.email, vatReview: vatReviewOf(body.company?.vatId) } satisfies RegistrationAnswer };
}

const register: HttpResponseResolver = async ({ request }) => {
  const parsed = v.safeParse(RegistrationBodySchema, await readJson(request));
  if (!parsed.success)
    return HttpResponse.json({ code: "bad_request", message: "Invalid body", details: issuesOf(parsed.issues) }, { status: 400 });
  const body = parsed.output;
  // The backend acts once per requestId: a repeated send gets the first answer.
  const answer = mockState.registrations.get(body.requestId) ?? answerTo(body);
  if (!mockState.registrations.has(body.requestId)) {
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
