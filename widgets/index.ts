// dist/shop-widgets.js: importing it defines every element and exports the public API (public-api.ts).
// Every element folder's definition: widgets/elements.ts is written by scripts/elements.mjs.
import "./elements.ts";

export * from "./public-api.ts";
