// The configurators' benchmark (docs/performance.md), in headless Chromium on their demo pages:
//   preview: a dimension typed → the preview's SVG changed in the DOM with style and layout done (a
//   forced layout right after the change); the budget is one frame (16 ms) at the 90th percentile;
//   price requests: bursts of typing (a key every 60 ms, as a quick typist) followed by a pause; the
//   price endpoint must be asked once per burst, i.e. at most once per 300 ms of typing.

const PAGES = [
  // A complete configuration, so a change re-draws the box to scale (until all sizes are given it shows an example).
  {
    tag: "shop-box-configurator",
    page: "box-configurator.html?b.cat=1&b.type=11&b.l=320&b.w=240&b.h=80&b.mat=2",
    endpoint: "/_hcms/api/box-price",
    field: /^(Länge|Length)/,
  },
  {
    tag: "shop-mat-configurator",
    page: "mat-configurator.html?m.mat=11&m.w=400&m.h=500",
    endpoint: "/_hcms/api/ppt-price",
    field: /^(Breite|Width)/,
  },
];
const CHANGES = 40;
const BURSTS = 5;

/** In the page: helpers for the measurements, kept on window (puppeteer sends each function alone). */
function installHelpers() {
  window.__configuratorBench = {
    /** The text field whose label starts with `pattern` in `tag`'s shadow root. */
    find(tag, pattern) {
      const root = document.querySelector(tag)?.shadowRoot;
      const label = new RegExp(pattern);
      const input = [...(root?.querySelectorAll("input") ?? [])].find((i) => label.test(i.labels?.[0]?.textContent?.trim() ?? ""));
      return input ? { root, input } : null;
    },
    /** Sets the field's text as one input event, like a keystroke. */
    type(input, value) {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

/** In the page: times `changes` dimension changes until the preview's SVG has changed and is laid out. */
async function previewTimes(tag, pattern, changes) {
  const { find, type } = window.__configuratorBench;
  const { root, input } = find(tag, pattern);
  const svg = () => root.querySelector("svg[role=img]");
  const times = [];
  for (let i = 0; i < changes; i++) {
    // A change that does not reach the preview within a second counts as never (Infinity fails the budget).
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        svg().getBoundingClientRect();
        resolve(performance.now());
      });
      observer.observe(svg(), { subtree: true, attributes: true, childList: true, characterData: true });
      setTimeout(() => (observer.disconnect(), resolve(Number.POSITIVE_INFINITY)), 1000);
    });
    const start = performance.now();
    type(input, String(200 + ((i * 37) % 300)));
    times.push((await changed) - start);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }
  return times;
}

/** In the page: `bursts` bursts of typing a number key by key (60 ms apart), each followed by a pause; the price requests per burst. */
async function priceRequests(tag, pattern, endpoint, bursts) {
  const { find, type, wait } = window.__configuratorBench;
  const { input } = find(tag, pattern);
  const count = () => performance.getEntriesByType("resource").filter((e) => e.name.includes(endpoint)).length;
  const perBurst = [];
  for (let burst = 0; burst < bursts; burst++) {
    const before = count();
    const target = String(250 + burst * 11);
    for (let end = 1; end <= target.length; end++) {
      type(input, target.slice(0, end));
      await wait(60);
    }
    await wait(1500);
    perBurst.push(count() - before);
  }
  return perBurst;
}

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** Runs both configurators' measurements; returns per tag the preview's p90 and median and the requests per burst. */
export async function configuratorTimings(browser, url) {
  const results = {};
  for (const { tag, page: file, endpoint, field } of PAGES) {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${url}/demo/${file}&latency=50`);
    await page.evaluate(installHelpers);
    await page.waitForFunction((t, p) => window.__configuratorBench.find(t, p), { timeout: 20000 }, tag, field.source);
    const preview = await page.evaluate(previewTimes, tag, field.source, CHANGES);
    const requests = await page.evaluate(priceRequests, tag, field.source, endpoint, BURSTS);
    await page.close();
    results[tag] = { previewP90: percentile(preview, 90), previewMedian: percentile(preview, 50), requests };
  }
  return results;
}
