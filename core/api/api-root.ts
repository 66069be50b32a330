// Where the shop's API lives below `baseUrl` (docs/decisions/api-root.md): the page's
// `<meta name="shop-api-root">`, overridden for one element by its block's `apiRoot`, else /_hcms/api/.
// HubSpot's design-manager functions (/_hcms/api/) stop on 1 February 2027; app functions answer below
// /hs/serverless/. No valibot here, and kept small: every loader carries this file (core/api/early.ts).

export const DEFAULT_API_ROOT = "/_hcms/api/";

/** An API root at the end of a text: /_hcms/api or /hs/serverless/<segments>, the slash after it optional. */
export const API_ROOT_AT_END = /\/(?:_hcms\/api|hs\/serverless(?:\/[\w-]+)+)\/?$/;

/** Whether a text is an API root: /_hcms/api/ or /hs/serverless/<prefix>/, the last slash optional. */
export const isApiRoot = (text: unknown): text is string => typeof text === "string" && API_ROOT_AT_END.exec(text)?.index === 0;

/** The page's `<meta name="shop-api-root">`, as written; read at every request. */
export const pageApiRoot = (): string | undefined => document.querySelector<HTMLMetaElement>('meta[name="shop-api-root"]')?.content;

/**
 * What a request's path goes after, with a slash: `${baseUrl}${root}`. A block's apiRoot comes already
 * after its baseUrl (core/element/data-block.ts, core/element/early-block.ts); any other base takes the
 * page's root, or /_hcms/api/ when the page names none or one that is refused (core/api/client.ts says so).
 */
export function apiBase(base: string): string {
  const trimmed = base.replace(/\/+$/, "");
  const root = pageApiRoot();
  return (API_ROOT_AT_END.test(trimmed) ? trimmed : trimmed + (isApiRoot(root) ? root : DEFAULT_API_ROOT)).replace(/\/?$/, "/");
}

/** The page's refused root last said, so each is said once (per copy of the bundle). */
let refused: string | undefined;

/** Says once on the console that the page's root is refused (core/api/client.ts, at each request; loaders stay quiet). */
export function sayRefusedPageRoot(): void {
  const root = pageApiRoot();
  if (root === undefined || isApiRoot(root) || root === refused) return;
  refused = root;
  console.error(`[shop-widgets] <meta name="shop-api-root" content="${root}"> refused: ${DEFAULT_API_ROOT} used`);
}
