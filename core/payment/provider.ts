// One payment provider per method of the checkout. The order is a deal first (core/api/deal.ts);
// then the element asks providerFor(method, config) for the provider and calls pay(). Invoice and
// prepayment complete inside the element; PayPal and card talk to the shop's configured functions.
import type { PaymentMethod } from "../api/deal.ts";
import { cardProvider } from "./card.ts";
import type { BankDetails, PaymentConfig } from "./config.ts";
import { invoiceProvider } from "./invoice.ts";
import { paypalProvider } from "./paypal.ts";
import { prepaymentProvider } from "./prepayment.ts";

export type Currency = "EUR" | "GBP";

export interface PaymentInput {
  /** The data block's baseUrl: endpoints given as paths live below its /_hcms/api/. */
  baseUrl: string;
  /** The deal made for this order (createDeal). */
  dealId: string;
  /** The order number the shopper sees (createDeal's `number`): the transfer reference for prepayment. */
  orderNumber: string;
  /** The deal's gross total. */
  amountCents: number;
  /** core/pricing/money.ts currencyFor(delivery country). */
  currency: Currency;
  /** The hosted card fields' token (hosted-fields.ts); required when the provider's needsCard is true. */
  cardToken?: string;
  signal?: AbortSignal;
}

/** What a prepayment shopper transfers, and where to. */
export interface TransferInstructions extends BankDetails {
  /** The IBAN in groups of four. */
  iban: string;
  /** The order number: the transfer's reference. */
  reference: string;
  amountCents: number;
  currency: Currency;
}

export interface PaymentResult {
  /** 'paid' once the provider took the money; 'open' when the shopper pays later (invoice, prepayment). */
  status: "paid" | "open";
  /** The provider's payment reference (PayPal capture, card charge) or the transfer reference. */
  reference?: string;
  /** Prepayment only. */
  instructions?: TransferInstructions;
}

/**
 * Takes the payment for one deal. Rejects with a PaymentError (core/payment/errors.ts) when the
 * payment is refused, cancelled or the card token is missing, and with an ApiError on network
 * and HTTP failures. Never retries by itself: paying the same deal again is safe, since the payment
 * functions answer a deal that is already paid with its first payment.
 */
export interface PaymentProvider {
  method: PaymentMethod;
  /** True when pay() needs a token of the provider's hosted card fields. */
  needsCard: boolean;
  pay(input: PaymentInput): Promise<PaymentResult>;
}

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
