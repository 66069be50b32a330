// One payment provider per method of the checkout. The order is a deal first (core/api/deal.ts);
// then the element asks providerFor(method, config) for the provider and calls pay(). Invoice and
// prepayment complete inside the element; PayPal and card talk to the shop's configured functions.
import type { PaymentMethod } from "../api/deal.ts";
import { cardProvider } from "./card.ts";
import type { PaymentConfig } from "./config.ts";
import { invoiceProvider } from "./invoice.ts";
import { paypalProvider } from "./paypal.ts";
import { prepaymentProvider } from "./prepayment.ts";
import type { PaymentProvider } from "./types.ts";

/** The provider of a method the config offers; undefined when none is chosen or it is not offered. */
export function providerFor(method: PaymentMethod | null | undefined, config: PaymentConfig): PaymentProvider | undefined {
  if (!method || !config.methods.includes(method)) return undefined;
  switch (method) {
    case "paypal":
      return paypalProvider(config.paypal.endpoint);
    case "card":
      return cardProvider(config.card.endpoint);
    case "invoice":
      return invoiceProvider();
    case "prepayment":
      // The config schema offers prepayment only with bank details.
      return config.prepayment ? prepaymentProvider(config.prepayment) : undefined;
  }
}
