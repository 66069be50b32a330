// The demo shop's page frame as a classic script (dist/demo/frame.js), the first thing in each shop
// page's <body>: the header goes in before <main> is parsed and painted, the demo's own content and the
// footer as soon as <main> is there, so the page never jumps when the frame arrives (issue 20). A CMS
// renders its frame on the server; this is the demo's stand-in. demo/app.ts waits for "shop-frame".
import type { Lang } from "../core/element/data-block.ts";
import { renderShopContent, renderShopHeader } from "./storefront/frame.ts";
import { shopRouteAt } from "./storefront/route.ts";
import { shopVisitor } from "./storefront/visitor.ts";

declare global {
  interface Window {
    __shopFrame?: boolean;
  }
}

const route = shopRouteAt(location.pathname);
if (route) {
  const lang = shopVisitor(new URLSearchParams(location.search), route.lang).get("lang");
  const language: Lang = lang === "en" || lang === "fr" ? lang : "de";
  renderShopHeader(route, language);
  document.addEventListener("DOMContentLoaded", () => {
    renderShopContent(route, language);
    window.__shopFrame = true;
    window.dispatchEvent(new Event("shop-frame"));
  });
}
