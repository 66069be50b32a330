// The runner's commands for tests, alike in Chromium, Firefox and WebKit (test/support/engine-commands.mjs).
import { executeServerCommand } from "@web/test-runner-commands";

export { resetMouse, sendMouse } from "@web/test-runner-commands";

/** The running test, for skips decided deep in a helper. */
let running: Mocha.Test | undefined;
beforeEach(function () {
  running = this.currentTest;
});

type Keys = { press: string } | { type: string } | { down: string } | { up: string };

/** Presses, types (one key at a time), holds or releases keys through the browser's real input. */
export async function sendKeys(keys: Keys): Promise<void> {
  await executeServerCommand("shop-send-keys", keys);
}

type Size = { width: number; height: number };

/** Sizes the viewport and waits until the page has it; resolves to the size it got. */
export async function setViewport(size: Size): Promise<Size> {
  const got = (await executeServerCommand("shop-set-viewport", size)) as Size;
  const start = performance.now();
  while (window.innerWidth !== got.width && performance.now() - start < 2000)
    await new Promise((resolve) => requestAnimationFrame(resolve));
  return got;
}

/**
 * Sizes the viewport for a narrow-screen test, or skips the test where the harness cannot: WebKit's
 * MiniBrowser window is never narrower than 447 px. The skip is named in the log with its reason.
 */
export async function narrowViewport(test: Mocha.Context, size: Size): Promise<void> {
  const got = await setViewport(size);
  if (got.width === size.width) return;
  await setViewport({ width: 800, height: 600 });
  console.log(`skipped "${test.test?.fullTitle()}": this engine's test window is never narrower than ${got.width} px`);
  test.skip();
}

/**
 * Gives the test's window the keyboard again, as a desktop's window manager does when a popup (PayPal's
 * approval) closes; headless Firefox has none, and its keys would go nowhere.
 */
export async function backToShopWindow(): Promise<void> {
  await executeServerCommand("shop-bring-to-front");
}

/**
 * Skips the running test where keys cannot reach a frame of another origin (the hosted card fields):
 * WebKitGTK's WebDriver sends them to the test's page only, and switching the session into the frame
 * moves the page's focus to its body. Chromium and Firefox type into the frame as a keyboard does.
 */
export async function skipWhereKeysCannotEnterFrames(): Promise<void> {
  if ((await executeServerCommand("shop-launcher")) !== "webdriver") return;
  console.log(`skipped "${running?.fullTitle()}": WebKit's WebDriver cannot type into a frame of another origin`);
  running?.skip();
}
