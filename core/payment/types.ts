// What every payment provider takes and gives (providers: card.ts, invoice.ts, paypal.ts, prepayment.ts;
// chosen by provider.ts).
import type { PaymentMethod } from "../api/deal.ts";
import type { BankDetails } from "./config.ts";

export type Currency = "EUR" | "GBP";

export interface PaymentInput {
  /** The data block's baseUrl: endpoints given as paths live below its API root (core/api/api-root.ts). */
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
