import { expect } from "chai";
import { delay, http, HttpResponse } from "msw";
import * as v from "valibot";
import { ApiError, apiUrl, request } from "../../core/api/client.ts";
import { followNavigation } from "../../core/api/leaving.ts";
import { captureConsoleErrors } from "../support/dom.ts";
import { goOffline, goOnline, methodNotAllowed, missingEndpoint, networkError } from "../support/failures.ts";
import { resetMocks, useHandlers, useMockApi } from "../support/msw.ts";

const PATH = "objects/test/thing";
const URL_PATTERN = "*/_hcms/api/objects/test/thing";
const Thing = v.object({ ok: v.boolean() });

/** Answers the test endpoint with each of `answers` in turn and counts the calls. */
function answer(method: "get" | "post", ...answers: (() => Response | Promise<Response>)[]) {
  const calls = { count: 0 };
  useHandlers(
    http[method](URL_PATTERN, () => {
      const next = answers[Math.min(calls.count, answers.length - 1)]!;
      calls.count++;
      return next();
    }),
  );
  return calls;
}

async function failure(run: () => Promise<unknown>): Promise<ApiError> {
  const { result } = await captureConsoleErrors(() =>
    run().then(
      () => null,
      (error: unknown) => error,
    ),
  );
  expect(result).to.be.instanceOf(ApiError);
  return result as ApiError;
}

describe("API client", () => {
  useMockApi();

  it("builds /_hcms/api/ URLs from the data block's baseUrl, leaving out undefined query values", () => {
    expect(apiUrl("", PATH, { a: "1", b: undefined })).to.equal(`${location.origin}/_hcms/api/${PATH}?a=1`);
    expect(apiUrl("https://shop.example/", PATH)).to.equal(`https://shop.example/_hcms/api/${PATH}`);
  });

  it("returns the schema-checked answer", async () => {
    answer("get", () => HttpResponse.json({ ok: true, extra: 1 }));
    expect(await request({ baseUrl: "", path: PATH, schema: Thing })).to.deep.equal({ ok: true });
  });

  it("an idempotent GET retries once after a network failure", async () => {
    const calls = answer(
      "get",
      () => HttpResponse.error(),
      () => HttpResponse.json({ ok: true }),
    );
    const { result } = await captureConsoleErrors(() => request({ baseUrl: "", path: PATH, schema: Thing }));
    expect(result).to.deep.equal({ ok: true });
    expect(calls.count).to.equal(2);
  });

  it("a GET retries only once: two network failures are a network error", async () => {
    const calls = answer("get", () => HttpResponse.error());
    const error = await failure(() => request({ baseUrl: "", path: PATH, schema: Thing }));
    expect(error.kind).to.equal("network");
    expect(calls.count).to.equal(2);
  });

  it("a request cancelled as the page goes to another document is the page going: not retried, not logged", async () => {
    // A stand-in for window.navigation: a link to another page was followed.
    const navigation = new EventTarget();
    followNavigation(navigation);
    const calls = answer("get", () => HttpResponse.error());
    const navigate = Object.assign(new Event("navigate"), { destination: { sameDocument: false }, downloadRequest: null });
    navigation.dispatchEvent(navigate);
    const { result, errors } = await captureConsoleErrors(() =>
      request({ baseUrl: "", path: PATH, schema: Thing }).catch((error: unknown) => error),
    );
    expect((result as ApiError).kind).to.equal("aborted");
    expect(errors).to.deep.equal([]);
    expect(calls.count).to.equal(1);
    // The page stayed after all (a 204, or the shopper came back): failures count again.
    window.dispatchEvent(new Event("pageshow"));
    const again = await failure(() => request({ baseUrl: "", path: PATH, schema: Thing }));
    expect(again.kind).to.equal("network");
  });

  it("a navigation within the page (a hash, the history API) changes nothing", async () => {
    const navigation = new EventTarget();
    followNavigation(navigation);
    answer("get", () => HttpResponse.error());
    navigation.dispatchEvent(Object.assign(new Event("navigate"), { destination: { sameDocument: true }, downloadRequest: null }));
    expect((await failure(() => request({ baseUrl: "", path: PATH, schema: Thing }))).kind).to.equal("network");
  });

  it("a GET without an answer within its patience is asked again (a request the browser left hanging)", async () => {
    const calls = answer(
      "get",
      async () => (await delay("infinite"), HttpResponse.json({ ok: false })),
      () => HttpResponse.json({ ok: true }),
    );
    expect(await request({ baseUrl: "", path: PATH, schema: Thing, patienceMs: 300 })).to.deep.equal({ ok: true });
    expect(calls.count).to.equal(2);
  });

  it("a GET without an answer twice is a network error, not an element loading for ever", async () => {
    const calls = answer("get", async () => (await delay("infinite"), HttpResponse.json({ ok: true })));
    const error = await failure(() => request({ baseUrl: "", path: PATH, schema: Thing, patienceMs: 200 }));
    expect(error.kind).to.equal("network");
    expect(calls.count).to.equal(2);
  });

  it("a GET retries once on 5xx, then reports the status", async () => {
    const calls = answer("get", () => new HttpResponse(null, { status: 503 }));
    const error = await failure(() => request({ baseUrl: "", path: PATH, schema: Thing }));
    expect([error.kind, error.status]).to.deep.equal(["http", 503]);
    expect(calls.count).to.equal(2);
  });

  it("a 4xx is not retried", async () => {
    const calls = answer("get", () => new HttpResponse(null, { status: 404 }));
    const error = await failure(() => request({ baseUrl: "", path: PATH, schema: Thing }));
    expect([error.kind, error.status]).to.deep.equal(["http", 404]);
    expect(calls.count).to.equal(1);
  });

  it("a POST never retries by itself, neither on 5xx nor on a network failure", async () => {
    const server = answer("post", () => new HttpResponse(null, { status: 503 }));
    await failure(() => request({ baseUrl: "", path: PATH, method: "POST", body: {} }));
    expect(server.count).to.equal(1);
    resetMocks();
    const network = answer("post", () => HttpResponse.error());
    expect((await failure(() => request({ baseUrl: "", path: PATH, method: "POST", body: {} }))).kind).to.equal("network");
    expect(network.count).to.equal(1);
  });

  it("a connection that breaks while the answer's body comes is a network error, not a wrong answer", async () => {
    // msw cannot break a body halfway, so fetch itself hands back an answer whose body fails.
    const realFetch = window.fetch;
    const broken = new ReadableStream({ start: (controller) => controller.error(new TypeError("connection reset")) });
    window.fetch = async () => new Response(broken, { status: 200, headers: { "Content-Type": "application/json" } });
    try {
      const { result, errors } = await captureConsoleErrors(() =>
        request({ baseUrl: "", path: PATH, schema: Thing }).catch((error: unknown) => error),
      );
      expect((result as ApiError).kind).to.equal("network");
      expect(errors.join("\n")).to.contain("network error while reading the answer").and.not.contain("schema");
    } finally {
      window.fetch = realFetch;
    }
  });

  it("an answer failing its schema is a schema error, logged to the console", async () => {
    answer("get", () => HttpResponse.json({ ok: "yes" }));
    const { result, errors } = await captureConsoleErrors(() =>
      request({ baseUrl: "", path: PATH, schema: Thing }).then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect((result as ApiError).kind).to.equal("schema");
    expect(errors.join("\n")).to.contain(PATH).and.contain("schema");
  });

  describe("what a failure means (core/api/failure.ts)", () => {
    afterEach(goOnline);

    /** The failed request's error and what the console said. */
    const fail = (how: () => Response, method: "get" | "post" = "get") => {
      answer(method, how);
      const run = () =>
        request({ baseUrl: "", path: PATH, method: method === "get" ? "GET" : "POST", body: method === "post" ? {} : undefined });
      return captureConsoleErrors(() =>
        run().then(
          () => expect.fail("resolved"),
          (e: unknown) => e as ApiError,
        ),
      );
    };

    it("a network failure while online is the service unreachable, logged once with the URL and 'CORS?'", async () => {
      const { result, errors } = await fail(networkError);
      expect([result.kind, result.reach]).to.deep.equal(["network", "unreachable"]);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain(`GET ${location.origin}/_hcms/api/${PATH}`).and.contain("network error").and.contain("CORS?");
    });

    it("a network failure while the browser is offline is offline, and the console says so", async () => {
      goOffline();
      const { result, errors } = await fail(networkError);
      expect(result.reach).to.equal("offline");
      expect(errors.join("\n")).to.contain("the browser is offline");
    });

    it("a 404 with the host's HTML page is a missing endpoint: unreachable, the console says 'check baseUrl'", async () => {
      const { result, errors } = await fail(missingEndpoint);
      expect([result.kind, result.status, result.reach]).to.deep.equal(["http", 404, "unreachable"]);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.contain("HTTP 404").and.contain("endpoint missing (404); check baseUrl").and.contain(PATH);
    });

    it("a 405 of a POST is no API at this address", async () => {
      const { result, errors } = await fail(methodNotAllowed, "post");
      expect(result.reach).to.equal("unreachable");
      expect(errors[0]).to.contain("POST").and.contain("405");
    });

    it("a 404 with the API's JSON body stays the API's answer (an unknown item), its body kept", async () => {
      const { result } = await fail(() => HttpResponse.json({ code: "not_found" }, { status: 404 }));
      expect([result.status, result.reach, result.body]).to.deep.equal([404, undefined, { code: "not_found" }]);
    });
  });

  it("with an expected status, any other success status is a failure (204 for order items)", async () => {
    answer("post", () => HttpResponse.json({ toObjectId: 1 }, { status: 200 }));
    const error = await failure(() => request({ baseUrl: "", path: PATH, method: "POST", body: {}, expectStatus: 204 }));
    expect(error.status).to.equal(200);
  });
});
