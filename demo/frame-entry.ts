// The demo shop's page frame as a classic script (dist/demo/frame.js), the first thing in each shop
// page's <body>: the header goes in before <main> is parsed and painted, so the page never jumps when
// the frame arrives (issue 20). Once the page is parsed, before any module script runs (the document
// turns "interactive" first), the demo's own content and the footer go in and every element gets its
// data block (demo/data-blocks.ts): the elements' scripts in the head find them when they run. A CMS
// renders its frame and the blocks on the server; this is the demo's stand-in.
import { demoPage, writeDataBlocks } from "./data-blocks.ts";
import { holdApiRequests } from "./storefront/api-gate.ts";
import { startDemoConsent } from "./storefront/consent-demo.ts";
import { renderShopContent, renderShopHeader } from "./storefront/frame.ts";

const page = demoPage();
const { route, language } = page;
if (route) {
  startDemoConsent(language);
  holdApiRequests();
  renderShopHeader(route, language);
  document.addEventListener("readystatechange", function parsed() {
    if (document.readyState !== "interactive") return;
    document.removeEventListener("readystatechange", parsed);
    renderShopContent(route, language);
    writeDataBlocks(page);
  });
}
