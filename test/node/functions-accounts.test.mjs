// The account and service functions' CRM side (docs/decisions/hubspot-accounts.md), which the contract
// cannot see: what a registration writes and in which order, an existing customer's contact linked with
// their contact person, a new company made once, the ticket of a contact message, and the refusals that
// come from HubSpot's own limits.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { startFunctionsBackend } from "../support/backends.mjs";
import { call } from "../support/contract-run.mjs";

let backend;
before(async () => (backend = await startFunctionsBackend()));
after(() => backend?.close());

const unique = (name) => `${name}-${Math.random().toString(36).slice(2)}`;
const records = (type) => [...backend.hubspot.store.type(type).records.values()].filter((r) => !r.archived);
const contactOf = (email) => backend.hubspot.store.find("contacts", email, { idProperty: "email" });
const linked = (type, id, toType) => backend.hubspot.store.associationsOf(type, id, toType).map((a) => a.toId);

const person = (email) => ({
  requestId: unique("reg"),
  language: "fr",
  salutation: "male",
  firstName: "Jan",
  lastName: "Berg",
  email,
  phone: "+49 30 987654",
  consents: { terms: true, privacy: true },
});
const newCompany = (email, invoicePurchase) => ({
  kind: "new",
  ...person(email),
  customerType: "company",
  company: { name: "Rahmen Berg", legalForm: "GmbH", vatId: "DE136695976" },
  address: { street: "Hauptstr. 5", addition: "Hinterhaus", postcode: "10115", city: "Berlin", country: "DE" },
  ...(invoicePurchase ? { invoicePurchase } : {}),
});
const register = (body) => call(backend, "POST", "ansprechpartner/register", { body });

test("registration is recorded on the contact: the person, and last the date that brings the invitation, the requestId, the VAT review", async () => {
  const email = `${unique("private")}@example.org`;
  const body = {
    kind: "new",
    ...person(email),
    customerType: "private",
    address: { street: "Lindenweg 3", postcode: "80331", city: "München", country: "DE" },
  };
  assert.equal((await register(body)).status, 201);
  const p = contactOf(email).properties;
  assert.deepEqual(
    [p.firstname, p.lastname, p.shop_salutation, p.shop_language, p.phone, p.address, p.zip, p.city, p.country],
    ["Jan", "Berg", "male", "fr", "+49 30 987654", "Lindenweg 3", "80331", "München", "DE"],
  );
  assert.deepEqual([p.shop_registration, p.shop_registration_request_id, p.shop_vat_review], ["private", body.requestId, "none"]);
  assert.ok(!Number.isNaN(Date.parse(p.shop_registered_at)), p.shop_registered_at);
  const writes = backend.hubspot.requests.filter((r) => r.method !== "GET" && r.path.startsWith("/crm/v3/objects/contacts"));
  assert.ok(writes.at(-1).body.properties.shop_registered_at, "the registration's date is the last write");
});

test("registration: an existing customer's new contact is linked with their contact person and then acts for the customer's company", async () => {
  const answer = await register({ kind: "existing", ...person("l.braun@restaurierung-weber.example"), customerNumber: "K-20417" });
  assert.equal(answer.status, 201);
  const contact = contactOf("l.braun@restaurierung-weber.example");
  const [personId] = linked("contacts", contact.id, "p_ansprechpartner");
  assert.equal(backend.hubspot.store.find("p_ansprechpartner", personId).properties.customer_number, "K-20417");
  const companies = await call(backend, "GET", "ansprechpartner/companies", { query: { contactId: contact.id } });
  assert.deepEqual(
    companies.body.map((c) => c.company.id),
    ["c-300"],
  );
});

test("registration: a new company is one company record, associated with the contact, also when a first try made it already", async () => {
  const email = `${unique("company")}@example.org`;
  const body = newCompany(email, { signatory: "Jan Berg", signature: { kind: "typed", name: "Jan Berg" } });
  // A first try that failed after making the company.
  backend.hubspot.store.create("companies", { name: "Rahmen Berg", shop_registration_request_id: body.requestId });
  assert.equal((await register(body)).status, 201);
  const made = records("companies").filter((c) => c.properties.shop_registration_request_id === body.requestId);
  assert.equal(made.length, 1);
  assert.deepEqual(linked("contacts", contactOf(email).id, "companies"), [made[0].id]);
  const company = records("companies").find((c) => c.id === made[0].id);
  assert.equal(company.properties.shop_vat_id, undefined, "the first try's record is kept as it was");

  const fresh = newCompany(`${unique("company")}@example.org`, { signatory: "Jan Berg", signature: { kind: "typed", name: "Jan Berg" } });
  assert.equal((await register(fresh)).status, 201);
  const [record] = records("companies").filter((c) => c.properties.shop_registration_request_id === fresh.requestId);
  assert.deepEqual(
    [
      record.properties.name,
      record.properties.shop_legal_form,
      record.properties.shop_vat_id,
      record.properties.address,
      record.properties.zip,
    ],
    ["Rahmen Berg", "GmbH", "DE136695976", "Hauptstr. 5, Hinterhaus", "10115"],
  );
  assert.deepEqual(JSON.parse(record.properties.shop_invoice_purchase), fresh.invoicePurchase);
});

test("registration: an inactive contact person gets no online access (customer_not_found)", async () => {
  backend.hubspot.store.create("p_ansprechpartner", {
    ansprechpartner_id: "8901",
    customer_number: "K-40001",
    email: "left@museum-beispiel.example",
    active: "false",
  });
  const answer = await register({ kind: "existing", ...person("left@museum-beispiel.example"), customerNumber: "K-40001" });
  assert.equal(answer.status, 404);
  assert.equal(answer.body.code, "customer_not_found");
  assert.equal(contactOf("left@museum-beispiel.example"), undefined);
});

test("registration: a drawn signature over what the functions take (a 64 KB body, a 64 KB property) is refused before anything is written", async () => {
  const email = `${unique("drawn")}@example.org`;
  const image = `data:image/png;base64,${"A".repeat(70_000)}`;
  const answer = await register(newCompany(email, { signatory: "Jan Berg", signature: { kind: "drawn", image } }));
  assert.equal(answer.status, 413);
  assert.equal(answer.body.code, "too_large");
  assert.equal(contactOf(email), undefined);
});

test("contact: a message is a ticket in the setting's pipeline and stage, linked with its sender, who becomes a contact when new", async () => {
  const email = `${unique("sender")}@example.org`;
  const body = {
    requestId: unique("msg"),
    language: "en",
    topic: "invoice",
    name: "Mary Ann Smith",
    email,
    reference: "A-2026-0042",
    message: "Please send the invoice again.",
    privacy: true,
    website: "",
    elapsedMs: 9_000,
  };
  const answer = await call(backend, "POST", "contact", { body });
  assert.equal(answer.status, 201);
  const ticket = records("tickets").find((t) => t.properties.shop_request_id === body.requestId);
  assert.equal(answer.body.reference, `K-${new Date().getUTCFullYear()}-${ticket.id.padStart(5, "0")}`);
  const t = ticket.properties;
  assert.deepEqual(
    [t.hs_pipeline, t.hs_pipeline_stage, t.shop_contact_topic, t.shop_language, t.shop_reference],
    ["0", "1", "invoice", "en", "A-2026-0042"],
  );
  assert.ok(t.content.startsWith(body.message) && t.content.includes(email), t.content);
  const contact = contactOf(email);
  assert.deepEqual([contact.properties.firstname, contact.properties.lastname], ["Mary Ann", "Smith"]);
  assert.deepEqual(linked("tickets", ticket.id, "contacts"), [contact.id]);
});

test("contact person and companies: a contactId that is no HubSpot record id never reaches HubSpot", async () => {
  backend.hubspot.requests.length = 0;
  for (const path of ["ansprechpartner/companies", "ansprechpartner/get"])
    assert.equal((await call(backend, "GET", path, { query: { contactId: "../companies/9100" } })).status, 404);
  assert.deepEqual(backend.hubspot.requests, []);
});
