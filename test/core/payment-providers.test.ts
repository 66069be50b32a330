import { expect } from "chai";
import { http, HttpResponse } from "msw";
import * as v from "valibot";
import { fetchCart } from "../../core/api/cart.ts";
import { ApiError } from "../../core/api/client.ts";
import { changeDealPaymentMethod, createDeal, fetchDeal } from "../../core/api/deal.ts";
import { postOrderItem } from "../../core/api/endpoints.ts";
import type { CreateDealBody, PaymentMethod } from "../../core/api/request-schemas.ts";
import { PaymentConfigSchema } from "../../core/payment/config.ts";
import { PaymentError } from "../../core/payment/errors.ts";
import { paypalProvider } from "../../core/payment/paypal.ts";
import { providerFor } from "../../core/payment/provider.ts";
import type { PaymentInput, PaymentProvider } from "../../core/payment/types.ts";
import { sandboxToken } from "../../demo/hosted-fields/sandbox-token.ts";
import { scenarios } from "../../demo/mocks/handlers.ts";
import { captureConsoleErrors } from "../support/dom.ts";
import { resetMocks, useHandlers, useMockApi } from "../support/msw.ts";
import { orderItem } from "../support/order-items.ts";
import { DEMO_DEAL_ADDRESS } from "../../demo/mocks/seed-cart.ts";

// Each provider against the demo's payment sandbox (demo/mocks/handlers-payment.ts), on deals the
// deal fake made: the order is a deal first, then paid.
const bank = { accountHolder: "Archivbedarf GmbH", iban: "DE89370400440532013000", bic: "COBADEFFXXX", bank: "Commerzbank" };
const config = v.parse(PaymentConfigSchema, { prepayment: bank, card: { hostedFields: "https://pay.example/card-fields" } });
const provider = (method: PaymentMethod, from = config): PaymentProvider => providerFor(method, from)!;
// The tokens the sandbox's hosted card fields make of its test cards.
const GOOD_CARD = sandboxToken("4242424242424242");
const DECLINED_CARD = sandboxToken("4000000000000002");

const address = DEMO_DEAL_ADDRESS;

/** An order for 21.66 € as the checkout makes it: a cart line, then the deal (2 × 4.90 + 5.90 + 2.50, 19 % VAT). */
async function orderDeal(paymentMethod: PaymentMethod): Promise<PaymentInput> {
  const sessionid = "payment-test";
  await postOrderItem({ baseUrl: "", body: orderItem({ article_id: "1001", menge: 2, sessionid, artikel: "Archivbox" }) });
  const { items } = await fetchCart({ baseUrl: "", sessionId: sessionid, companyId: null, geoLocation: "de", language: "de" });
  const body: CreateDealBody = {
    requestId: `payment-${Math.random().toString(36).slice(2)}`,
    type: "order",
    language: "de",
    sessionid,
    ansprechpartner_id: null,
    companyId: null,
    totalPrice: 21.66,
    netTotal: 9.8,
    shippingFee: 5.9,
    packagingCost: 2.5,
    vatPercent: 19,
    vatTotal: 3.46,
    products: [{ orderItemId: items[0]!.id, amount: 2, nettoPrice: 4.9, price: 9.8 }],
    note: "",
    deliveryType: "parcel-service",
    paymentMethod,
    customerType: "private",
    vatId: "",
    invoice: address,
    delivery: address,
  };
  const deal = await createDeal({ baseUrl: "", body });
  return { baseUrl: "", dealId: deal.dealId, orderNumber: deal.number, amountCents: 2166, currency: "EUR" };
}

const paymentStatus = async (dealId: string) => (await fetchDeal({ baseUrl: "", dealId })).paymentStatus;

/** The error `run` rejects with, console errors swallowed. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  const { result } = await captureConsoleErrors(() =>
    run().then(
      () => expect.fail("expected a failure"),
      (error: unknown) => error,
    ),
  );
  return result;
}

/** Counts the page's fetch calls while `run` runs: every API call goes through fetch. */
async function countFetches<T>(run: () => Promise<T>): Promise<{ result: T; urls: string[] }> {
  const urls: string[] = [];
  const original = window.fetch;
  window.fetch = (input, init) => {
    urls.push(input instanceof Request ? input.url : String(input));
    return original(input, init);
  };
  try {
    return { result: await run(), urls };
  } finally {
    window.fetch = original;
  }
}

describe("payment providers (core/payment/) against the sandbox", () => {
  useMockApi();

  describe("card", () => {
    it("needs the hosted fields' token; the test card 4242 4242 4242 4242 is paid and the deal reads paid", async () => {
      expect(provider("card").needsCard).to.equal(true);
      const input = await orderDeal("card");
      expect(await paymentStatus(input.dealId)).to.equal("open");
      const result = await provider("card").pay({ ...input, cardToken: GOOD_CARD });
      expect(result.status).to.equal("paid");
      expect(result.reference).to.be.a("string").and.not.equal("");
      expect(await paymentStatus(input.dealId)).to.equal("paid");
    });

    it("the test card 4000 0000 0000 0002 is declined and the deal stays open", async () => {
      const input = await orderDeal("card");
      const error = await failure(() => provider("card").pay({ ...input, cardToken: DECLINED_CARD }));
      expect(error).to.be.instanceOf(PaymentError);
      expect((error as PaymentError).code).to.equal("declined");
      expect(await paymentStatus(input.dealId)).to.equal("open");
    });

    it("without a token (the hosted fields had no complete card) it refuses with 'incomplete' before any request", async () => {
      const input = await orderDeal("card");
      for (const cardToken of [undefined, ""]) {
        const { result, urls } = await countFetches(() => failure(() => provider("card").pay({ ...input, cardToken })));
        expect((result as PaymentError).code).to.equal("incomplete");
        expect(urls).to.deep.equal([]);
      }
    });

    it("the body carries the deal, the amount and the token: no card data", async () => {
      const input = await orderDeal("card");
      const bodies: unknown[] = [];
      useHandlers(http.post("*/_hcms/api/payment/card", async ({ request }) => void bodies.push(await request.clone().json())));
      await provider("card").pay({ ...input, cardToken: GOOD_CARD });
      expect(bodies).to.deep.equal([{ dealId: input.dealId, amount: 21.66, currency: "EUR", token: GOOD_CARD }]);
    });

    it("a deal recorded with another payment method is not charged (409 method_mismatch)", async () => {
      const input = await orderDeal("invoice");
      const error = await failure(() => provider("card").pay({ ...input, cardToken: GOOD_CARD }));
      expect(error).to.include({ kind: "http", status: 409 });
      expect((error as ApiError).body).to.include({ code: "method_mismatch" });
      expect(await paymentStatus(input.dealId)).to.equal("open");
    });

    it("paying a deal again (a retry after a lost answer) answers the first payment", async () => {
      const input = await orderDeal("card");
      const first = await provider("card").pay({ ...input, cardToken: GOOD_CARD });
      const again = await provider("card").pay({ ...input, cardToken: DECLINED_CARD });
      expect(again).to.deep.equal(first);
    });

    it("the function charges the deal's total: another amount is refused", async () => {
      const input = await orderDeal("card");
      const error = await failure(() => provider("card").pay({ ...input, amountCents: 1, cardToken: GOOD_CARD }));
      expect(error).to.be.instanceOf(ApiError);
      expect((error as ApiError).status).to.equal(409);
      expect(await paymentStatus(input.dealId)).to.equal("open");
    });

    it("the sandbox answers 400 to a token it did not make, and to raw card data", async () => {
      const input = await orderDeal("card");
      const charge = (body: object) =>
        fetch("/_hcms/api/payment/card", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ dealId: input.dealId, amount: 21.66, currency: "EUR", ...body }),
        });
      expect((await charge({ token: "tok_forged" })).status).to.equal(400);
      expect(
        (await charge({ card: { holder: "A B", number: "4242424242424242", expiryMonth: 12, expiryYear: 2099, cvc: "123" } })).status,
      ).to.equal(400);
      expect(await paymentStatus(input.dealId)).to.equal("open");
    });

    it("a server error is an ApiError, sent once: a payment POST never retries by itself", async () => {
      const input = await orderDeal("card");
      useHandlers(...scenarios.paymentServerError);
      const { result, urls } = await countFetches(() => failure(() => provider("card").pay({ ...input, cardToken: GOOD_CARD })));
      expect(result).to.be.instanceOf(ApiError);
      expect(result).to.include({ kind: "http", status: 500 });
      expect(urls).to.have.length(1);
    });

    it("a dead network is an ApiError 'network', sent once", async () => {
      const input = await orderDeal("card");
      useHandlers(http.post("*/_hcms/api/payment/card", () => HttpResponse.error()));
      const { result, urls } = await countFetches(() => failure(() => provider("card").pay({ ...input, cardToken: GOOD_CARD })));
      expect(result).to.be.instanceOf(ApiError);
      expect((result as ApiError).kind).to.equal("network");
      expect(urls).to.have.length(1);
    });

    it("the scenario paymentDeclined declines every card", async () => {
      const input = await orderDeal("card");
      useHandlers(...scenarios.paymentDeclined);
      expect(((await failure(() => provider("card").pay({ ...input, cardToken: GOOD_CARD }))) as PaymentError).code).to.equal("declined");
    });
  });

  describe("PayPal", () => {
    it("creates the order, captures it (the sandbox approves at once) and the deal reads paid", async () => {
      const input = await orderDeal("paypal");
      expect(provider("paypal").needsCard).to.equal(false);
      const { result, urls } = await countFetches(() => provider("paypal").pay(input));
      expect(result.status).to.equal("paid");
      expect(result.reference).to.be.a("string").and.not.equal("");
      expect(urls.map((url) => new URL(url).pathname)).to.deep.equal([
        "/_hcms/api/payment/paypal/create",
        "/_hcms/api/payment/paypal/capture",
      ]);
      expect(await paymentStatus(input.dealId)).to.equal("paid");
    });

    it("with an approval page from create, it waits for the buyer before capturing", async () => {
      const input = await orderDeal("paypal");
      const steps: string[] = [];
      useHandlers(
        http.post("*/_hcms/api/payment/paypal/create", () => {
          steps.push("create");
          return HttpResponse.json({ orderId: "O-1", approvalUrl: "https://www.sandbox.paypal.com/checkoutnow?token=O-1" });
        }),
        http.post("*/_hcms/api/payment/paypal/capture", async ({ request }) => {
          steps.push(`capture ${((await request.json()) as { orderId: string }).orderId}`);
          return HttpResponse.json({ status: "paid", reference: "CAPTURE-1" });
        }),
      );
      const approve = async (url: string) => void steps.push(`approve ${url}`);
      const result = await paypalProvider(config.paypal.endpoint, approve).pay(input);
      expect(steps).to.deep.equal(["create", "approve https://www.sandbox.paypal.com/checkoutnow?token=O-1", "capture O-1"]);
      expect(result).to.deep.equal({ status: "paid", reference: "CAPTURE-1" });
    });

    it("a buyer who closes PayPal's window without approving gets 'cancelled'", async () => {
      const input = await orderDeal("paypal");
      useHandlers(
        http.post("*/_hcms/api/payment/paypal/create", () =>
          HttpResponse.json({ orderId: "O-2", approvalUrl: "https://www.sandbox.paypal.com/checkoutnow?token=O-2" }),
        ),
        http.post("*/_hcms/api/payment/paypal/capture", () => HttpResponse.json({ code: "cancelled" }, { status: 409 })),
      );
      const error = await failure(() => paypalProvider(config.paypal.endpoint, async () => {}).pay(input));
      expect((error as PaymentError).code).to.equal("cancelled");
    });

    it("an approval page that is not https fails the answer's schema and is never opened", async () => {
      const input = await orderDeal("paypal");
      useHandlers(
        http.post("*/_hcms/api/payment/paypal/create", () => HttpResponse.json({ orderId: "O-3", approvalUrl: "javascript:alert(1)" })),
      );
      const opened: string[] = [];
      const error = await failure(() => paypalProvider(config.paypal.endpoint, async (url) => void opened.push(url)).pay(input));
      expect(error).to.include({ kind: "schema" });
      expect(opened).to.deep.equal([]);
    });

    it("the scenario paymentDeclined declines the capture; paymentServerError is an ApiError", async () => {
      const input = await orderDeal("paypal");
      useHandlers(...scenarios.paymentDeclined);
      expect(((await failure(() => provider("paypal").pay(input))) as PaymentError).code).to.equal("declined");
      resetMocks();
      const other = await orderDeal("paypal");
      useHandlers(...scenarios.paymentServerError);
      expect(await failure(() => provider("paypal").pay(other))).to.include({ kind: "http", status: 500 });
    });

    it("a dead network is an ApiError 'network'", async () => {
      const input = await orderDeal("paypal");
      useHandlers(http.post("*/_hcms/api/payment/paypal/create", () => HttpResponse.error()));
      expect(await failure(() => provider("paypal").pay(input))).to.include({ kind: "network" });
    });
  });

  describe("configured endpoints", () => {
    it("a path endpoint is called below the data block's baseUrl", async () => {
      const custom = v.parse(PaymentConfigSchema, {
        card: { endpoint: "shop-functions/charge", hostedFields: "https://pay.example/card-fields" },
      });
      const called: string[] = [];
      useHandlers(
        http.post("https://shop.example/_hcms/api/shop-functions/charge", ({ request }) => {
          called.push(request.url);
          return HttpResponse.json({ status: "paid", reference: "R-1" });
        }),
      );
      const input = { baseUrl: "https://shop.example", dealId: "1", orderNumber: "AB-1", amountCents: 100, currency: "EUR" } as const;
      expect(await provider("card", custom).pay({ ...input, cardToken: GOOD_CARD })).to.deep.equal({ status: "paid", reference: "R-1" });
      expect(called).to.deep.equal(["https://shop.example/_hcms/api/shop-functions/charge"]);
    });

    it("an https endpoint is called at its own origin, whatever the baseUrl", async () => {
      const custom = v.parse(PaymentConfigSchema, { paypal: { endpoint: "https://cms.shop.example/_hcms/api/fns/paypal" } });
      const called: string[] = [];
      useHandlers(
        http.post("https://cms.shop.example/_hcms/api/fns/paypal/create", ({ request }) => {
          called.push(request.url);
          return HttpResponse.json({ orderId: "O-9", approvalUrl: null });
        }),
        http.post("https://cms.shop.example/_hcms/api/fns/paypal/capture", ({ request }) => {
          called.push(request.url);
          return HttpResponse.json({ status: "paid", reference: "C-9" });
        }),
      );
      const input = { baseUrl: "https://partner.example", dealId: "1", orderNumber: "AB-1", amountCents: 100, currency: "GBP" } as const;
      expect(await provider("paypal", custom).pay(input)).to.deep.equal({ status: "paid", reference: "C-9" });
      expect(called).to.deep.equal([
        "https://cms.shop.example/_hcms/api/fns/paypal/create",
        "https://cms.shop.example/_hcms/api/fns/paypal/capture",
      ]);
    });
  });

  describe("another payment method for the same deal (POST deal/payment-method)", () => {
    it("an unpaid order takes another method; deal/get reads it and the new method's function charges it", async () => {
      const input = await orderDeal("card");
      await failure(() => provider("card").pay({ ...input, cardToken: DECLINED_CARD }));
      expect(await changeDealPaymentMethod({ baseUrl: "", dealId: input.dealId, paymentMethod: "paypal" })).to.equal("paypal");
      expect(await fetchDeal({ baseUrl: "", dealId: input.dealId })).to.include({ paymentMethod: "paypal", paymentStatus: "open" });
      const card = await failure(() => provider("card").pay({ ...input, cardToken: GOOD_CARD }));
      expect((card as ApiError).body).to.include({ code: "method_mismatch" }, "the card is no longer the deal's method");
      expect((await provider("paypal").pay(input)).status).to.equal("paid");
    });

    it("a paid deal keeps its method: 409 already_paid, so nothing is paid twice", async () => {
      const input = await orderDeal("card");
      await provider("card").pay({ ...input, cardToken: GOOD_CARD });
      const error = await failure(() => changeDealPaymentMethod({ baseUrl: "", dealId: input.dealId, paymentMethod: "invoice" }));
      expect(error).to.include({ kind: "http", status: 409 });
      expect((error as ApiError).body).to.include({ code: "already_paid" });
      expect(await fetchDeal({ baseUrl: "", dealId: input.dealId })).to.include({ paymentMethod: "card", paymentStatus: "paid" });
    });

    it("an unknown deal is 404, a method the contract does not know 400", async () => {
      expect(await failure(() => changeDealPaymentMethod({ baseUrl: "", dealId: "404404", paymentMethod: "invoice" }))).to.include({
        kind: "http",
        status: 404,
      });
      const input = await orderDeal("card");
      const response = await fetch("/_hcms/api/deal/payment-method", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ dealId: input.dealId, paymentMethod: "cash" }),
      });
      expect(response.status).to.equal(400);
    });
  });

  describe("invoice and prepayment", () => {
    const input = { baseUrl: "", dealId: "9000001", orderNumber: "AB-2026-00001", amountCents: 2190, currency: "EUR" } as const;

    it("invoice completes inside the element: open, no request", async () => {
      const { result, urls } = await countFetches(() => provider("invoice").pay(input));
      expect(result).to.deep.equal({ status: "open" });
      expect(urls).to.deep.equal([]);
    });

    it("prepayment completes inside the element with the shop's account and the order number as reference, no request", async () => {
      const { result, urls } = await countFetches(() => provider("prepayment").pay(input));
      expect(result).to.deep.equal({
        status: "open",
        reference: "AB-2026-00001",
        instructions: { ...bank, iban: "DE89 3704 0044 0532 0130 00", reference: "AB-2026-00001", amountCents: 2190, currency: "EUR" },
      });
      expect(urls).to.deep.equal([]);
    });

    it("without bank details there is no prepayment provider", () => {
      expect(providerFor("prepayment", v.parse(PaymentConfigSchema, {}))).to.equal(undefined);
    });
  });
});
