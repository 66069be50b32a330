// The block builder page's script (dist/demo/builder.js, demo/builder.html): the form at once, then the
// fake API (msw worker, demo/mocks/browser.ts) and the bundle from /dist, which upgrades the preview.
//   ?element=<tag> opens that element's form (the picker keeps it in the URL).
import { mocksReady } from "../mocks/browser.ts";
import { mountBuilder } from "./builder-page.ts";

const query = new URLSearchParams(location.search);
await mountBuilder(document.getElementById("builder")!, {
  tag: query.get("element"),
  onPick: (tag) => {
    query.set("element", tag);
    history.replaceState(null, "", `?${query}`);
  },
});
await mocksReady;
await import("/dist/shop-widgets.js" as string);
