// esbuild loads CSS as text so each element can adopt it as a constructable stylesheet.
declare module "*.css" {
  const css: string;
  export default css;
}

// Injected by esbuild (see esbuild.config.mjs).
declare const __SHOP_VERSION__: string;
