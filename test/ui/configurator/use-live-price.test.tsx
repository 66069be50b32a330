import { waitFor } from "@testing-library/dom";
import { expect } from "chai";
import { delay, HttpResponse, http } from "msw";
import { render } from "preact";
import { type BoxPriceQuery, type ConfiguredPrice, fetchBoxPrice } from "../../../core/api/configurator.ts";
import { type LivePrice, PRICE_DEBOUNCE_MS, useLivePrice } from "../../../core/configurator-ui/use-live-price.ts";
import { useHandlers, useMockApi } from "../../support/msw.ts";

const box = (length: number): BoxPriceQuery => ({ boxId: "11", length, width: 240, height: 80, materialId: "3", extras: [] });

/** The box-price requests by length, and the price each answers: one euro per mm of length. */
let asked: number[];
let latest: { price: LivePrice; retry: () => void };

function answer(length: number) {
  return HttpResponse.json({ priceList: { itemInUnit: 1, scaled_price: [{ quantity: 1, price: length / 100 }] }, weightKg: 0.3 });
}

function priceHandler(reply: (length: number, attempt: number) => Promise<Response> | Response = answer) {
  useHandlers(
    http.get("*/_hcms/api/box-price", ({ request }) => {
      const length = Number(new URL(request.url).searchParams.get("length"));
      asked.push(length);
      return reply(length, asked.length);
    }),
  );
}

/** A configurator's use of the hook: the key is the configuration, the load asks box-price for it. */
function Probe({ length }: { length: number | null }) {
  latest = useLivePrice(length === null ? null : `box:${length}`, (signal) =>
    fetchBoxPrice({ baseUrl: "", companyId: null, geoLocation: "de", signal, box: box(length ?? 0) }),
  );
  return null;
}

/** Whether a load ran for no configuration (Strict below). */
let pricedNothing = false;

/** Probe with a 30 ms debounce whose load notes a call without a configuration. */
function Strict({ length }: { length: number | null }) {
  latest = useLivePrice(
    length === null ? null : `box:${length}`,
    (signal) => {
      if (length === null) pricedNothing = true;
      return fetchBoxPrice({ baseUrl: "", companyId: null, geoLocation: "de", signal, box: box(length ?? 0) });
    },
    30,
  );
  return null;
}

/** The first scale price of a price answer, or "-". */
const first = (answer: ConfiguredPrice | null) => answer?.priceList.scaled_price[0]?.price ?? "-";

const shown = () => {
  const { price } = latest;
  if (price.status === "ready") return `ready ${first(price.price)}`;
  if (price.status === "loading") return `loading ${first(price.previous)}`;
  return price.status;
};

describe("useLivePrice: the configurators' live price (debounced, latest answer only)", () => {
  useMockApi();
  let host: HTMLElement;
  beforeEach(() => {
    asked = [];
    host = document.body.appendChild(document.createElement("div"));
  });
  afterEach(() => {
    render(null, host);
    host.remove();
  });

  it("typing five changes within 300 ms sends one request, for the last configuration", async () => {
    priceHandler();
    for (const length of [3, 32, 320, 3201, 320]) {
      render(<Probe length={length} />, host);
      await delay(40);
    }
    await waitFor(() => expect(shown()).to.equal("ready 3.2"));
    await delay(PRICE_DEBOUNCE_MS + 100);
    expect(asked).to.deep.equal([320]);
  });

  it("a late answer for an older configuration never replaces the newer price", async () => {
    priceHandler(async (length) => {
      if (length === 300) await delay(600);
      return answer(length);
    });
    render(<Probe length={300} />, host);
    await waitFor(() => expect(asked).to.deep.equal([300])); // the slow request is on its way
    render(<Probe length={400} />, host);
    await waitFor(() => expect(shown()).to.equal("ready 4"));
    await delay(800); // the older answer would have come by now
    expect(shown()).to.equal("ready 4");
    expect(asked).to.deep.equal([300, 400]);
  });

  it("while a new price loads the previous one is kept; no valid configuration is idle", async () => {
    priceHandler();
    render(<Probe length={250} />, host);
    await waitFor(() => expect(shown()).to.equal("ready 2.5"));
    render(<Probe length={260} />, host);
    await waitFor(() => expect(shown()).to.equal("loading 2.5"));
    await waitFor(() => expect(shown()).to.equal("ready 2.6"));
    render(<Probe length={null} />, host);
    await waitFor(() => expect(shown()).to.equal("idle"));
  });

  it("a changed configuration is loading from its first render: the old price is never ready for it", async () => {
    priceHandler();
    render(<Probe length={250} />, host);
    await waitFor(() => expect(shown()).to.equal("ready 2.5"));
    render(<Probe length={260} />, host);
    // Before the effect runs (after the next frame): a click now must not order 260 mm at 250 mm's price.
    expect(shown()).to.equal("loading 2.5");
    await waitFor(() => expect(shown()).to.equal("ready 2.6"));
  });

  it("a debounce timer of an older configuration never prices the newer one (cleared only a frame after the render that changed it)", async () => {
    priceHandler();
    // Effects wait for their frame's timeout: no animation frames during this test.
    const raf = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    pricedNothing = false;
    try {
      render(<Strict length={320} />, host);
      await delay(50); // its effect has run (about 35 ms), its timer (30 ms after) not yet
      render(<Strict length={null} />, host); // the field emptied: the cleanup comes about 35 ms later
      await delay(100);
    } finally {
      window.requestAnimationFrame = raf;
    }
    expect(pricedNothing).to.equal(false);
    expect(asked).to.deep.equal([]);
  });

  it("a failed request is an error; retry asks again for the same configuration and shows its price", async () => {
    let failing = true;
    priceHandler((length) => (failing ? HttpResponse.json({ message: "down" }, { status: 503 }) : answer(length)));
    const original = console.error;
    console.error = () => undefined;
    try {
      render(<Probe length={320} />, host);
      await waitFor(() => expect(shown()).to.equal("error"));
    } finally {
      console.error = original;
    }
    failing = false;
    const before = asked.length;
    latest.retry();
    await waitFor(() => expect(shown()).to.equal("ready 3.2"));
    expect(asked.slice(before)).to.deep.equal([320]);
  });
});
