// The `payment` part of the checkout's data block: which methods the shop offers, where its payment
// functions live and, for prepayment, its bank account. The bundle holds no provider URL or key: a
// real shop names its own endpoints here (docs/decisions/payment-providers.md); the defaults are the paths
// the demo's sandbox fake answers.
import * as v from "valibot";
import type { PaymentMethod } from "../api/deal.ts";
import { PAYMENT_METHODS } from "../api/payment-methods.ts";
import { isSecureOrLocal } from "../element/site-url.ts";
import { parseEndpoint, type Endpoint } from "./endpoint.ts";
import { isValidIban, normaliseIban } from "./iban.ts";

export { PAYMENT_METHODS };

/** A payment function's endpoint: a path below the API root, a path naming its root, or an https URL of one (core/payment/endpoint.ts). */
// @__NO_SIDE_EFFECTS__
function endpointField(defaultPath: string) {
  return v.pipe(
    v.optional(v.string(), defaultPath),
    v.rawTransform(({ dataset, addIssue, NEVER }): Endpoint => {
      const endpoint = parseEndpoint(dataset.value);
      if (endpoint) return endpoint;
      addIssue({ message: "Expected a path below the API root, /_hcms/api/… or /hs/serverless/<prefix>/…, or an https URL of one" });
      return NEVER;
    }),
  );
}

/** Where the provider's hosted card fields live: the iframe's page and the one origin trusted to answer. */
export interface HostedFieldsPage {
  url: string;
  origin: string;
}

/** The hosted card fields' page: an https URL (plain http only for localhost), without credentials. */
const HostedFieldsSchema = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }): HostedFieldsPage => {
    let url: URL | undefined;
    try {
      url = new URL(dataset.value.trim());
    } catch {
      url = undefined;
    }
    if (url && isSecureOrLocal(url) && !url.username && !url.password) return { url: url.href, origin: url.origin };
    addIssue({ message: "Expected the https URL of the provider's hosted card fields" });
    return NEVER;
  }),
);

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** The account a prepayment is transferred to, as the shop's bank gives it. */
const BankDetailsSchema = v.object({
  /** Name on the account. */
  accountHolder: nonEmpty,
  /** Checked (mod 97) and kept without spaces. */
  iban: v.pipe(v.string(), v.check(isValidIban, "Expected a valid IBAN"), v.transform(normaliseIban)),
  bic: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.bic("Expected a valid BIC")),
  /** The bank's name. */
  bank: nonEmpty,
});
export type BankDetails = v.InferOutput<typeof BankDetailsSchema>;

const ConfigObjectSchema = v.object({
  /** The methods offered, in this order; default all four (card only with hosted fields, prepayment only with bank details). */
  methods: v.optional(v.pipe(v.array(v.picklist(PAYMENT_METHODS)), v.minLength(1, "Offer at least one payment method"))),
  /** The shop's PayPal function: `{endpoint}/create` and `{endpoint}/capture` (docs/api.md). */
  paypal: v.optional(v.object({ endpoint: endpointField("payment/paypal") }), {}),
  /** The shop's card function (POST `{endpoint}` charges a token) and its provider's hosted card fields. */
  card: v.optional(v.object({ endpoint: endpointField("payment/card"), hostedFields: v.optional(HostedFieldsSchema) }), {}),
  /** Bank details shown for prepayment; without them prepayment is not offered. */
  prepayment: v.optional(BankDetailsSchema),
});

type ConfigObject = v.InferOutput<typeof ConfigObjectSchema>;

/** Whether the shop configured what a method needs: bank details for prepayment, hosted fields for the card. */
const configured = (method: PaymentMethod, config: ConfigObject): boolean =>
  method === "prepayment" ? config.prepayment !== undefined : method === "card" ? config.card.hostedFields !== undefined : true;

/**
 * The `payment` field of the checkout's data block (may be left out). `methods` of the output is the
 * list to offer, without duplicates; naming prepayment without bank details is an error, since the
 * shopper would get no account to pay to, and so is naming the card without hosted fields, since the
 * page must never collect card data itself.
 */
export const PaymentConfigSchema = v.pipe(
  v.optional(ConfigObjectSchema, {}),
  v.forward(
    v.check((config) => !config.methods?.includes("prepayment") || configured("prepayment", config), "Prepayment needs the bank details"),
    ["prepayment"],
  ),
  v.forward(
    v.check(
      (config) => !config.methods?.includes("card") || configured("card", config),
      "The card needs the provider's hosted fields (card.hostedFields)",
    ),
    ["card"],
  ),
  v.transform(({ methods, ...rest }) => ({
    ...rest,
    methods: methods ? [...new Set(methods)] : PAYMENT_METHODS.filter((method) => configured(method, rest as ConfigObject)),
  })),
);
export type PaymentConfig = v.InferOutput<typeof PaymentConfigSchema>;
