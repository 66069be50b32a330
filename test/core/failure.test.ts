import { expect } from "chai";
import { classifyFailure } from "../../core/api/failure.ts";

describe("classifying a failed request (core/api/failure.ts)", () => {
  it("only a browser that is offline blames the shopper's connection, whatever failed", () => {
    expect(classifyFailure(false).reach).to.equal("offline");
    expect(classifyFailure(false, 404, "other").reach).to.equal("offline");
  });

  it("a network failure while online (CORS, DNS, server down) is the shop's service unreachable, naming CORS and baseUrl", () => {
    const failure = classifyFailure(true);
    expect(failure.reach).to.equal("unreachable");
    expect(failure.cause).to.contain("CORS").and.contain("baseUrl").and.contain("Access-Control-Allow-Origin");
  });

  it("a 404 answered with a page of another kind (the host's 'Not Found') is a missing endpoint", () => {
    expect(classifyFailure(true, 404, "other")).to.deep.equal({
      reach: "unreachable",
      cause: "endpoint missing (404); check baseUrl and the API root",
    });
  });

  it("a 404 with the API's JSON body, or without a body, is the API's own answer: an unknown item", () => {
    expect(classifyFailure(true, 404, "json").reach).to.equal(undefined);
    expect(classifyFailure(true, 404, "empty").reach).to.equal(undefined);
  });

  it("405 and 501 mean no API answers at this address, whatever their body", () => {
    for (const status of [405, 501])
      for (const body of ["json", "empty", "other"] as const) {
        const failure = classifyFailure(true, status, body);
        expect(failure.reach, `${status} ${body}`).to.equal("unreachable");
        expect(failure.cause).to.contain(String(status)).and.contain("baseUrl");
      }
  });

  it("other HTTP errors keep their meaning: a 5xx is a server error, a 4xx a refusal", () => {
    expect(classifyFailure(true, 503, "json")).to.deep.equal({
      reach: undefined,
      cause: "server error",
    });
    expect(classifyFailure(true, 409, "json").reach).to.equal(undefined);
    expect(classifyFailure(true, 422, "other").cause).to.equal("refused by the API");
  });
});
