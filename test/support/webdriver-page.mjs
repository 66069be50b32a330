// The part of puppeteer's browser and page API the demo scripts use (test/demo-walk.mjs,
// test/cross-origin.mjs), over WebDriver classic for WebKitGTK's MiniBrowser (test/support/engines.mjs):
// one WebDriver session per browser context. WebDriver has no console or network events; the demo
// server's pages report them through test/support/page-watch.js (startServer({ pageWatch: true })),
// and the adapter hands them on as puppeteer's "pageerror", "console" and "response" events. Keys go
// one at a time (the driver presses all keys of one action before releasing any: repeated letters
// are lost).
import { EventEmitter } from "node:events";
import { remote } from "webdriverio";
import { startWebKitDriver } from "./engines.mjs";

const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";
const KEYS = { Enter: "\uE007", Tab: "\uE004", Escape: "\uE00C" };
const POLL_MS = 100;
const isElement = (value) => value && typeof value === "object" && ELEMENT_KEY in value;

/** Calls `fn` until it returns something truthy, or throws after `timeout`. */
async function poll(fn, timeout, what) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

class Handle {
  constructor(page, value) {
    Object.assign(this, { page, value });
  }
  asElement() {
    return isElement(this.value) ? new ElementHandle(this.page, this.value) : null;
  }
  async jsonValue() {
    return this.value;
  }
}

class ElementHandle extends Handle {
  get id() {
    return this.value[ELEMENT_KEY];
  }
  evaluate(fn, ...args) {
    return this.page.evaluate(fn, this.value, ...args);
  }
  async scrollIntoView() {
    await this.evaluate((el) => el.scrollIntoView({ block: "center" }));
  }
  isVisible() {
    return this.evaluate((el) => el.checkVisibility());
  }
  /** A click; `count: 3` (a triple click into a field) focuses the field and selects its text. */
  async click({ count = 1 } = {}) {
    if (count > 1) await this.evaluate((el) => (el.focus(), el.select?.()));
    else await this.page.leading(() => this.page.session.elementClick(this.id));
  }
  async type(text) {
    for (const key of text) await this.page.session.elementSendKeys(this.id, key);
  }
  async press(key) {
    await this.page.leading(() => this.page.session.elementSendKeys(this.id, KEYS[key] ?? key));
  }
}

class WebDriverPage extends EventEmitter {
  constructor(session) {
    super();
    this.session = session;
    this.keyboard = { press: (key) => this.leading(() => session.keys([KEYS[key] ?? key])) };
  }
  url() {
    return this.currentUrl ?? "about:blank";
  }
  async evaluate(fn, ...args) {
    const value = await this.session.execute(fn, ...args);
    await this.report();
    return value;
  }
  async waitForFunction(fn, { timeout = 30000 } = {}, ...args) {
    const value = await poll(() => this.session.execute(fn, ...args), timeout, `${fn.name || "a condition"} on ${this.url()}`);
    await this.report();
    return new Handle(this, value).asElement() ?? new Handle(this, value);
  }
  /** Hands the page's reports (page-watch.js) on as puppeteer's events. */
  async report() {
    this.currentUrl = await this.session.getUrl();
    const found = await this.session.execute(() => {
      const watch = window.__pageWatch;
      return watch && { problems: watch.problems.splice(0) };
    });
    for (const problem of found?.problems ?? []) {
      if (problem.kind === "pageerror") this.emit("pageerror", new Error(problem.text));
      else if (problem.kind === "response") this.emit("response", { status: () => problem.status, url: () => problem.url });
      else this.emit("console", { type: () => "error", text: () => problem.text, location: () => ({ url: problem.url }) });
    }
  }
  /** The answer of the page now shown: 200 when page-watch.js runs in it (the server adds it to its 200 HTML answers). */
  async answer() {
    const watched = await this.session.execute(() => Boolean(window.__pageWatch));
    this.currentUrl = await this.session.getUrl();
    return { status: () => (watched ? 200 : 0) };
  }
  /**
   * Resolves once the document found when it was called has been replaced by a loaded one. It marks
   * that document before any other command of the page is sent (clicks and keys wait for the mark).
   */
  waitForNavigation({ timeout = 30000 } = {}) {
    const mark = `left-${Math.random()}`;
    this.marking = this.session.execute((m) => {
      window.__navigationMark = m;
    }, mark);
    return this.marking.then(async () => {
      await poll(
        () => this.session.execute((m) => window.__navigationMark !== m && document.readyState === "complete", mark),
        timeout,
        "a navigation",
      );
      return this.answer();
    });
  }
  /** Sends a command that may lead to another page after a waitForNavigation's mark. */
  async leading(command) {
    await this.marking;
    return command();
  }
  async goto(url) {
    const arrived = this.waitForNavigation();
    await this.leading(() => this.session.url(url));
    return arrived;
  }
  async goBack() {
    const arrived = this.waitForNavigation();
    await this.leading(() => this.session.back());
    return arrived;
  }
  close() {
    return this.session.deleteSession();
  }
}

/** How long a WebDriver command (opening a session the longest, some seconds) may take before it fails. */
const COMMAND_WAIT_MS = 60_000;

/** A browser whose contexts are WebDriver sessions of MiniBrowser under WebKitWebDriver. */
export async function launchWebKit() {
  let driver = await startWebKitDriver();
  // The page's own load is awaited by polling (WebDriverPage.waitForNavigation), not by each command.
  const capabilities = { ...driver.capabilities, pageLoadStrategy: "none" };
  const session = async () =>
    new WebDriverPage(await remote({ ...driver, capabilities, logLevel: "silent", connectionRetryTimeout: COMMAND_WAIT_MS }));
  const open = async () => {
    try {
      return await session();
    } catch (error) {
      // Once in six walks here a new MiniBrowser never answered its driver, and the session request
      // waited for ever; a fresh driver on a fresh screen opens one.
      console.warn(`WebKit opened no session (${error.message}); starting its driver and screen again`);
      driver.stop();
      driver = await startWebKitDriver();
      return session();
    }
  };
  const pages = new Set();
  const newPage = async () => {
    const page = await open();
    pages.add(page);
    return page;
  };
  return {
    newPage,
    async createBrowserContext() {
      let page;
      return {
        newPage: async () => (page = await newPage()),
        close: async () => page && pages.delete(page) && (await page.close()),
      };
    },
    async close() {
      await Promise.all([...pages].map((page) => page.close().catch(() => {})));
    },
  };
}
