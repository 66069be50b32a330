import { expect } from "chai";
import { normalizeCustomerNumber, validateCustomerNumber } from "../../core/registration/customer-number.ts";
import {
  emptyRegistrationForm,
  registrationAddressOptions,
  registrationBody,
  validateRegistration,
  type RegistrationForm,
} from "../../core/registration/registration-form.ts";

function newCompany(): RegistrationForm {
  const form = emptyRegistrationForm("de");
  return {
    ...form,
    path: "new",
    salutation: "male",
    address: {
      ...form.address,
      customerType: "company",
      companyName: "Rahmen Berg",
      legalForm: "GmbH",
      vatId: "de 136 695 976",
      firstName: "Jan",
      lastName: "Berg",
      email: "jan@rahmen-berg.example",
      street: "Hauptstr. 5",
      postcode: "10115",
      city: "Berlin",
    },
    terms: true,
    privacy: true,
  };
}

function existing(): RegistrationForm {
  const form = emptyRegistrationForm("de");
  return {
    ...form,
    path: "existing",
    salutation: "female",
    address: { ...form.address, firstName: "Eva", lastName: "Roth", email: "eva@museum.example" },
    customerNumber: "k10234",
    terms: true,
    privacy: true,
  };
}

const options = registrationAddressOptions();

describe("registration rules (core/registration)", () => {
  it("customer number required (section 5), format K- and 4–8 digits as on the invoices", () => {
    expect(validateCustomerNumber(" ")).to.equal("customerNumberRequired");
    for (const ok of ["K-10234", "k10234", " K-1234 ", "K-12345678"]) expect(validateCustomerNumber(ok), ok).to.equal(undefined);
    for (const bad of ["10234", "K-123", "K-123456789", "KD-10234", "K 10234"])
      expect(validateCustomerNumber(bad), bad).to.equal("invalidCustomerNumber");
    expect(normalizeCustomerNumber(" k10234 ")).to.equal("K-10234");
  });

  it("a complete new company and a complete existing customer have no errors", () => {
    expect(validateRegistration(newCompany(), options)).to.deep.equal({});
    expect(validateRegistration(existing(), options)).to.deep.equal({});
  });

  it("an existing customer is asked only the person and the customer number, not the address", () => {
    const errors = validateRegistration({ ...existing(), customerNumber: "" }, options);
    expect(errors).to.deep.equal({ customerNumber: "customerNumberRequired" });
  });

  it("the path, the salutation and both consents are required", () => {
    const errors = validateRegistration({ ...newCompany(), path: "", salutation: "", terms: false, privacy: false }, options);
    expect(errors).to.include({ path: "required", salutation: "required", terms: "consentRequired", privacy: "consentRequired" });
  });

  it("the EU VAT ID rules apply to a new company (a German company with a French number)", () => {
    const form = newCompany();
    form.address.vatId = "FRXX123456789";
    expect(validateRegistration(form, options).address).to.deep.equal({ vatId: "vatIdCountry" });
  });

  it("invoice purchase: the signatory and a signature are required; an empty signature is signatureEmpty, typed or drawn", () => {
    const form = newCompany();
    form.invoice = { apply: true, signatory: "", kind: "typed", typedName: " ", drawing: "" };
    expect(validateRegistration(form, options)).to.deep.equal({ signatory: "required", signature: "signatureEmpty" });
    form.invoice = { ...form.invoice, signatory: "Jan Berg", kind: "drawn" };
    expect(validateRegistration(form, options)).to.deep.equal({ signature: "signatureEmpty" });
    form.invoice.drawing = "data:image/png;base64,AAAA";
    expect(validateRegistration(form, options)).to.deep.equal({});
  });

  it("invoice purchase is a company's: ignored for a private customer", () => {
    const form = newCompany();
    form.address.customerType = "private";
    form.invoice = { apply: true, signatory: "", kind: "typed", typedName: "", drawing: "" };
    expect(validateRegistration(form, options)).to.deep.equal({});
    expect(registrationBody(form, "de")).to.not.have.property("invoicePurchase");
  });

  it("the new company's body: VAT ID compacted, company, address, typed signature, consents", () => {
    const form = newCompany();
    form.invoice = { apply: true, signatory: " Jan Berg ", kind: "typed", typedName: "Jan Berg", drawing: "" };
    expect(registrationBody(form, "fr")).to.deep.equal({
      kind: "new",
      language: "fr",
      salutation: "male",
      firstName: "Jan",
      lastName: "Berg",
      email: "jan@rahmen-berg.example",
      consents: { terms: true, privacy: true },
      customerType: "company",
      company: { name: "Rahmen Berg", legalForm: "GmbH", vatId: "DE136695976" },
      address: { street: "Hauptstr. 5", addition: "", postcode: "10115", city: "Berlin", country: "DE" },
      invoicePurchase: { signatory: "Jan Berg", signature: { kind: "typed", name: "Jan Berg" } },
    });
  });

  it("phone numbers: the registration sends the one normalised form", () => {
    const body = registrationBody({ ...existing(), address: { ...existing().address, phone: "0044 (0)20-7946.0958" } }, "en");
    expect(body.phone).to.equal("+44 20 7946 0958");
  });

  it("the existing customer's body: the person and the customer number as the CRM keeps it", () => {
    expect(registrationBody({ ...existing(), address: { ...existing().address, phone: " +49 30 1234567 " } }, "de")).to.deep.equal({
      kind: "existing",
      language: "de",
      salutation: "female",
      firstName: "Eva",
      lastName: "Roth",
      email: "eva@museum.example",
      phone: "+49 30 1234567",
      consents: { terms: true, privacy: true },
      customerNumber: "K-10234",
    });
  });
});
