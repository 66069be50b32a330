// The demo's msw worker (demo/msw-worker.mjs, docs/decisions/msw-worker-streams.md): the installed msw's
// worker with the stream transfer of its life-cycle event guarded. Run here in a stand-in for WebKit's
// service worker, whose postMessage throws DataCloneError for a stream, as WebKitGTK 2.50 and Safari do.
import assert from "node:assert/strict";
import fs from "node:fs/promises";
import { test } from "node:test";
import vm from "node:vm";
import { CLONE_LINE, guardWorker, MSW_WORKER, mswWorkerSource } from "../../demo/msw-worker.mjs";

const dataCloneError = () => new DOMException("The object can not be cloned.", "DataCloneError");
const hasStream = (transfer = []) => transfer.some((item) => item instanceof ReadableStream);

/** A MessageChannel whose ports refuse streams, as WebKit's do; port2's messages reach port1.onmessage. */
class WebKitMessageChannel {
  constructor() {
    this.port1 = { onmessage: null, postMessage: (_data, transfer) => hasStream(transfer) && throwError(), close() {} };
    this.port2 = {
      postMessage: (data, transfer) => (hasStream(transfer) ? throwError() : queueMicrotask(() => this.port1.onmessage?.({ data }))),
      close() {},
    };
  }
}
const throwError = () => {
  throw dataCloneError();
};

/**
 * Runs the worker source with one page (client "page") that answers every request with a mocked
 * "hello"; returns what the page received and the messages that came with a stream (which a WebKit
 * page refuses with DataCloneError, `refuses` true; the worker does not catch it).
 */
async function fetchThroughWorker(source, { refuses = true, request = new Request("http://127.0.0.1/_hcms/api/site-search") } = {}) {
  const listeners = {};
  const received = [];
  const refused = [];
  const client = {
    id: "page",
    frameType: "top-level",
    visibilityState: "visible",
    postMessage(message, transfer) {
      if (hasStream(transfer)) {
        refused.push(message.type);
        if (refuses) throw dataCloneError();
      }
      received.push(message);
      const [port] = transfer ?? [];
      if (message.type === "REQUEST") port.postMessage({ type: "MOCK_RESPONSE", data: { status: 200, headers: {}, body: "hello" } });
    },
  };
  const clients = { get: async () => client, matchAll: async () => [client] };
  const context = vm.createContext({
    self: { clients, registration: { unregister() {} }, skipWaiting() {} },
    addEventListener: (type, listener) => {
      listeners[type] = listener;
    },
    MessageChannel: WebKitMessageChannel,
    ReadableStream,
    Response,
    Request,
    Headers,
    crypto,
    console,
  });
  vm.runInContext(source, context);
  await listeners.message({ source: { id: "page" }, data: "MOCK_ACTIVATE" });
  let answer;
  listeners.fetch({ request, clientId: "page", respondWith: (p) => (answer = p) });
  // No answer: the request went to the network untouched.
  if (!answer) return { text: null, received, refused };
  const text = await (await answer).text();
  // The life-cycle event is posted after the answer is handed back.
  await new Promise((resolve) => setImmediate(resolve));
  return { text, received, refused };
}

test("the demo's msw worker posts no stream to a page whose engine cannot take one (WebKit)", async () => {
  const { text, received, refused } = await fetchThroughWorker(await mswWorkerSource());
  assert.equal(text, "hello");
  assert.deepEqual(refused, []);
  const event = received.find((message) => message.type === "RESPONSE");
  assert.ok(event, "the page gets the answer's life-cycle event");
  assert.equal(event.payload.response.body, null);
  assert.equal(event.payload.response.status, 200);
});

test("msw's own worker posts the answer's stream, which WebKit refuses (why the demo guards it)", async () => {
  // A page that took the stream: WebKit's refusal would be an unhandled rejection in the worker.
  const { text, refused } = await fetchThroughWorker(await fs.readFile(MSW_WORKER, "utf8"), { refuses: false });
  assert.equal(text, "hello");
  assert.deepEqual(refused, ["RESPONSE"]);
});

/** A module script's request as a page makes it (Node's Request is always of destination ""). */
const scriptRequest = (url) => Object.defineProperty(new Request(url), "destination", { value: "script" });

test("the demo's worker leaves the page's scripts to the network and still fakes the API", async () => {
  const source = await mswWorkerSource(undefined, { assetsToNetwork: true });
  const script = await fetchThroughWorker(source, { request: scriptRequest("http://127.0.0.1/dist/shop-tracking.element.js") });
  assert.equal(script.text, null, "the worker does not answer a script");
  assert.ok(!script.received.some((message) => message.type === "REQUEST"), "the page is not asked about a script");
  const api = await fetchThroughWorker(source);
  assert.equal(api.text, "hello");
});

test("the browser tests' worker passes scripts through the page, where a test can fail a chunk's load", async () => {
  const { text, received } = await fetchThroughWorker(await mswWorkerSource(), {
    request: scriptRequest("http://127.0.0.1/dist/chunk-A.js"),
  });
  assert.equal(text, "hello");
  assert.ok(received.some((message) => message.type === "REQUEST"));
});

test("the guard fails loudly when msw's worker no longer has the line it guards", () => {
  assert.throws(() => guardWorker("addEventListener('fetch', () => {})"), /msw changed its worker/);
  assert.throws(() => guardWorker(`${CLONE_LINE}\n${CLONE_LINE}`), /2 copies/);
  assert.throws(() => guardWorker(CLONE_LINE, { assetsToNetwork: true }), /0 copies of "if \(event.request.mode === 'navigate'\) \{"/);
});
