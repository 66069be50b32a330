// A local stand-in for the part of PayPal's REST API the shop's PayPal functions call, for tests and the
// demo only (the functions reach it through PAYPAL_API_BASE_URL, which only the local run sets): an
// access token by client credentials (POST /v1/oauth2/token), Orders v2's create, read and capture
// (/v2/checkout/orders…) with PayPal-Request-Id, PayPal's statuses and its error bodies (name, message,
// debug_id, details[] with issue and description, links), and the buyer's side: the approval page
// PayPal's payer-action link leads to (/checkoutnow?token=…), where the buyer pays, pays with funding
// that will be declined, or cancels, and is sent back to the order's return or cancel URL.
//
//   node demo/paypal/server.mjs --port 8091
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/** The credentials the stand-in takes unless told others (the local run's PAYPAL_CLIENT_ID and _SECRET). */
export const STAND_IN_CLIENT = { clientId: "local-paypal-client", clientSecret: "local-paypal-secret" };
/** PayPal's access tokens last nine hours. */
const TOKEN_SECONDS = 32_400;
const DOCS = "https://developer.paypal.com/docs/api/orders/v2/#error-";

/** PayPal's messages for its error names. */
const MESSAGES = {
  INVALID_REQUEST: "Request is not well-formed, syntactically incorrect, or violates schema.",
  AUTHENTICATION_FAILURE: "Authentication failed due to missing authorization header, or invalid authentication credentials.",
  RESOURCE_NOT_FOUND: "The specified resource does not exist.",
  UNPROCESSABLE_ENTITY: "The requested action could not be performed, semantically incorrect, or failed business validation.",
  INTERNAL_SERVER_ERROR: "An internal server error occurred.",
  SERVICE_UNAVAILABLE: "Service Unavailable.",
};

/** The issues' descriptions as PayPal words them (Orders v2 errors). */
const ISSUES = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  INSTRUMENT_DECLINED: "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
  ORDER_ALREADY_CAPTURED: "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
  INVALID_RESOURCE_ID: "Specified resource ID does not exist. Please check the resource ID and try again.",
  MISSING_REQUIRED_PARAMETER: "A required field / parameter is missing.",
  INVALID_PARAMETER_VALUE: "The value of a field is invalid.",
};

class PayPalFailure extends Error {
  /** @param {number} status @param {string} name @param {{ issue: string, field?: string, location?: string }[]} [details] */
  constructor(status, name, details = []) {
    super(name);
    this.status = status;
    this.body = {
      name,
      message: MESSAGES[name] ?? name,
      debug_id: randomBytes(7).toString("hex").slice(0, 13),
      ...(details.length ? { details: details.map((d) => ({ ...d, description: ISSUES[d.issue] ?? d.issue })) } : {}),
      links: [{ href: `${DOCS}${details[0]?.issue ?? name}`, rel: "information_link", method: "GET" }],
    };
  }
}

const unprocessable = (issue) => new PayPalFailure(422, "UNPROCESSABLE_ENTITY", [{ issue }]);
const invalid = (field, issue = "MISSING_REQUIRED_PARAMETER") =>
  new PayPalFailure(400, "INVALID_REQUEST", [{ field, location: "body", issue }]);

/** An order id as PayPal's look: 17 upper-case letters and digits. */
const orderId = () =>
  randomBytes(12)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()
    .padEnd(17, "7")
    .slice(0, 17);

/**
 * @param {{ clientId?: string, clientSecret?: string }} [options]
 */
export function createPayPalStandIn({ clientId = STAND_IN_CLIENT.clientId, clientSecret = STAND_IN_CLIENT.clientSecret } = {}) {
  /** token → expiry (ms) */
  const tokens = new Map();
  /** @type {Map<string, any>} */
  const orders = new Map();
  /** PayPal-Request-Id → order id */
  const requestIds = new Map();
  /** Test hook: every request with its headers and answer's status. @type {{ method: string, path: string, headers: Record<string, string | string[] | undefined>, body: unknown, status: number }[]} */
  const requests = [];
  /** Test hook: statuses the next API requests answer with. @type {number[]} */
  const failures = [];
  let server;
  let base = "";

  const links = (order) => {
    const self = `${base}/v2/checkout/orders/${order.id}`;
    const page = { href: `${base}/checkoutnow?token=${order.id}`, rel: order.payerAction ? "payer-action" : "approve", method: "GET" };
    const waiting = order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED";
    return [
      { href: self, rel: "self", method: "GET" },
      ...(waiting ? [page] : []),
      ...(order.status === "APPROVED" ? [{ href: `${self}/capture`, rel: "capture", method: "POST" }] : []),
    ];
  };

  /** The order resource as PayPal answers it (Prefer: return=representation). */
  const resource = (order) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(order.payerAction ? { payment_source: { paypal: {} } } : {}),
    purchase_units: order.units.map((unit, i) => ({
      ...unit,
      ...(i === 0 && order.capture ? { payments: { captures: [order.capture] } } : {}),
    })),
    create_time: order.created,
    links: links(order),
  });

  function bearer(req) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!token || !(tokens.get(token) > Date.now())) {
      const failure = new PayPalFailure(401, "AUTHENTICATION_FAILURE");
      failure.body = { error: "invalid_token", error_description: "Token signature verification failed" };
      throw failure;
    }
  }

  function issueToken(req, text) {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const [id, secret] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":") : [];
    if (id !== clientId || secret !== clientSecret) {
      const failure = new PayPalFailure(401, "AUTHENTICATION_FAILURE");
      failure.body = { error: "invalid_client", error_description: "Client Authentication failed" };
      throw failure;
    }
    if (new URLSearchParams(text).get("grant_type") !== "client_credentials") {
      const failure = new PayPalFailure(400, "INVALID_REQUEST");
      failure.body = { error: "unsupported_grant_type", error_description: "Grant Type is NULL" };
      throw failure;
    }
    const token = `A21AA${randomBytes(24).toString("base64url")}`;
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return {
      status: 200,
      body: {
        scope: "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/orders",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: TOKEN_SECONDS,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString("hex")}`,
      },
    };
  }

  function createOrder(req, body) {
    const key = req.headers["paypal-request-id"];
    if (typeof key === "string" && requestIds.has(key)) return { status: 201, body: resource(orders.get(requestIds.get(key))) };
    if (body?.intent !== "CAPTURE" && body?.intent !== "AUTHORIZE") throw invalid("/intent");
    const units = body.purchase_units;
    if (!Array.isArray(units) || units.length === 0) throw invalid("/purchase_units");
    units.forEach((unit, i) => {
      if (!/^[A-Z]{3}$/.test(unit?.amount?.currency_code ?? "")) throw invalid(`/purchase_units/${i}/amount/currency_code`);
      if (!/^\d{1,10}(\.\d{1,2})?$/.test(unit.amount.value ?? ""))
        throw invalid(`/purchase_units/${i}/amount/value`, "INVALID_PARAMETER_VALUE");
    });
    const context = body.payment_source?.paypal?.experience_context ?? body.application_context ?? {};
    const order = {
      id: orderId(),
      intent: body.intent,
      payerAction: Boolean(body.payment_source?.paypal),
      status: body.payment_source?.paypal ? "PAYER_ACTION_REQUIRED" : "CREATED",
      units: units.map((unit, i) => ({ reference_id: unit.reference_id ?? (i === 0 ? "default" : String(i)), ...unit })),
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      brandName: context.brand_name,
      created: new Date().toISOString(),
      /** What the buyer chose on the approval page: "approve" or "decline" (funding PayPal will refuse). */
      buyer: undefined,
      capture: undefined,
    };
    orders.set(order.id, order);
    if (typeof key === "string") requestIds.set(key, order.id);
    return { status: 201, body: resource(order) };
  }

  function orderOf(id) {
    const order = orders.get(id);
    if (!order) throw new PayPalFailure(404, "RESOURCE_NOT_FOUND", [{ issue: "INVALID_RESOURCE_ID", location: "path", field: "order_id" }]);
    return order;
  }

  function captureOrder(id) {
    const order = orderOf(id);
    if (order.status === "COMPLETED") throw unprocessable("ORDER_ALREADY_CAPTURED");
    if (order.status !== "APPROVED") throw unprocessable("ORDER_NOT_APPROVED");
    if (order.buyer === "decline") {
      // PayPal asks for the buyer again: the same approval page, where another funding source can be chosen.
      order.status = order.payerAction ? "PAYER_ACTION_REQUIRED" : "CREATED";
      throw unprocessable("INSTRUMENT_DECLINED");
    }
    const unit = order.units[0];
    order.status = "COMPLETED";
    order.capture = {
      id: orderId(),
      status: "COMPLETED",
      amount: unit.amount,
      final_capture: true,
      ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
      create_time: new Date().toISOString(),
    };
    return { status: 201, body: resource(order) };
  }

  const html = (text) => String(text ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  /** The buyer's page: what PayPal's checkout page asks, reduced to the three outcomes a test needs. */
  function approvalPage(id) {
    const order = orders.get(id);
    const open = order && (order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED");
    const amount = order?.units[0].amount;
    const body = open
      ? `<h1>Pay ${html(order.brandName ?? "the shop")}</h1>
<p class="amount">${html(amount.value)} ${html(amount.currency_code)}</p>
<form method="post" action="/checkoutnow">
<input type="hidden" name="token" value="${html(id)}">
<button name="decision" value="approve">Pay now</button>
<button name="decision" value="decline">Pay with funding PayPal declines</button>
<button name="decision" value="cancel" class="quiet">Cancel and return to the shop</button>
</form>`
      : `<h1>This order cannot be approved</h1><p>${order ? `It is ${html(order.status)}.` : "There is no such order."}</p>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>PayPal sandbox (local stand-in)</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.note{font-size:.85rem;color:#555}.amount{font-size:1.6rem;font-weight:600}
button{display:block;width:100%;min-height:44px;margin:.6rem 0;font:inherit;border-radius:22px;border:0;background:#ffc439;cursor:pointer}
button.quiet{background:#eee}</style></head><body>
<p class="note">PayPal sandbox, local stand-in (demo/paypal/server.mjs)</p>${body}</body></html>`;
  }

  /** The buyer's choice: back to the order's return URL (approved, or with funding to decline) or its cancel URL. */
  function decide(text) {
    const form = new URLSearchParams(text);
    const order = orders.get(form.get("token") ?? "");
    const decision = form.get("decision");
    if (!order || !["approve", "decline", "cancel"].includes(decision ?? "")) return { status: 400, html: approvalPage("") };
    if (decision !== "cancel" && (order.status === "CREATED" || order.status === "PAYER_ACTION_REQUIRED")) {
      order.status = "APPROVED";
      order.buyer = decision;
    }
    const back = decision === "cancel" ? order.cancelUrl : order.returnUrl;
    if (!back) return { status: 200, html: "<!doctype html><title>Done</title><p>You may close this window.</p>" };
    const url = new URL(back);
    url.searchParams.set("token", order.id);
    if (decision !== "cancel") url.searchParams.set("PayerID", "LOCALBUYER01");
    return { status: 303, location: url.href };
  }

  async function route(req, url, text) {
    const path = url.pathname;
    if (req.method === "GET" && path === "/checkoutnow") return { status: 200, html: approvalPage(url.searchParams.get("token") ?? "") };
    if (req.method === "POST" && path === "/checkoutnow") return decide(text);
    const failing = failures.shift();
    if (failing) throw new PayPalFailure(failing, failing === 503 ? "SERVICE_UNAVAILABLE" : "INTERNAL_SERVER_ERROR");
    if (req.method === "POST" && path === "/v1/oauth2/token") return issueToken(req, text);
    bearer(req);
    let body;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new PayPalFailure(400, "INVALID_REQUEST", [{ issue: "MALFORMED_REQUEST_JSON" }]);
    }
    if (req.method === "POST" && path === "/v2/checkout/orders") return createOrder(req, body);
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (match && req.method === "GET" && !match[2]) return { status: 200, body: resource(orderOf(decodeURIComponent(match[1]))) };
    if (match && req.method === "POST" && match[2]) return captureOrder(decodeURIComponent(match[1]));
    throw new PayPalFailure(404, "RESOURCE_NOT_FOUND", [{ issue: "INVALID_RESOURCE_ID", location: "path" }]);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString("utf8");
    let answer;
    try {
      answer = await route(req, url, text);
    } catch (error) {
      if (!(error instanceof PayPalFailure)) throw error;
      answer = { status: error.status, body: error.body };
    }
    let parsed;
    try {
      parsed = text && req.headers["content-type"]?.includes("json") ? JSON.parse(text) : text || undefined;
    } catch {
      parsed = text;
    }
    requests.push({ method: req.method ?? "GET", path: url.pathname, headers: { ...req.headers }, body: parsed, status: answer.status });
    const headers = { "Cache-Control": "no-store", "Paypal-Debug-Id": randomUUID().slice(0, 13) };
    if (answer.location) res.writeHead(answer.status, { ...headers, Location: answer.location }).end();
    else if (answer.html !== undefined)
      res
        .writeHead(answer.status, {
          ...headers,
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
        })
        .end(answer.html);
    else res.writeHead(answer.status, { ...headers, "Content-Type": "application/json" }).end(JSON.stringify(answer.body));
  }

  return {
    /** The address while listening (http://127.0.0.1:<port>). */
    get url() {
      return base;
    },
    requests,
    orders,
    clientId,
    clientSecret,
    async listen(port = 0, host = "127.0.0.1") {
      server = http.createServer((req, res) =>
        handle(req, res).catch((error) => {
          console.error(`[paypal stand-in] ${req.method} ${req.url}:`, error);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        }),
      );
      await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
      base = `http://${host}:${server.address().port}`;
      return base;
    },
    async close() {
      if (!server) return;
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
    },
    /** Test hook: the next `n` API requests (the approval page aside) answer `status` with PayPal's body for it. */
    failNext(n = 1, status = 503) {
      for (let i = 0; i < n; i++) failures.push(status);
    },
    /** Test hook: every token issued so far is refused from now on (as after PayPal's nine hours). */
    expireTokens() {
      tokens.clear();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { port: { type: "string", default: "8091" }, host: { type: "string", default: "127.0.0.1" } } });
  const paypal = createPayPalStandIn();
  const address = await paypal.listen(Number(values.port), String(values.host));
  console.log(`PayPal stand-in at ${address} (client id ${paypal.clientId}, secret ${paypal.clientSecret})`);
}
