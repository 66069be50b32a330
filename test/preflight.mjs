// First step of `npm test`: stops at once, with one line, when a browser engine the tests run in is
// missing (Chromium, Firefox ESR, WebKitGTK's driver and Xvfb), saying what to install.
import { findChromium } from "./support/chromium.mjs";
import { missingFor } from "./support/engines.mjs";

const packages = ["firefox", "webkit"].flatMap((engine) => missingFor(engine) ?? []);
const problems = [
  findChromium().problem,
  packages.length && `Install the other engines the tests run in (Debian/Ubuntu: apt-get install -y ${packages.join(" ")}).`,
].filter(Boolean);
if (problems.length) {
  console.error(problems.join(" "));
  process.exit(1);
}
