// The fake `contact` and `ansprechpartner/get` endpoints (contract: core/api/contact-form.ts,
// docs/api.md#contact). POST contact checks the body with the contract's schema, applies the spam rule
// (honeypot filled or sent within 3 s), the fields' rules (core/contact/contact-check.ts), limits messages
// per e-mail address (core/api/attempt-limits.ts), answers a repeated requestId
// with its first answer and files messages as K-<year>-00001, -00002, … GET ansprechpartner/get gives the
// demo's contacts (fixtures-accounts.ts) with the details a form prefills; an inactive or unknown id is
// not found. The state lasts for the demo's browser session (sessionStorage), and each test starts afresh.
import { http, HttpResponse, type HttpResponseResolver, type RequestHandler } from "msw";
import * as v from "valibot";
import { CONTACT_FORM_ERROR_CODES, type ContactAnswer, type ContactPerson } from "../../core/api/contact-form.ts";
import { ContactMessageBodySchema } from "../../core/api/service-request-schemas.ts";
import { attemptWindow, CONTACT_MESSAGE_LIMIT } from "../../core/api/attempt-limits.ts";
import { contactFieldProblem } from "../../core/contact/contact-check.ts";
import { spamVerdict } from "../../core/contact/spam-guard.ts";
import { ANSWER_WITHIN_HOURS, contacts, PEOPLE } from "./fixtures-accounts.ts";
import { query, readJson, serverError, withLatency } from "./http-helpers.ts";
import { mockState, onResetMockState } from "./mock-state.ts";

export const CONTACT_FORM_ENDPOINTS = { message: "*/_hcms/api/contact", person: "*/_hcms/api/ansprechpartner/get" } as const;

interface ContactState {
  /** The 201 answer of each requestId. */
  answers: Record<string, ContactAnswer>;
  /** When each e-mail address (lower case) sent its recent messages, in ms. */
  sent: Record<string, number[]>;
  filed: number;
}

const KEY = "demo-cms:contact-messages";
let state: ContactState | null = null;
const fresh = (): ContactState => ({ answers: {}, sent: {}, filed: 0 });

function current(): ContactState {
  if (!state) {
    try {
      state = mockState.persist ? (JSON.parse(sessionStorage.getItem(KEY) ?? "null") as ContactState | null) : null;
    } catch {
      state = null;
    }
    state ??= fresh();
  }
  return state;
}

function save(): void {
  if (mockState.persist && state) sessionStorage.setItem(KEY, JSON.stringify(state));
}

onResetMockState(() => {
  state = fresh();
  save();
});

const fail = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ code, message, ...extra }, { status });

/** POST contact. */
const postMessage: HttpResponseResolver = async ({ request }) => {
  const parsed = v.safeParse(ContactMessageBodySchema, await readJson(request));
  if (!parsed.success)
    return fail(400, "invalid_body", "The body fails its schema", {
      issues: parsed.issues.map((i) => `${v.getDotPath(i) ?? "body"}: ${i.message}`),
    });
  const body = parsed.output;
  const s = current();
  const earlier = s.answers[body.requestId];
  if (earlier) return HttpResponse.json(earlier, { status: 201 });
  if (spamVerdict(body) !== "send") return fail(422, CONTACT_FORM_ERROR_CODES.spamSuspected, "Honeypot filled or sent too fast");
  const field = contactFieldProblem(body);
  if (field) return fail(422, CONTACT_FORM_ERROR_CODES.invalidField, `${field} fails the shop's rules`, { field });
  const now = Date.now();
  const email = body.email.toLowerCase();
  const { recent, retryAfterSeconds } = attemptWindow(s.sent[email] ?? [], now, CONTACT_MESSAGE_LIMIT);
  if (retryAfterSeconds) return fail(429, CONTACT_FORM_ERROR_CODES.tooManyRequests, "Too many messages", { retryAfterSeconds });
  s.filed += 1;
  const answer = { reference: `K-${new Date().getFullYear()}-${String(s.filed).padStart(5, "0")}`, answerWithinHours: ANSWER_WITHIN_HOURS };
  s.answers[body.requestId] = answer;
  s.sent[email] = [...recent, now];
  save();
  return HttpResponse.json(answer, { status: 201 });
};

/** GET ansprechpartner/get?contactId. */
const getPerson: HttpResponseResolver = ({ request }) => {
  const id = query(request, "contactId");
  if (!id) return fail(400, "bad_request", "contactId is required");
  const contact = contacts.get(id);
  const details = PEOPLE[id];
  if (!contact?.active || !details) return fail(404, "not_found", `No active contact ${id}`);
  return HttpResponse.json({ firstName: contact.firstname, lastName: contact.lastname, ...details } satisfies ContactPerson);
};

export function contactFormHandlers(latency: number): RequestHandler[] {
  return [
    http.post(CONTACT_FORM_ENDPOINTS.message, withLatency(latency, postMessage)),
    http.get(CONTACT_FORM_ENDPOINTS.person, withLatency(latency, getPerson)),
  ];
}

export const contactFormScenarios = {
  /** POST contact answers 500. */
  fails: [http.post(CONTACT_FORM_ENDPOINTS.message, serverError)],
  /** POST contact answers 201 with a body its schema rejects. */
  broken: [http.post(CONTACT_FORM_ENDPOINTS.message, () => HttpResponse.json({ reference: 42 }, { status: 201 }))],
  /** POST contact answers 429: too many messages, try again in 10 minutes. */
  busy: [
    http.post(CONTACT_FORM_ENDPOINTS.message, () =>
      fail(429, CONTACT_FORM_ERROR_CODES.tooManyRequests, "Too many messages", { retryAfterSeconds: CONTACT_MESSAGE_LIMIT.windowSeconds }),
    ),
  ],
} satisfies Record<string, RequestHandler[]>;
