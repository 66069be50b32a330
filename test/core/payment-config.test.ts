import { expect } from "chai";
import * as v from "valibot";
import { PaymentConfigSchema } from "../../core/payment/config.ts";
import { parseEndpoint } from "../../core/payment/endpoint.ts";
import { isValidIban, printIban } from "../../core/payment/iban.ts";

const bank = { accountHolder: "Archivbedarf GmbH", iban: "de89 3704 0044 0532 0130 00", bic: "cobadeffxxx", bank: "Commerzbank" };
const HOSTED = "https://js.pay.example/card-fields";
const parse = (input: unknown) => v.safeParse(PaymentConfigSchema, input);
const firstIssue = (input: unknown) => {
  const result = parse(input);
  return result.success ? undefined : { path: v.getDotPath(result.issues[0]!), message: result.issues[0]!.message };
};

describe("payment config (core/payment/config.ts)", () => {
  it("left out, it offers PayPal and invoice at the demo's endpoints below /_hcms/api/ (no card without hosted fields)", () => {
    expect(v.parse(PaymentConfigSchema, undefined)).to.deep.equal({
      methods: ["paypal", "invoice"],
      paypal: { endpoint: { origin: null, path: "payment/paypal" } },
      card: { endpoint: { origin: null, path: "payment/card" } },
    });
  });

  it("prepayment is offered by default only with the shop's bank details, kept checked and without spaces", () => {
    const config = v.parse(PaymentConfigSchema, { prepayment: bank, card: { hostedFields: HOSTED } });
    expect(config.methods).to.deep.equal(["paypal", "card", "invoice", "prepayment"]);
    expect(config.prepayment).to.deep.equal({
      accountHolder: "Archivbedarf GmbH",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      bank: "Commerzbank",
    });
  });

  it("naming prepayment without bank details is an error on the prepayment field", () => {
    expect(firstIssue({ methods: ["invoice", "prepayment"] })?.path).to.equal("prepayment");
  });

  it("the card is offered only with the provider's hosted fields: its page URL and the origin trusted to answer", () => {
    const config = v.parse(PaymentConfigSchema, { card: { hostedFields: " https://js.pay.example/card-fields?key=pk_1 " } });
    expect(config.methods).to.deep.equal(["paypal", "card", "invoice"]);
    expect(config.card.hostedFields).to.deep.equal({
      url: "https://js.pay.example/card-fields?key=pk_1",
      origin: "https://js.pay.example",
    });
    expect(v.parse(PaymentConfigSchema, { card: { hostedFields: "http://127.0.0.1:8181/card.html" } }).card.hostedFields?.origin).to.equal(
      "http://127.0.0.1:8181",
    );
    expect(firstIssue({ methods: ["card"] })?.path).to.equal("card");
  });

  it("hosted fields on plain http off the developer's machine, with credentials or of another scheme are refused", () => {
    for (const hostedFields of [
      "http://pay.example/card",
      "https://u:p@pay.example/card",
      "javascript:alert(1)",
      "data:text/html,x",
      "/card.html",
      "//pay.example/card",
      "",
    ]) {
      expect(firstIssue({ card: { hostedFields } })?.path, hostedFields).to.equal("card.hostedFields");
    }
  });

  it("the offered methods keep their order, once each; an empty list is an error", () => {
    expect(v.parse(PaymentConfigSchema, { methods: ["invoice", "card", "invoice"], card: { hostedFields: HOSTED } }).methods).to.deep.equal(
      ["invoice", "card"],
    );
    expect(firstIssue({ methods: [] })?.path).to.equal("methods");
    expect(firstIssue({ methods: ["cash"] })?.path).to.equal("methods.0");
  });

  it("a shop's own endpoints: a path naming its root on the baseUrl, or an https URL of an API function elsewhere", () => {
    const config = v.parse(PaymentConfigSchema, {
      paypal: { endpoint: "https://shop.example/_hcms/api/checkout/paypal/" },
      card: { endpoint: "/_hcms/api/checkout/card" },
    });
    expect(config.paypal.endpoint).to.deep.equal({ origin: "https://shop.example", root: "/_hcms/api/", path: "checkout/paypal" });
    expect(config.card.endpoint).to.deep.equal({ origin: null, root: "/_hcms/api/", path: "checkout/card" });
  });

  it("an endpoint that would leave the API roots or use plain http on the internet is refused", () => {
    for (const endpoint of [
      "http://shop.example/_hcms/api/paypal",
      "https://pay.example/paypal",
      "../paypal",
      "payment//card",
      "javascript:alert(1)",
      "https://shop.example/_hcms/api/card?key=1",
      "https://u:p@shop.example/_hcms/api/card",
      "",
    ]) {
      expect(parseEndpoint(endpoint), endpoint).to.equal(undefined);
    }
    expect(firstIssue({ card: { endpoint: "https://pay.example/card" } })?.path).to.equal("card.endpoint");
  });

  it("plain http is allowed on the developer's own machine", () => {
    expect(parseEndpoint("http://localhost:7071/_hcms/api/payment/card")).to.deep.equal({
      origin: "http://localhost:7071",
      root: "/_hcms/api/",
      path: "payment/card",
    });
  });

  it("a wrong IBAN or BIC in the bank details is refused", () => {
    expect(firstIssue({ prepayment: { ...bank, iban: "DE89 3704 0044 0532 0130 01" } })?.path).to.equal("prepayment.iban");
    expect(firstIssue({ prepayment: { ...bank, bic: "COBA" } })?.path).to.equal("prepayment.bic");
    expect(firstIssue({ prepayment: { ...bank, bank: " " } })?.path).to.equal("prepayment.bank");
  });
});

describe("IBAN (core/payment/iban.ts)", () => {
  it("the mod-97 check digits must match", () => {
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).to.equal(true);
    expect(isValidIban("GB82 WEST 1234 5698 7654 32")).to.equal(true);
    expect(isValidIban("GB82 WEST 1234 5698 7654 33")).to.equal(false);
    expect(isValidIban("DE89")).to.equal(false);
  });

  it("prints in groups of four", () => {
    expect(printIban("de89370400440532013000")).to.equal("DE89 3704 0044 0532 0130 00");
  });
});
