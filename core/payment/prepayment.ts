// Prepayment: the shopper transfers the total to the shop's account with the order number as
// reference. No call: the deal already carries paymentMethod 'prepayment' and paymentStatus 'open'
// (core/api/deal.ts), and the CRM marks it paid when the transfer arrives.
import type { BankDetails } from "./config.ts";
import { printIban } from "./iban.ts";
import type { PaymentProvider } from "./types.ts";

export function prepaymentProvider(bank: BankDetails): PaymentProvider {
  return {
    method: "prepayment",
    needsCard: false,
    pay: async ({ orderNumber, amountCents, currency }) => ({
      status: "open",
      reference: orderNumber,
      instructions: { ...bank, iban: printIban(bank.iban), reference: orderNumber, amountCents, currency },
    }),
  };
}
