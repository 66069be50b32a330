// dist/shop-widgets.js: importing it defines every element and exports the public API (public-api.ts).
// Every element folder's definition: widgets/elements.ts is written by scripts/elements.mjs.
import { warmFormatsOf } from "../core/element/loader.ts";
import { elementTags } from "./elements.ts";

// No loader runs before this file: it warms the page's number formats itself (core/element/loader.ts).
warmFormatsOf(elementTags);

export * from "./public-api.ts";
