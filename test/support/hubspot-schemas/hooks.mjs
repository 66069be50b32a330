// A module hook (node:module register) that gives HubSpot's project parser the schemas stand-in
// (http.mjs) in place of its network client; nothing else is redirected.
export async function resolve(specifier, context, next) {
  if (specifier === "@hubspot/local-dev-lib/http" && context.parentURL?.includes("project-parsing-lib"))
    return { url: new URL("http.mjs", import.meta.url).href, shortCircuit: true };
  return next(specifier, context);
}
