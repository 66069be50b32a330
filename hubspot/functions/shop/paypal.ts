// PayPal's REST API as the payment functions use it (docs/decisions/hubspot-payment.md#paypal): an access
// token by client credentials (POST /v1/oauth2/token, Basic auth with the app's client id and secret),
// kept while it is valid; Orders v2 to create an order (POST /v2/checkout/orders, with PayPal-Request-Id
// so the same key gets the same order), capture it (POST /v2/checkout/orders/{id}/capture) and read it
// (GET /v2/checkout/orders/{id}). Plain fetch, as the CRM client: PayPal's server SDK would add its
// weight to each function for four calls. Nothing waits past the function's deadline.
import * as v from "valibot";

/** The function's secrets for PayPal (its hsmeta `secretKeys`; `hs secret add <NAME>`). */
export const PAYPAL_SECRETS = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_ENVIRONMENT"];
/** PayPal's hosts (hubspot/src/app/app-hsmeta.json permittedUrls.fetch names both). */
export const PAYPAL_HOSTS = { live: "https://api-m.paypal.com", sandbox: "https://api-m.sandbox.paypal.com" } as const;
/** Where PayPal is: only the local run sets it (the stand-in, demo/paypal/server.mjs), a deployed function never does. */
export const PAYPAL_BASE_KEY = "PAYPAL_API_BASE_URL";

/** A request PayPal refused or did not answer (status 0); `name` and `issue` are PayPal's (its error body). */
export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    readonly paypalName: string | undefined,
    readonly issue: string | undefined,
    debugId: string | undefined,
  ) {
    super(
      `PayPal ${path}: ${status || "no answer"} ${paypalName ?? ""}${issue ? ` ${issue}` : ""}${debugId ? ` (debug_id ${debugId})` : ""}`,
    );
    this.name = "PayPalError";
  }
}

/** What the functions read of PayPal's order (Orders v2's order resource; the rest is left as it comes). */
const OrderSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  status: v.string(),
  links: v.optional(v.array(v.object({ href: v.string(), rel: v.string() })), []),
  purchase_units: v.optional(
    v.array(
      v.object({
        reference_id: v.optional(v.string()),
        payments: v.optional(
          v.object({
            captures: v.optional(
              v.array(v.object({ id: v.string(), status: v.string(), amount: v.object({ currency_code: v.string(), value: v.string() }) })),
            ),
          }),
        ),
      }),
    ),
    [],
  ),
});
export type PayPalOrder = v.InferOutput<typeof OrderSchema>;

const TokenSchema = v.object({ access_token: v.pipe(v.string(), v.nonEmpty()), expires_in: v.number() });
const ErrorSchema = v.object({
  name: v.optional(v.string()),
  debug_id: v.optional(v.string()),
  details: v.optional(v.array(v.object({ issue: v.optional(v.string()) }))),
  /** The OAuth endpoint's own error body. */
  error: v.optional(v.string()),
});

export interface PayPalAccount {
  base: string;
  clientId: string;
  clientSecret: string;
}

/** The account the secrets name: the sandbox host when PAYPAL_ENVIRONMENT is "sandbox", else the live one; undefined without credentials. */
export function paypalAccount(secret: (name: string) => string | undefined): PayPalAccount | undefined {
  const clientId = secret("PAYPAL_CLIENT_ID");
  const clientSecret = secret("PAYPAL_CLIENT_SECRET");
  if (!clientId || !clientSecret) return undefined;
  const host = secret("PAYPAL_ENVIRONMENT") === "sandbox" ? PAYPAL_HOSTS.sandbox : PAYPAL_HOSTS.live;
  return { base: (secret(PAYPAL_BASE_KEY) ?? host).replace(/\/+$/, ""), clientId, clientSecret };
}

/** Tokens while they are valid, per host and client, for as long as HubSpot keeps the function's process (a warm run). */
const tokens = new Map<string, { token: string; until: number }>();
/** A token is taken for new requests until this long before PayPal's expiry. */
const TOKEN_MARGIN_MS = 60_000;

/** The order as PayPal's create order takes it: one purchase unit for the deal. */
export interface NewOrder {
  /** PayPal-Request-Id: the same key gets the same order (PayPal keeps keys for a while). */
  requestId: string;
  dealId: string;
  currency: "EUR" | "GBP";
  cents: number;
  /** The shop's page PayPal sends the buyer back to, which closes its window (the `paypal` setting). */
  returnUrl: string;
  cancelUrl: string;
  locale: string;
  brandName?: string;
}

/** PayPal's decimal value: two places from whole cents. */
export const paypalValue = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

export class PayPal {
  /** Requests sent, for the tests of the token's reuse. */
  calls = 0;

  constructor(
    private readonly account: PayPalAccount,
    /** Milliseconds left before the function must answer. */
    private readonly left: () => number,
    private readonly fetch: typeof globalThis.fetch = globalThis.fetch,
  ) {}

  /** Creates the deal's order (intent CAPTURE); PayPal answers the same order to the same requestId. */
  createOrder(order: NewOrder): Promise<PayPalOrder> {
    const amount = { currency_code: order.currency, value: paypalValue(order.cents) };
    const body = {
      intent: "CAPTURE",
      purchase_units: [{ reference_id: order.dealId, custom_id: order.dealId, amount }],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: order.returnUrl,
            cancel_url: order.cancelUrl,
            locale: order.locale,
            brand_name: order.brandName,
            shipping_preference: "NO_SHIPPING",
            user_action: "PAY_NOW",
          },
        },
      },
    };
    return this.order("POST", "/v2/checkout/orders", body, { "PayPal-Request-Id": order.requestId });
  }

  /** Captures the approved order; PayPal's 422 (not approved, declined, captured already) comes as a PayPalError. */
  captureOrder(orderId: string): Promise<PayPalOrder> {
    return this.order("POST", `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {});
  }

  getOrder(orderId: string): Promise<PayPalOrder> {
    return this.order("GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  private async order(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<PayPalOrder> {
    const answer = await this.api(method, path, body, headers);
    const order = v.safeParse(OrderSchema, answer);
    if (!order.success) throw new PayPalError(502, path, "UNEXPECTED_ANSWER", order.issues[0].message, undefined);
    return order.output;
  }

  /** One call with the token; a token PayPal no longer takes (401) is dropped and the call made once more with a new one. */
  private async api(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.token();
      const response = await this.send(path, {
        method,
        headers: { ...headers, Authorization: `Bearer ${token}`, "Content-Type": "application/json", Prefer: "return=representation" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.ok) return response.json();
      if (response.status === 401 && attempt === 0) {
        tokens.delete(this.tokenKey());
        continue;
      }
      throw await failure(response, path);
    }
  }

  private tokenKey = () => `${this.account.base}|${this.account.clientId}`;

  /** The cached token, or a new one by client credentials. */
  private async token(): Promise<string> {
    const kept = tokens.get(this.tokenKey());
    if (kept && kept.until > Date.now()) return kept.token;
    const path = "/v1/oauth2/token";
    const response = await this.send(path, {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa(`${this.account.clientId}:${this.account.clientSecret}`)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    if (!response.ok) throw await failure(response, path);
    const answer = v.safeParse(TokenSchema, await response.json().catch(() => undefined));
    if (!answer.success) throw new PayPalError(502, path, "UNEXPECTED_ANSWER", "no access_token", undefined);
    const { access_token: token, expires_in: seconds } = answer.output;
    tokens.set(this.tokenKey(), { token, until: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS });
    return token;
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    const left = this.left();
    if (left <= 0) throw new PayPalError(0, path, undefined, "the function's time is up", undefined);
    this.calls++;
    try {
      return await this.fetch(`${this.account.base}${path}`, { ...init, signal: AbortSignal.timeout(left) });
    } catch (error) {
      throw new PayPalError(0, path, undefined, String(error), undefined);
    }
  }
}

async function failure(response: Response, path: string): Promise<PayPalError> {
  const body = v.safeParse(ErrorSchema, await response.json().catch(() => undefined));
  const error = body.success ? body.output : undefined;
  return new PayPalError(response.status, path, error?.name ?? error?.error, error?.details?.[0]?.issue, error?.debug_id);
}

/** The page PayPal's order links the buyer to: `payer-action` (a payment source given), else `approve`. */
export const approvalLink = (order: PayPalOrder): string | undefined =>
  (order.links.find((link) => link.rel === "payer-action") ?? order.links.find((link) => link.rel === "approve"))?.href;

/** The capture PayPal made of the order, if any. */
export const captureOf = (order: PayPalOrder) => order.purchase_units[0]?.payments?.captures?.[0];
