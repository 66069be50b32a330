// First step of `npm test`: stops at once, with one line, when there is no Chromium to test in.
import { chromiumPath } from "./support/chromium.mjs";

chromiumPath();
