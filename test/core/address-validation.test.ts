import { expect } from "chai";
import { LEGAL_FORMS } from "../../core/address/legal-forms.ts";
import {
  addressFields,
  cleanAddress,
  emptyAddressForm,
  isFieldRequired,
  validateAddress,
  validateAddition,
  validateCity,
  validateCompanyName,
  validateCountry,
  validateEmail,
  validateLegalForm,
  validateName,
  validatePhone,
  validatePostcode,
  validateStreet,
  validateVatId,
  type AddressErrorCode,
  type AddressForm,
} from "../../core/address/validation.ts";

type Validator = (value: string) => AddressErrorCode | undefined;

function check(validate: Validator, valid: string[], invalid: [string, AddressErrorCode][]): void {
  for (const value of valid) expect(validate(value), `"${value}"`).to.equal(undefined);
  for (const [value, code] of invalid) expect(validate(value), `"${value}"`).to.equal(code);
}

const privateCustomer: AddressForm = {
  ...emptyAddressForm("DE"),
  firstName: "Anna",
  lastName: "Schmidt",
  email: "anna.schmidt@example.de",
  street: "Archivstraße 12",
  postcode: "10115",
  city: "Berlin",
};
const company: AddressForm = { ...privateCustomer, customerType: "company", companyName: "Stadtarchiv Musterstadt", legalForm: "Behörde" };

describe("address rules", () => {
  it("names: 2–60 letters (accents too), spaces, apostrophes, hyphens and dots; at least one letter", () => {
    check(
      validateName,
      ["Anna", "Anne-Marie", "O'Brien", "D’Artagnan", "J. R. R.", "Łukasz", "Zoë", "Éloïse", "Li", "a".repeat(60)],
      [
        ["", "required"],
        ["   ", "required"],
        ["A", "invalidName"],
        ["a".repeat(61), "invalidName"],
        ["Anna2", "invalidName"],
        ["Anna_Maria", "invalidName"],
        ["--", "invalidName"],
        ["Anna@", "invalidName"],
      ],
    );
    expect(validateName("", false)).to.equal(undefined);
  });

  it("phone: digits, spaces, . ( ) / - and a leading +, with 6 to 20 digits; optional unless required", () => {
    check(
      validatePhone,
      ["+49 30 1234567", "030/1234567", "+49 (0)30 1234-567", "030.1234567", "01.23.45.67.89", "123456", "1".repeat(20), ""],
      [
        ["12345", "invalidPhone"],
        ["1".repeat(21), "invalidPhone"],
        ["030 1234567 ext. 5", "invalidPhone"],
        ["49+301234567", "invalidPhone"],
        ["++49301234567", "invalidPhone"],
      ],
    );
    expect(validatePhone("", true)).to.equal("required");
  });

  it("city: letters with accents, spaces, hyphens, apostrophes, dots, parentheses and slash; no digits", () => {
    check(
      validateCity,
      ["Berlin", "Frankfurt (Oder)", "Saint-Étienne", "'s-Hertogenbosch", "St. Gallen", "Neustadt/Weinstraße", "Bruxelles"],
      [
        ["", "required"],
        ["Berlin 10", "invalidCity"],
        ["10115", "invalidCity"],
        ["Berlin!", "invalidCity"],
        ["--", "invalidCity"],
        ["a".repeat(81), "invalidCity"],
      ],
    );
  });

  it("street and number: at least one letter, at most 100 characters, no odd symbols", () => {
    check(
      validateStreet,
      ["Archivstraße 12", "12, rue de la Paix", "Flat 3/B, 221 Baker Street", "Am Markt", "Hauptstr. 5a", "a".repeat(100)],
      [
        ["", "required"],
        ["12", "invalidAddress"],
        ["12/3", "invalidAddress"],
        ["a".repeat(101), "invalidAddress"],
        ["Hauptstraße 5 <script>", "invalidAddress"],
        ["Hauptstraße 5; drop", "invalidAddress"],
      ],
    );
  });

  it("address addition: optional, at most 100 characters of the street's set", () => {
    check(
      validateAddition,
      ["", "c/o Stadtarchiv", "3. OG", "Gebäude 2"],
      [
        ["a".repeat(101), "checkInput"],
        ["<b>", "checkInput"],
      ],
    );
  });

  it("e-mail: required with its own message, one @, no spaces, a dotted domain", () => {
    check(
      validateEmail,
      ["anna@example.de", "a.b+archiv@sub.example.co.uk", "  anna@example.de  ", "jörg@müller.de"],
      [
        ["", "emailRequired"],
        ["anna", "invalidEmail"],
        ["anna@example", "invalidEmail"],
        ["anna@@example.de", "invalidEmail"],
        ["anna schmidt@example.de", "invalidEmail"],
        ["anna@example.d", "invalidEmail"],
        ["anna@example..de", "invalidEmail"],
        [".anna@example.de", "invalidEmail"],
        ["anna.@example.de", "invalidEmail"],
        ["an..na@example.de", "invalidEmail"],
        [`${"a".repeat(250)}@example.de`, "invalidEmail"],
      ],
    );
  });

  it("VAT ID: only letters and digits, at most 14 characters; optional unless required", () => {
    check(
      validateVatId,
      ["DE123456789", "ATU12345678", "FR12345678901", "NL123456789B01", ""],
      [
        ["DE 123456789", "invalidVatId"],
        ["DE-123456789", "invalidVatId"],
        ["NL123456789B012", "invalidVatId"],
        ["DÉ123", "invalidVatId"],
      ],
    );
    expect(validateVatId("", true)).to.equal("required");
  });

  it("legal form: one of the known codes, exactly as the CRM stores them; empty is invalid too", () => {
    for (const code of LEGAL_FORMS) expect(validateLegalForm(code), code).to.equal(undefined);
    for (const code of ["", "gmbh", "GmbH & Co KG", "Limited", "xyz"]) expect(validateLegalForm(code), code).to.equal("invalidLegalForm");
    expect(LEGAL_FORMS).to.include.members(["GmbH", "AG", "UG (haftungsbeschränkt)", "KG", "OHG", "GbR", "e.K.", "e.V.", "GmbH & Co. KG"]);
    expect(LEGAL_FORMS).to.include.members(["SARL", "SAS", "SA", "SNC", "EURL", "Ltd", "PLC", "LLP", "BV", "NV", "Sàrl"]);
    expect(new Set(LEGAL_FORMS).size).to.equal(LEGAL_FORMS.length);
  });

  it("company name: required (when asked), at most 100 characters", () => {
    check(
      validateCompanyName,
      ["Stadtarchiv Musterstadt", "Müller & Söhne", "3M"],
      [
        ["", "required"],
        ["a".repeat(101), "checkInput"],
      ],
    );
    expect(validateCompanyName("", false)).to.equal(undefined);
  });

  it("postcode: checked by the country's rule, required unless the country has none", () => {
    expect(validatePostcode("DE", "10115")).to.equal(undefined);
    expect(validatePostcode("DE", "1011")).to.equal("invalidPostcode");
    expect(validatePostcode("AT", "1010")).to.equal(undefined);
    expect(validatePostcode("DE", "")).to.equal("required");
    expect(validatePostcode("HK", "")).to.equal(undefined);
    expect(validatePostcode("HK", "#")).to.equal("invalidPostcode");
  });

  it("country: required, an ISO code, and one of the allowed countries when they are given", () => {
    check(
      (v) => validateCountry(v),
      ["DE", "gb", "MC"],
      [
        ["", "required"],
        ["UK", "checkInput"],
        ["Deutschland", "checkInput"],
      ],
    );
    expect(validateCountry("FR", ["DE", "AT", "FR", "MC"])).to.equal(undefined);
    expect(validateCountry("CH", ["DE", "AT", "FR", "MC"])).to.equal("checkInput");
  });
});

describe("address blocks", () => {
  it("a new block is empty, a private customer, with the given country in upper case if it is an ISO code", () => {
    expect(emptyAddressForm("de")).to.include({ customerType: "private", country: "DE", firstName: "", email: "" });
    expect(emptyAddressForm("uk").country).to.equal("");
    expect(emptyAddressForm().country).to.equal("");
  });

  it("a complete private or company address has no errors", () => {
    expect(validateAddress(privateCustomer)).to.deep.equal({});
    expect(validateAddress(company)).to.deep.equal({});
    expect(validateAddress({ ...privateCustomer, country: "GB", postcode: "sw1a 1aa", city: "London" })).to.deep.equal({});
  });

  it("an empty block reports every required field, the e-mail with its own code", () => {
    expect(validateAddress(emptyAddressForm())).to.deep.equal({
      firstName: "required",
      lastName: "required",
      email: "emailRequired",
      street: "required",
      postcode: "required",
      city: "required",
      country: "required",
    });
  });

  it("companies must give a company name and a known legal form", () => {
    const errors = validateAddress({ ...company, companyName: "", legalForm: "" });
    expect(errors).to.deep.equal({ companyName: "required", legalForm: "invalidLegalForm" });
    expect(validateAddress({ ...company, legalForm: "Gesellschaft" })).to.deep.equal({ legalForm: "invalidLegalForm" });
  });

  it("the VAT ID of a company is optional unless the options require it, and always checked when given", () => {
    expect(validateAddress(company)).to.deep.equal({});
    expect(validateAddress(company, { vatIdRequired: true })).to.deep.equal({ vatId: "required" });
    expect(validateAddress({ ...company, vatId: "DE123456789" }, { vatIdRequired: true })).to.deep.equal({});
    expect(validateAddress({ ...company, vatId: "DE 123 456 789" })).to.deep.equal({ vatId: "invalidVatId" });
  });

  it("private customers are not asked for company data: whatever was typed there before a switch is ignored", () => {
    const switched = { ...privateCustomer, companyName: "", legalForm: "xyz", vatId: "not a vat id" };
    expect(validateAddress(switched, { vatIdRequired: true })).to.deep.equal({});
    expect(addressFields("private")).to.not.include.members(["companyName", "legalForm", "vatId"]);
  });

  it("the phone is optional unless the options require it", () => {
    expect(validateAddress(privateCustomer)).to.deep.equal({});
    expect(validateAddress(privateCustomer, { phoneRequired: true })).to.deep.equal({ phone: "required" });
    expect(validateAddress({ ...privateCustomer, phone: "12" })).to.deep.equal({ phone: "invalidPhone" });
  });

  it("the postcode error follows the country chosen", () => {
    const viennese = { ...privateCustomer, postcode: "1010", city: "Wien" };
    expect(validateAddress(viennese)).to.deep.equal({ postcode: "invalidPostcode" });
    expect(validateAddress({ ...viennese, country: "AT" })).to.deep.equal({});
  });

  it("the country must be one of options.countries when given", () => {
    const options = { countries: ["DE", "AT", "FR", "MC"] };
    expect(validateAddress(privateCustomer, options)).to.deep.equal({});
    expect(validateAddress({ ...privateCustomer, country: "CH", postcode: "8001" }, options)).to.deep.equal({ country: "checkInput" });
  });

  it("a delivery recipient needs the person and the place, not the e-mail, customer type or company data", () => {
    const recipient = {
      ...emptyAddressForm("FR"),
      firstName: "Marie",
      lastName: "Curie",
      street: "12 rue Cuvier",
      postcode: "75005",
      city: "Paris",
    };
    expect(validateAddress(recipient, { variant: "recipient" })).to.deep.equal({});
    expect(addressFields("company", "recipient")).to.deep.equal([
      "companyName",
      "firstName",
      "lastName",
      "street",
      "addition",
      "postcode",
      "city",
      "country",
      "phone",
    ]);
    expect(isFieldRequired("companyName", { ...recipient, customerType: "company" }, { variant: "recipient" })).to.equal(false);
    expect(validateAddress(emptyAddressForm("FR"), { variant: "recipient" })).to.deep.equal({
      firstName: "required",
      lastName: "required",
      street: "required",
      postcode: "required",
      city: "required",
    });
  });

  it("required fields: the person, e-mail, street, postcode (where countries have one), city, country; company data for companies", () => {
    const required = (form: AddressForm) => addressFields(form.customerType).filter((f) => isFieldRequired(f, form));
    expect(required(privateCustomer)).to.deep.equal([
      "customerType",
      "firstName",
      "lastName",
      "email",
      "street",
      "postcode",
      "city",
      "country",
    ]);
    expect(required(company)).to.deep.equal([
      "customerType",
      "companyName",
      "legalForm",
      "firstName",
      "lastName",
      "email",
      "street",
      "postcode",
      "city",
      "country",
    ]);
    expect(required({ ...privateCustomer, country: "HK" })).to.not.include("postcode");
  });

  it("a block is sent trimmed, with postcode and country in upper case and the fields it does not ask for emptied", () => {
    const typed = {
      ...privateCustomer,
      firstName: "  Anna ",
      postcode: " sw1a 1aa",
      country: "GB",
      companyName: "Old Ltd",
      vatId: "GB123",
    };
    const clean = cleanAddress(typed);
    expect(clean).to.include({
      firstName: "Anna",
      postcode: "SW1A 1AA",
      country: "GB",
      companyName: "",
      vatId: "",
      customerType: "private",
    });
    expect(cleanAddress({ ...company, email: "x@example.de" }, "recipient")).to.include({
      email: "",
      legalForm: "",
      companyName: "Stadtarchiv Musterstadt",
    });
  });
});
