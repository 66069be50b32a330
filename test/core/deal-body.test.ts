import { expect } from "chai";
import * as v from "valibot";
import type { CartLine } from "../../core/api/cart.ts";
import { CreateDealBodySchema } from "../../core/api/request-schemas.ts";
import { emptyAddressForm, type AddressForm } from "../../core/address/validation.ts";
import { dealAddress, dealBody, orderRecipient, type DealInput } from "../../core/order/deal-body.ts";
import { orderTotals } from "../../core/pricing/totals.ts";
import { cartLine } from "../support/cart-api.ts";

const line = (id: string, menge: number) => cartLine(id, { menge }) as CartLine;

const customer: AddressForm = {
  ...emptyAddressForm("DE"),
  customerType: "company",
  companyName: "Stadtarchiv Musterstadt",
  legalForm: "GmbH",
  vatId: "de 123456789",
  firstName: "Anna",
  lastName: "Muster",
  email: "anna@example.org",
  phone: "+49 30 123456",
  street: "Archivstraße 1",
  postcode: "10115",
  city: "Berlin",
};

function input(overrides: Partial<DealInput> = {}): DealInput {
  const lines = [line("1", 60), line("2", 10)];
  return {
    requestId: "req-12345678",
    type: "order",
    language: "de",
    sessionId: "s-1",
    contactId: "7001",
    companyId: "c-100",
    lines,
    // 60 × 4.20 = 252.00 € and 10 × 4.90 = 49.00 €, with 5.90 € shipping and 2.50 € packaging.
    totals: orderTotals({ lineNetCents: [25200, 4900], shippingCents: 590, packagingCents: 250, taxStatus: "1", selectedVat: null }),
    note: "  Bitte an die Laderampe  ",
    deliveryType: "parcel-service",
    paymentMethod: "invoice",
    customer,
    delivery: null,
    ...overrides,
  };
}

describe("the deal body (section 3's order record and order payload)", () => {
  it("phone numbers: the checkout's addresses send the one normalised form (01.23.45.67.89 → 01 23 45 67 89)", () => {
    expect(dealAddress({ ...customer, phone: " 01.23.45.67.89 " }).phone_number).to.equal("01 23 45 67 89");
    expect(dealAddress({ ...customer, phone: "+49 (0)30/123456" }).phone_number).to.equal("+49 30 123456");
    expect(dealAddress({ ...customer, phone: "" }).phone_number).to.equal("");
  });

  it("each line carries orderItemId, amount, net unit price and line price as decimals from the scale", () => {
    expect(dealBody(input()).products).to.deep.equal([
      { orderItemId: "1", amount: 60, nettoPrice: 4.2, price: 252 },
      { orderItemId: "2", amount: 10, nettoPrice: 4.9, price: 49 },
    ]);
  });

  it("totalPrice is the gross total (VAT on goods, shipping and packaging), its parts go along", () => {
    expect(dealBody(input())).to.include({
      totalPrice: 368.19,
      netTotal: 301,
      shippingFee: 5.9,
      packagingCost: 2.5,
      vatPercent: 19,
      vatTotal: 58.79,
    });
  });

  it("the body passes the contract's schema", () => {
    const result = v.safeParse(CreateDealBodySchema, dealBody(input()));
    expect(result.success, JSON.stringify(!result.success && result.issues.map((i) => i.message))).to.equal(true);
  });

  it("without a different delivery address the delivery_ fields repeat the invoice_ fields", () => {
    const body = dealBody(input());
    expect(body.delivery).to.deep.equal(body.invoice);
    expect(body.invoice).to.deep.equal({
      email: "anna@example.org",
      phone_number: "+49 30 123456",
      abbreviation: "GmbH",
      address_city: "Berlin",
      address_country: "DE",
      address_post_code: "10115",
      addressline1: "Archivstraße 1",
      addressline3: "",
      orderrecipient: "Stadtarchiv Musterstadt, Anna Muster",
    });
  });

  it("a different delivery address has its own fields and the customer's e-mail", () => {
    const delivery = {
      ...emptyAddressForm("AT"),
      firstName: "Max",
      lastName: "Lager",
      street: "Depotgasse 4",
      addition: "Tor 2",
      postcode: "1010",
      city: "Wien",
    };
    const body = dealBody(input({ delivery }));
    expect(body.delivery).to.include({
      orderrecipient: "Max Lager",
      address_country: "AT",
      addressline3: "Tor 2",
      email: "anna@example.org",
      abbreviation: "",
    });
  });

  it("a private customer sends no legal form and no VAT ID; a company's VAT ID goes without spaces, upper case", () => {
    expect(dealBody(input()).vatId).to.equal("DE123456789");
    const body = dealBody(input({ customer: { ...customer, customerType: "private" } }));
    expect(body.vatId).to.equal("");
    expect(body.invoice.abbreviation).to.equal("");
  });

  it("offer requests carry no payment method; the note is trimmed", () => {
    const body = dealBody(input({ type: "quotation_guest", contactId: null }));
    expect(body.paymentMethod).to.equal(null);
    expect(body.note).to.equal("Bitte an die Laderampe");
  });

  it("the recipient is the person, or the company alone when no person is given", () => {
    expect(orderRecipient({ ...customer, companyName: "" })).to.equal("Anna Muster");
    expect(orderRecipient({ ...customer, firstName: "", lastName: "" })).to.equal("Stadtarchiv Musterstadt");
    expect(dealAddress({ ...customer, country: "fr" }).address_country).to.equal("FR");
  });
});
