// A deal as GET deal answers it (core/api/deal.ts), for the tests of what is made of one: the
// thank-you page's view and analytics' purchase. One order line of 3 boxes, invoice, parcel service;
// the figures add up as the shop's backend writes them (net + shipping + packaging + VAT = total).
import type { Deal } from "../../core/api/deal.ts";

const blankAddress = {
  email: "",
  phone_number: "",
  abbreviation: "",
  address_city: "",
  address_country: "DE",
  address_post_code: "",
  addressline1: "",
  addressline3: "",
  orderrecipient: "",
};

export const dealFixture = (overrides: Partial<Deal> = {}): Deal => ({
  dealId: "1",
  number: "AB-2026-00001",
  type: "order",
  createdate: "2026-03-01T10:00:00Z",
  deliveryType: "parcel-service",
  paymentMethod: "invoice",
  paymentStatus: "open",
  lines: [{ orderItemId: "l1", artikel: "Archivbox", artikel_nummer: "A-1", einheit: "Stück", amount: 3, nettoPrice: 19.99, price: 59.97 }],
  netTotal: 59.97,
  shippingFee: 5.9,
  packagingCost: 2.5,
  freightCost: 0,
  vatPercent: 19,
  vatTotal: 12.99,
  calculatedamount: 81.36,
  invoice: blankAddress,
  delivery: blankAddress,
  note: "",
  ...overrides,
});
