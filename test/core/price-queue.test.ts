import { expect } from "chai";
import { delay, http, HttpResponse } from "msw";
import { MAX_CONCURRENT, cachedPriceList, primePriceLists, queuePriceList } from "../../core/browse-ui/price-queue.ts";
import { withPricesSent } from "../support/category-fixtures.ts";
import { useHandlers, useMockApi } from "../support/msw.ts";

/** Answers every price list after `ms`, counting the requests and the most in flight at once. */
function slowPrices(ms: number) {
  const seen = { requests: [] as string[], inFlight: 0, most: 0 };
  useHandlers(
    http.get("*/_hcms/api/objects/price-lists/get", async ({ request }) => {
      const url = new URL(request.url);
      seen.requests.push(`${url.searchParams.get("articleId")}@${url.searchParams.get("companyId") ?? "-"}`);
      seen.inFlight++;
      seen.most = Math.max(seen.most, seen.inFlight);
      await delay(ms);
      seen.inFlight--;
      return HttpResponse.json({ itemInUnit: 1, scaled_price: [{ quantity: 1, price: 2.5 }] });
    }),
  );
  return seen;
}

// Each test uses its own base URL, so the session cache of another test (or of an earlier file in a
// page the runner reuses) does not answer.
const page = Math.random().toString(36).slice(2, 8);
let run = 0;
const place = (articleId: string, companyId: string | null = null) => ({
  baseUrl: `/${page}-${run}`,
  articleId,
  companyId,
  geoLocation: "de",
});

describe("list prices: queue and session cache", () => {
  useMockApi();
  beforeEach(() => {
    run++;
    sessionStorage.clear();
  });

  it(`at most ${MAX_CONCURRENT} price requests at once, all answered`, async () => {
    const seen = slowPrices(40);
    const lists = await Promise.all(Array.from({ length: 20 }, (_, i) => queuePriceList(place(`a${i}`))));
    expect(lists).to.have.length(20);
    expect(seen.requests).to.have.length(20);
    expect(seen.most).to.equal(MAX_CONCURRENT);
  });

  it("an article priced once in the session is not asked again", async () => {
    const seen = slowPrices(0);
    await queuePriceList(place("a1"));
    const again = await queuePriceList(place("a1"));
    expect(again.scaled_price[0]?.price).to.equal(2.5);
    expect(seen.requests).to.deep.equal(["a1@-"]);
    expect(cachedPriceList(place("a1"))).to.deep.equal(again);
  });

  it("another company is another price: asked again", async () => {
    const seen = slowPrices(0);
    await queuePriceList(place("a1"));
    await queuePriceList(place("a1", "c-300"));
    expect(seen.requests).to.deep.equal(["a1@-", "a1@c-300"]);
  });

  it("a row that leaves the screen before its turn gives its place up", async () => {
    const seen = slowPrices(60);
    const first = Array.from({ length: MAX_CONCURRENT }, (_, i) => queuePriceList(place(`a${i}`)));
    const controller = new AbortController();
    const gone = queuePriceList(place("scrolled-away"), controller.signal).then(
      () => "priced",
      () => "gave up",
    );
    controller.abort();
    await Promise.all(first);
    expect(await gone).to.equal("gave up");
    expect(seen.requests).not.to.include("scrolled-away@-");
  });

  it("the waiting row nearest the screen goes next: on screen first in order, then by distance", async () => {
    // The order the queue sends them in: requests sent together may reach the fake in another order.
    await withPricesSent(async (sent) => {
      slowPrices(30);
      // Ranks as rows report them: 0 on screen, else px from the screen; read when a place frees.
      const ranks: Record<string, number> = { below900: 900, on1: 0, below200: 200, on2: 0, above100: 100 };
      const first = Array.from({ length: MAX_CONCURRENT }, (_, i) => queuePriceList(place(`busy${i}`)));
      const rest = Object.keys(ranks).map((id) => queuePriceList(place(id), undefined, () => ranks[id] ?? 0));
      await Promise.all([...first, ...rest]);
      expect(sent.slice(MAX_CONCURRENT)).to.deep.equal(["on1", "on2", "above100", "below200", "below900"]);
    });
  });

  it("primed price lists go at once, ahead of the rows waiting; a row asking for one takes its request", async () => {
    await withPricesSent(async (sent) => {
      const seen = slowPrices(40);
      const busy = Array.from({ length: MAX_CONCURRENT }, (_, i) => queuePriceList(place(`busy${i}`)));
      const waiting = queuePriceList(place("waiting"), undefined, () => 0);
      // The queue starts its jobs in a task: the busy ones run, "waiting" waits.
      await new Promise((resolve) => setTimeout(resolve));
      primePriceLists([place("first"), place("second")]);
      // Taken by the first rows, as they come on screen while their requests run.
      const rows = [queuePriceList(place("first")), queuePriceList(place("second"))];
      await Promise.all([...busy, waiting, ...rows]);
      expect(sent.slice(MAX_CONCURRENT)).to.deep.equal(["first", "second", "waiting"]);
      expect(seen.requests.filter((request) => request === "first@-")).to.have.length(1);
    });
  });

  it("priming an article priced or asked for already sends nothing", async () => {
    const seen = slowPrices(20);
    await queuePriceList(place("priced"));
    const running = queuePriceList(place("running"));
    primePriceLists([place("priced"), place("running")]);
    await running;
    expect(seen.requests).to.deep.equal(["priced@-", "running@-"]);
  });

  it("the cache survives a reload: it is kept in sessionStorage", async () => {
    slowPrices(0);
    await queuePriceList(place("a7"));
    await new Promise((r) => setTimeout(r, 300));
    const stored = JSON.parse(sessionStorage.getItem("shop:price-lists") ?? "{}") as Record<string, unknown>;
    expect(Object.keys(stored)).to.include(`/${page}-${run}|de||a7`);
  });
});
