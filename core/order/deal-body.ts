// Builds the body of POST `deal` (section 3's order record and order payload) from what the shopper
// typed and what the order costs. Shared by the checkout (type 'order') and the offer request
// ('quotation', 'quotation_guest'). Money goes in as integer cents and leaves as decimals.
import type { CartLine } from "../api/cart.ts";
import { toDecimal } from "../api/deal.ts";
import type { CreateDealBody, DealAddress, DealType, DeliveryTypeId, PaymentMethod } from "../api/request-schemas.ts";
import { normalizePhone } from "../address/email-phone.ts";
import type { AddressForm } from "../address/validation.ts";
import { lineNet, lineUnitNet } from "../cart/cart-lines.ts";
import type { OrderTotals } from "../pricing/totals.ts";

const fullName = (form: AddressForm) =>
  [form.firstName, form.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");

/**
 * Who receives it (orderrecipient): the person, after the company when there is one. The deal keeps
 * no other name field, so a company delivery still names the person to ask for.
 */
export function orderRecipient(form: AddressForm): string {
  const company = form.companyName.trim();
  const person = fullName(form);
  return company && person ? `${company}, ${person}` : company || person;
}

/**
 * One address as the deal stores it, the phone in its one form (core/address/email-phone.ts). A delivery
 * address has no e-mail of its own: the customer's (`fallbackEmail`) is used, so the carrier's notices
 * reach someone.
 */
export function dealAddress(form: AddressForm, fallbackEmail = ""): DealAddress {
  return {
    email: form.email.trim() || fallbackEmail,
    phone_number: normalizePhone(form.phone),
    abbreviation: form.customerType === "company" ? form.legalForm : "",
    address_city: form.city.trim(),
    address_country: form.country.toUpperCase(),
    address_post_code: form.postcode.trim(),
    addressline1: form.street.trim(),
    addressline3: form.addition.trim(),
    orderrecipient: orderRecipient(form),
  };
}

export interface DealInput {
  requestId: string;
  type: DealType;
  language: CreateDealBody["language"];
  sessionId: string;
  contactId: string | null;
  companyId: string | null;
  lines: CartLine[];
  totals: OrderTotals;
  note: string;
  deliveryType: DeliveryTypeId;
  paymentMethod: PaymentMethod | null;
  /** The customer (invoice address, or the contact details of an offer request). */
  customer: AddressForm;
  /** A different delivery address, or null to deliver to the customer's. */
  delivery: AddressForm | null;
}

/** The order's figures as a deal carries them, decimal: what the checkout sends and what the backend computes. */
export const dealFigures = (totals: OrderTotals) => ({
  totalPrice: toDecimal(totals.grossCents),
  netTotal: toDecimal(totals.netCents),
  shippingFee: toDecimal(totals.shippingCents),
  packagingCost: toDecimal(totals.packagingCents),
  vatPercent: totals.vatPercent,
  vatTotal: toDecimal(totals.vatCents),
});

export function dealBody(input: DealInput): CreateDealBody {
  const { totals, customer } = input;
  const invoice = dealAddress(customer);
  return {
    requestId: input.requestId,
    type: input.type,
    language: input.language,
    sessionid: input.sessionId,
    ansprechpartner_id: input.contactId,
    companyId: input.companyId,
    ...dealFigures(totals),
    products: input.lines.map((line) => ({
      orderItemId: line.id,
      amount: line.menge,
      nettoPrice: toDecimal(lineUnitNet(line)),
      price: toDecimal(lineNet(line)),
    })),
    note: input.note.trim(),
    deliveryType: input.deliveryType,
    paymentMethod: input.type === "order" ? input.paymentMethod : null,
    customerType: customer.customerType,
    vatId: customer.customerType === "company" ? customer.vatId.replace(/\s+/g, "").toUpperCase() : "",
    invoice,
    delivery: input.delivery ? dealAddress(input.delivery, invoice.email) : invoice,
  };
}
