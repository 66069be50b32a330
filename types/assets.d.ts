// esbuild loads CSS as text so each element can adopt it as a constructable stylesheet.
declare module "*.css" {
  const css: string;
  export default css;
}

// Injected by esbuild (see esbuild.config.mjs).
declare const __SHOP_VERSION__: string;

// True in the test bundles only (test/build-tests.mjs): a missing translation throws there.
declare const __SHOP_TEST__: boolean;

// The widgets/ folders with an element (scripts/elements.mjs), defined by esbuild (esbuild.config.mjs).
declare const __ELEMENT_FOLDERS__: string[];
