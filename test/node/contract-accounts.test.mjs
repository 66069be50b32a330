// The account and service endpoints' contract on both backends (issue 30): the companies a logged-in
// contact may act for, the contact to prefill a form, registration and the contact dialog's message,
// with the same expectations of the msw fake and of the functions on the local CRM. Expected values come
// from the demo's people (demo/mocks/fixtures-accounts.ts) both backends are made from; each test writes
// with addresses of its own, since the backends keep what was written for the whole file.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importTs } from "../../scripts/import-ts.mjs";
import { assertContract, assertRefused, call, onBothBackends } from "../support/contract-run.mjs";

const catalogue = await importTs("test/support/contract-catalogue.ts");
const people = await importTs("demo/mocks/fixtures-accounts.ts");
const { CONTACT_MESSAGE_LIMIT, REGISTRATION_LIMIT } = await importTs("core/api/attempt-limits.ts");

const unique = (name) => `${name}-${Math.random().toString(36).slice(2)}`;
const address = (name) => `${unique(name)}@example.org`;

const consents = { terms: true, privacy: true };
const person = (email) => ({ language: "de", salutation: "female", firstName: "Erika", lastName: "Muster", email, consents });
const existing = (email, customerNumber) => ({ kind: "existing", requestId: unique("reg"), ...person(email), customerNumber });
const newCompany = (email, vatId, country = "DE", postcode = "10115") => ({
  kind: "new",
  requestId: unique("reg"),
  ...person(email),
  customerType: "company",
  company: { name: "Rahmen Berg", legalForm: "GmbH", vatId },
  address: { street: "Hauptstr. 5", addition: "", postcode, city: "Berlin", country },
  invoicePurchase: { signatory: "Erika Muster", signature: { kind: "typed", name: "Erika Muster" } },
});
const newPrivate = (email) => ({
  kind: "new",
  requestId: unique("reg"),
  ...person(email),
  customerType: "private",
  address: { street: "Lindenweg 3", postcode: "80331", city: "München", country: "DE" },
});
const message = (email, extra = {}) => ({
  requestId: unique("msg"),
  language: "de",
  topic: "order",
  name: "Erika Muster",
  email,
  message: "Wann kommt meine Lieferung?",
  privacy: true,
  website: "",
  elapsedMs: 18_250,
  ...extra,
});

onBothBackends((backend) => {
  const register = (body) => call(backend, "POST", "ansprechpartner/register", { body });
  const send = (body) => call(backend, "POST", "contact", { body });

  test("companies: every company a contact may act for, with the contact person's name there", async () => {
    for (const [contactId, companyIds] of [
      ["7001", ["c-100", "c-200", "c-300"]],
      ["7002", ["c-300"]],
    ]) {
      const answer = await call(backend, "GET", "ansprechpartner/companies", { query: { contactId } });
      const choices = assertContract("ansprechpartner/companies", answer, 200);
      const { firstname, lastname } = people.contacts.get(contactId);
      assert.deepEqual(
        [...choices].sort((a, b) => a.company.id.localeCompare(b.company.id)),
        companyIds.map((id) => ({ company: catalogue.company(id), contactPersonFirstname: firstname, contactPersonLastname: lastname })),
      );
    }
  });

  test("companies: an inactive or unknown contact is no_valid_contact, one without a company no_valid_company", async () => {
    for (const [contactId, code] of [
      ["7009", "no_valid_contact"],
      ["999999", "no_valid_contact"],
      ["anna", "no_valid_contact"],
      ["7003", "no_valid_company"],
    ]) {
      const answer = await call(backend, "GET", "ansprechpartner/companies", { query: { contactId } });
      assert.equal(assertContract("ansprechpartner/companies", answer, 404).code, code, contactId);
    }
  });

  test("contact person: the logged-in contact's name, e-mail, phone, company and customer number", async () => {
    for (const contactId of ["7001", "7002", "7003"]) {
      const answer = await call(backend, "GET", "ansprechpartner/get", { query: { contactId } });
      const { firstname, lastname } = people.contacts.get(contactId);
      assert.deepEqual(assertContract("ansprechpartner/get", answer, 200), {
        firstName: firstname,
        lastName: lastname,
        ...people.PEOPLE[contactId],
      });
    }
  });

  test("contact person: an inactive or unknown contact is not_found", async () => {
    for (const contactId of ["7009", "999999", "anna"]) {
      const answer = await call(backend, "GET", "ansprechpartner/get", { query: { contactId } });
      assert.equal(assertContract("ansprechpartner/get", answer, 404).code, "not_found", contactId);
    }
  });

  test("contact person and companies: a missing contactId is a 4xx with the error body", async () => {
    for (const path of ["ansprechpartner/get", "ansprechpartner/companies"]) assertRefused(await call(backend, "GET", path));
  });

  test("registration: an existing customer gets access with the customer account the CRM knows", async () => {
    for (const [customerNumber, vatReview] of [
      ["K-10234", "german"],
      ["K-20417", "review"],
      ["K-30112", "none"],
    ]) {
      const customer = people.EXISTING_CUSTOMERS.get(customerNumber);
      const answer = await register(existing(customer.email, customerNumber));
      assert.deepEqual(assertContract("ansprechpartner/register", answer, 201), {
        email: customer.email,
        vatReview,
        ...(customer.companyName ? { companyName: customer.companyName } : {}),
      });
    }
  });

  test("registration: the same requestId answers the first answer again; another registration of the address is contact_active", async () => {
    const body = newCompany(address("twice"), "DE136695976");
    const first = assertContract("ansprechpartner/register", await register(body), 201);
    assert.deepEqual(assertContract("ansprechpartner/register", await register(body), 201), first);
    const again = await register({ ...body, requestId: unique("reg") });
    assert.equal(assertContract("ansprechpartner/register", again, 409).code, "contact_active");
  });

  test("registration: a contact with online access is contact_active", async () => {
    for (const email of people.CONTACTS_WITH_ACCESS) {
      const answer = await register(newPrivate(email));
      assert.equal(assertContract("ansprechpartner/register", answer, 409).code, "contact_active", email);
    }
  });

  test("registration: a customer number that is not the e-mail's is customer_not_found", async () => {
    for (const body of [existing(address("other"), "K-10234"), existing(address("nobody"), "K-99999")]) {
      const answer = await register(body);
      assert.equal(assertContract("ansprechpartner/register", answer, 404).code, "customer_not_found");
    }
  });

  test("registration: a new customer's vatReview follows the VAT ID (German, foreign EU, none)", async () => {
    for (const [body, vatReview] of [
      [newCompany(address("de"), "DE136695976"), "german"],
      [newCompany(address("at"), "ATU12345678", "AT", "1010"), "review"],
      [newCompany(address("novat"), undefined), "none"],
      [newPrivate(address("private")), "none"],
    ]) {
      const answer = await register(body);
      assert.deepEqual(assertContract("ansprechpartner/register", answer, 201), { email: body.email, vatReview });
    }
  });

  test("registration: a value the shop's rules refuse is invalid_field at its field", async () => {
    for (const [body, field] of [
      [newCompany(address("checkdigit"), "DE123456789"), "company.vatId"],
      [newCompany(address("postcode"), "DE136695976", "DE", "1011"), "address.postcode"],
      [{ ...newCompany(address("nocompany"), undefined), company: undefined }, "company.name"],
      [existing(address("number"), "12-AB"), "customerNumber"],
    ]) {
      const answer = await register(body);
      assert.deepEqual(
        { code: assertContract("ansprechpartner/register", answer, 422).code, field: answer.body.field },
        { code: "invalid_field", field },
      );
    }
  });

  test(`registration: attempt ${REGISTRATION_LIMIT.attempts + 1} of one address within ten minutes is too_many_requests`, async () => {
    // Lea Braun (7003) is a contact without online access: each wrong customer number is an attempt.
    const email = people.PEOPLE["7003"].email;
    for (let i = 0; i < REGISTRATION_LIMIT.attempts; i++)
      assertContract("ansprechpartner/register", await register(existing(email, `K-9${i}000`)), 404);
    const refused = assertContract("ansprechpartner/register", await register(existing(email, "K-98000")), 429);
    assert.equal(refused.code, "too_many_requests");
    assert.ok(refused.retryAfterSeconds >= 1 && refused.retryAfterSeconds <= REGISTRATION_LIMIT.windowSeconds, refused.retryAfterSeconds);
  });

  test("registration: a body that breaks the contract is a 4xx with the error body", async () => {
    const body = newPrivate(address("bad"));
    for (const bad of [{ ...body, consents: { terms: true } }, { ...body, kind: "guest" }, { ...body, email: "no-address" }, "{"])
      assertRefused(await register(bad));
  });

  test("contact: a message is filed under a reference to answer within answerWithinHours, once per requestId", async () => {
    const body = message(address("message"));
    const filed = assertContract("contact", await send(body), 201);
    assert.match(filed.reference, /^K-\d{4}-\d{5,}$/);
    assert.equal(filed.answerWithinHours, people.ANSWER_WITHIN_HOURS);
    assert.deepEqual(assertContract("contact", await send(body), 201), filed);
    const other = assertContract("contact", await send(message(address("message"))), 201);
    assert.notEqual(other.reference, filed.reference);
  });

  test("contact: the honeypot filled or sent faster than 3 s is spam_suspected", async () => {
    for (const extra of [{ website: "https://spam.example" }, { elapsedMs: 1_200 }]) {
      const answer = await send(message(address("spam"), extra));
      assert.equal(assertContract("contact", answer, 422).code, "spam_suspected", JSON.stringify(extra));
    }
  });

  test("contact: a value the shop's rules refuse is invalid_field at its field", async () => {
    for (const [body, field] of [
      [message("erika@mailbox.invalid"), "email"],
      [message(address("phone"), { phone: "call me" }), "phone"],
      [message("erika..muster@example.org"), "email"],
    ]) {
      const answer = await send(body);
      assert.deepEqual({ code: assertContract("contact", answer, 422).code, field: answer.body.field }, { code: "invalid_field", field });
    }
  });

  test(`contact: message ${CONTACT_MESSAGE_LIMIT.attempts + 1} of one address within ten minutes is too_many_requests`, async () => {
    const email = address("busy");
    for (let i = 0; i < CONTACT_MESSAGE_LIMIT.attempts; i++) assertContract("contact", await send(message(email)), 201);
    const refused = assertContract("contact", await send(message(email)), 429);
    assert.equal(refused.code, "too_many_requests");
    assert.ok(
      refused.retryAfterSeconds >= 1 && refused.retryAfterSeconds <= CONTACT_MESSAGE_LIMIT.windowSeconds,
      refused.retryAfterSeconds,
    );
  });

  test("contact: a body that breaks the contract is a 4xx with the error body", async () => {
    const body = message(address("bad"));
    for (const bad of [
      { ...body, privacy: false },
      { ...body, topic: "gossip" },
      { ...body, requestId: "short" },
      { ...body, elapsedMs: -1 },
    ])
      assertRefused(await send(bad));
  });
});
