// Keyboard and viewport commands that work alike in every engine (issue 22). web-test-runner's own
// sendKeys and setViewport know puppeteer (Chromium, Firefox) but not WebDriver (WebKit): there
// setViewport throws, sendKeys has no down/up, and its "type" presses all keys before releasing any,
// so a repeated letter ("Bitte") is lost. Tests import them from test/support/commands.ts.
import { UNICODE_CHARACTERS } from "@wdio/utils";

const keyValue = (name) => UNICODE_CHARACTERS[name] ?? name;
const keyActions = (actions) => [{ type: "key", id: "keyboard", actions }];

/** One key at a time, down then up; "down" keeps a modifier held across commands. */
async function webdriverKeys(driver, payload) {
  if ("type" in payload) {
    for (const char of payload.type)
      await driver.performActions(
        keyActions([
          { type: "keyDown", value: char },
          { type: "keyUp", value: char },
        ]),
      );
  } else if ("press" in payload) {
    const value = keyValue(payload.press);
    await driver.performActions(
      keyActions([
        { type: "keyDown", value },
        { type: "keyUp", value },
      ]),
    );
  } else if ("down" in payload) {
    await driver.performActions(keyActions([{ type: "keyDown", value: keyValue(payload.down) }]));
  } else {
    await driver.performActions(keyActions([{ type: "keyUp", value: keyValue(payload.up) }]));
  }
}

async function puppeteerKeys(page, payload) {
  if ("type" in payload) await page.keyboard.type(payload.type);
  else if ("press" in payload) await page.keyboard.press(payload.press);
  else if ("down" in payload) await page.keyboard.down(payload.down);
  else await page.keyboard.up(payload.up);
}

const innerSize = (driver) => driver.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));

/**
 * WebDriver sizes the window, not the viewport: size it, measure the browser's frame around the page,
 * size it again. A window cannot be as narrow as asked (MiniBrowser's: 447 px) ends wider; the test
 * sees the width it got (test/support/commands.ts).
 */
export async function webdriverViewport(driver, { width, height }) {
  await driver.setWindowSize(width, height);
  const inner = await innerSize(driver);
  if (inner.width !== width || inner.height !== height)
    await driver.setWindowSize(width + (width - inner.width), height + (height - inner.height));
  return innerSize(driver);
}

export function engineCommandsPlugin() {
  return {
    name: "shop-engine-commands",
    async executeCommand({ command, payload, session }) {
      if (!command.startsWith("shop-")) return undefined;
      const { browser } = session;
      if (command === "shop-launcher") return browser.type;
      if (command === "shop-bring-to-front") {
        if (browser.type === "webdriver") return true; // one window, the test's own
        await browser.getPage(session.id).bringToFront();
        return true;
      }
      if (browser.type === "webdriver") {
        if (command === "shop-send-keys") return webdriverKeys(browser.driver, payload).then(() => true);
        return webdriverViewport(browser.driver, payload);
      }
      const page = browser.getPage(session.id);
      if (command === "shop-send-keys") return puppeteerKeys(page, payload).then(() => true);
      await page.setViewport(payload);
      return { width: payload.width, height: payload.height };
    },
  };
}
